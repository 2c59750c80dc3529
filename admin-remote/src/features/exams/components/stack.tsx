import styled from 'styled-components';

/**
 * The cards of a test page one under the other. Its one column is `minmax(0, 1fr)`: a grid item's
 * automatic minimum is its content's width, so a wide table (which scrolls in its own box) would
 * otherwise widen every card past the page.
 */
export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
`;
