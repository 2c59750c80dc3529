import styled from 'styled-components';

/**
 * The panel a remote's standalone page shows when it has no content of its own yet (a sign-in, an empty
 * shelf), drawn by {@link StandaloneGate} for a visitor it does not let in. `$narrow`: a form's width (the
 * admin's sign-in). A list in it is a column of rows, each a name and its action (the reader's books).
 */
export const StandaloneCard = styled.main<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '420px' : '640px')};
  margin: 64px auto;
  padding: 24px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};
  a {
    color: inherit;
  }
  ul {
    padding: 0;
    list-style: none;
    display: grid;
    gap: 8px;
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
  }
`;
