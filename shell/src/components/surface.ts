import { css } from 'styled-components';

/** A raised surface on the theme's tokens (surface colour, border, radius, shadow): the shell's cards. */
export const surface = css`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
`;
