import styled from 'styled-components';

/** A titled surface block of the purchase page. */
export const Panel = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  padding: clamp(1.1rem, 3vw, 1.6rem);
  min-width: 0;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.2rem;
  }
`;
