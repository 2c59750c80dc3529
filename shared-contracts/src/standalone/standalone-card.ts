import styled from 'styled-components';

/**
 * The panel a remote's standalone page shows when it has no content of its own yet (sign-in, an empty shelf):
 * at most `$width` px wide (640 unless given; the admin's sign-in form, 420).
 */
export const StandaloneCard = styled.main<{ $width?: number }>`
  max-width: ${({ $width }) => $width ?? 640}px;
  margin: 64px auto;
  padding: 24px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};
  a {
    color: inherit;
  }
`;
