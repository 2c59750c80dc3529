import styled from 'styled-components';

/** The panel a remote's standalone page shows when it has no content of its own yet (sign-in, an empty shelf). */
export const StandaloneCard = styled.main`
  max-width: 640px;
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
