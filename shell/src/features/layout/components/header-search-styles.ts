import styled from 'styled-components';
import { Button } from '@exam/shared-ui/button';
import { COMPACT, ICON, MENU_MAX, MOBILE_MAX, VISUALLY_HIDDEN } from './header-styles';

/**
 * Where the search is a button and a sheet: on phones, and on desktops where the bar is full — from 1024 px
 * for a signed-in user (`$wide`: five or six links, the name and Logout), from 1024 to 1279 px for a guest.
 */
const sheet = (wide: boolean) =>
  `(max-width: ${MOBILE_MAX}px), ${wide ? `(min-width: ${MENU_MAX + 1}px)` : COMPACT}`;

/** The Search button, shown where the form is a sheet (see {@link sheet}). */
export const SearchToggle = styled(Button).attrs(ICON)<{ $wide: boolean }>`
  font-size: 1.35rem;
  @media (min-width: ${MOBILE_MAX + 1}px) {
    display: none;
  }
  @media ${(p) => sheet(p.$wide)} {
    display: inline-grid;
  }
`;

/**
 * The search form: inline in the bar where there is room; elsewhere (see {@link sheet}) a full-width sheet
 * under the bar, shown while `$open`. The label is for screen readers only (the placeholder says the same).
 */
export const SearchForm = styled.form<{ $open: boolean; $wide: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  min-width: 0;
  label {
    ${VISUALLY_HIDDEN}
  }
  @media ${(p) => sheet(p.$wide)} {
    display: ${(p) => (p.$open ? 'flex' : 'none')};
    order: 9;
    flex-basis: 100%;
    padding: 0.25rem 0 0.5rem;
  }
`;

export const SearchField = styled.input<{ $wide: boolean }>`
  width: clamp(9rem, 16vw, 13rem);
  min-width: 0;
  height: 2.5rem;
  padding: 0 0.75rem;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  &::placeholder {
    color: ${(p) => p.theme.colors.textMuted};
    opacity: 1;
  }
  @media ${(p) => sheet(p.$wide)} {
    flex: 1;
    width: auto;
  }
`;
