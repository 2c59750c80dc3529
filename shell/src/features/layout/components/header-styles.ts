import styled from 'styled-components';
import { SHELL_HEADER_HEIGHT } from '@exam/shared-contracts/constants/layout';
import { Button } from '@exam/shared-ui/button';

/** Phones (to 767 px): the search is a button that opens a sheet under the bar. */
export const MOBILE_MAX = 767;
/**
 * Under 1024 px the links and the session's actions collapse into a menu
 * (docs/screens.md "Header and footer": "The mobile menu has a toggle"): four links, Login and Get Started,
 * the brand and the search need about 1,100 px in one row.
 */
export const MENU_MAX = 1023;
/**
 * From 1024 to 1279 px the links are in the bar, so the search is a button again (its sheet opens under the
 * bar), the links are tighter and the user's name is left out (Logout's tooltip names them): a signed-in
 * admin's six links and Logout fit.
 */
export const COMPACT_MAX = 1279;
/** The compact desktop range (see {@link COMPACT_MAX}). */
export const COMPACT = `(min-width: ${MENU_MAX + 1}px) and (max-width: ${COMPACT_MAX}px)`;
/**
 * Under 1440 px a desktop bar has room for one language name (the one to switch to); from 1440 px, and in
 * the phone menu, the switch shows both.
 */
export const ONE_LANGUAGE = `(min-width: ${MENU_MAX + 1}px) and (max-width: 1439px)`;

/** Hidden from sight, still read by screen readers (a label the placeholder repeats, a name the mark stands for). */
export const VISUALLY_HIDDEN = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${(p) => (p.theme.mode === 'dark' ? 'rgba(15, 23, 42, 0.88)' : 'rgba(255, 255, 255, 0.9)')};
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  /* The store's prerendered page sits this far down before the header exists (the layout contract). */
  min-height: ${SHELL_HEADER_HEIGHT};
`;

export const Inner = styled.div`
  /* Wider than the pages' 1,200 px: a signed-in admin's links, name, Logout and both language names need
     about 1,400 px. */
  max-width: 1440px;
  margin: 0 auto;
  padding: 0.65rem 1rem;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  flex-wrap: wrap;
  @media ${COMPACT} {
    gap: 0.5rem;
  }
`;

/**
 * The brand: its mark and name. `$tight` (a signed-in bar, whose links, Logout and language fill a compact
 * desktop) keeps only the mark there; the name stays the link's accessible name.
 */
export const Brand = styled.a<{ $tight?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  font-size: 1.15rem;
  color: ${(p) => p.theme.colors.text} !important;
  text-decoration: none;
  margin-right: auto;
  span[aria-hidden] {
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 9px;
    background: linear-gradient(135deg, ${(p) => p.theme.colors.primary}, ${(p) => p.theme.colors.jee});
    color: #fff;
    font-size: 1rem;
  }
  @media ${COMPACT} {
    ${(p) => (p.$tight ? `.brand-name { ${VISUALLY_HIDDEN} }` : '')}
  }
`;

/** The header's icon buttons (theme, menu, search): the kit's framed 40 px icon button. */
export const ICON = { $variant: 'icon', $size: 'icon' } as const;

export const MenuToggle = styled(Button).attrs(ICON)`
  @media (min-width: ${MENU_MAX + 1}px) {
    display: none;
  }
`;

export const Menu = styled.div<{ $open: boolean }>`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  min-width: 0;
  gap: 0.5rem 1rem;
  @media ${COMPACT} {
    gap: 0.5rem;
  }
  @media (max-width: ${MENU_MAX}px) {
    display: ${(p) => (p.$open ? 'flex' : 'none')};
    order: 10;
    flex-basis: 100%;
    flex-direction: column;
    align-items: stretch;
    padding: 0.5rem 0 0.75rem;
    gap: 0.75rem;
  }
`;

export const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 0.45rem clamp(0.45rem, 0.9vw, 0.75rem);
    border-radius: 8px;
    color: ${(p) => p.theme.colors.textMuted};
    text-decoration: none;
    font-weight: 600;
    white-space: nowrap;
  }
  a:hover {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  a.active {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  @media ${COMPACT} {
    ul {
      gap: 0;
    }
    a {
      padding: 0.45rem 0.4rem;
    }
  }
  /* From 1280 px the search is a field again: an admin's seven links, the name and Logout fit when the
     links sit closer until 1440 px. */
  @media (min-width: ${COMPACT_MAX + 1}px) and (max-width: 1439px) {
    ul {
      gap: 0;
    }
    a {
      padding: 0.45rem 0.5rem;
    }
  }
  @media (max-width: ${MENU_MAX}px) {
    ul {
      flex-direction: column;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  @media (max-width: ${MENU_MAX}px) {
    flex-wrap: wrap;
    border-top: 1px solid ${(p) => p.theme.colors.border};
    padding-top: 0.75rem;
  }
`;

export const UserName = styled.span`
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
  max-width: 8rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media ${COMPACT} {
    display: none;
  }
`;
