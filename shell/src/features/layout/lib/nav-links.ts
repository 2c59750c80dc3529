import type { ShellMessageId } from '../../../lib/i18n';

/** One header link: its path and its label's message id (English as docs/screens.md "Header and footer"
 * writes it). */
export interface NavLinkItem {
  to: string;
  label: ShellMessageId;
}

/** Header links for visitors (docs/screens.md "Header and footer"): Home, Class 11, Class 12, Tests. */
export const GUEST_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/class11', label: 'Class 11' },
  { to: '/class12', label: 'Class 12' },
  { to: '/tests', label: 'Tests' },
];

/**
 * Header links for signed-in users, in the order of docs/screens.md "Header and footer": Dashboard, My Books,
 * Tests, Class 11, Class 12; with My tests (their attempts and results) beside Tests, so a past result is one
 * tap away.
 */
export const USER_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Dashboard' },
  { to: '/my-books', label: 'My Books' },
  { to: '/tests', label: 'Tests' },
  { to: '/my-tests', label: 'My tests' },
  { to: '/class11', label: 'Class 11' },
  { to: '/class12', label: 'Class 12' },
];

/** The admin-only link, Admin Panel (docs/screens.md "Header and footer": only when the user has the admin
 * flag). */
export const ADMIN_LINK: NavLinkItem = { to: '/admin', label: 'Admin Panel' };

/** The links a session sees: none of the user links until the session check is over, to avoid a flash. */
export function navLinksFor(status: 'checking' | 'authenticated' | 'guest', isAdmin: boolean): NavLinkItem[] {
  if (status !== 'authenticated') return GUEST_LINKS;
  return isAdmin ? [...USER_LINKS, ADMIN_LINK] : USER_LINKS;
}
