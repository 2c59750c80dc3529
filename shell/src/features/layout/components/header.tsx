import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from '@exam/web-platform/router';
import { selectIsAdmin, selectSessionStatus, selectUser } from '@exam/web-platform/client';
import { useThemeMode } from '../../../hooks/use-theme-mode';
import { SITE } from '../../../lib/config';
import { useShellT } from '../../../lib/i18n';
import { useLogout } from '../hooks/use-logout';
import { navLinksFor } from '../lib/nav-links';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { Button } from '@exam/shared-ui/button';
import { Actions, Bar, Brand, ICON, Inner, Menu, MenuToggle, Nav, UserName } from './header-styles';

/**
 * The header on every page (docs/screens.md "Header and footer"): brand, the links of the session (Admin
 * Panel only for admins), Login / Get Started for visitors or the user's name and Logout, the theme switch,
 * the book search (a sheet on phones and on desktops whose bar is full), the language switch, and a menu
 * toggle under 1024 px. Every width keeps it to one row (header-styles.ts gives the ranges).
 */
export function Header() {
  const user = useSelector(selectUser);
  const status = useSelector(selectSessionStatus);
  const isAdmin = useSelector(selectIsAdmin);
  const { mode, toggle } = useThemeMode();
  const logout = useLogout();
  const location = useLocation();
  const t = useShellT();
  const [open, setOpen] = useState(false);

  // A tap on a link navigates; the menu should not stay open over the new page.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const links = navLinksFor(status, isAdmin);
  const themeLabel = t(mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme');

  return (
    <Bar>
      <Inner>
        <Brand as={Link} to="/" $tight={status === 'authenticated'}>
          <span aria-hidden="true">E</span>
          <span className="brand-name">{SITE.name}</span>
        </Brand>
        {/* While a stored token is checked the bar is already the signed-in one: no shift when it is. */}
        <HeaderSearch wide={status !== 'guest'} />
        <Button {...ICON} type="button" onClick={toggle} aria-label={themeLabel} title={themeLabel}>
          <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
        </Button>
        <MenuToggle
          type="button"
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={t(open ? 'Close menu' : 'Open menu')}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        </MenuToggle>
        <Menu id="site-menu" $open={open}>
          <Nav aria-label={t('Main')}>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Nav>
          <Actions>
            <LanguageSwitch />
            {status === 'authenticated' && user && (
              <>
                <UserName title={user.name}>{user.name}</UserName>
                <Button
                  $variant="quiet-danger"
                  $size="pill"
                  type="button"
                  onClick={logout}
                  title={t('Signed in as {name}', { name: user.name })}
                >
                  {t('Logout')}
                </Button>
              </>
            )}
            {status === 'guest' && (
              <>
                <Button as={Link} to="/login" $variant="outline" $size="pill">
                  {t('Login')}
                </Button>
                <Button as={Link} to="/register" $variant="primary" $size="pill">
                  {t('Get Started')}
                </Button>
              </>
            )}
          </Actions>
        </Menu>
      </Inner>
    </Bar>
  );
}
