import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from '@exam/web-platform/router';
import { selectSessionStatus } from '@exam/web-platform/client';
import { returnToState } from '@exam/shared-contracts/rules';
import { useAppT } from '../lib/i18n';
import { PrerenderedOrSpinner } from './prerendered-or-spinner';

/**
 * The online tests are for signed-in students only (docs/domains/accounts.md "Roles"): while the stored token
 * is checked a loading state shows (the page's prerendered top when the server drew one); a guest is sent to
 * /login with this page to come back to (as the store's SignInRedirect does), replacing the history entry so
 * Back does not bounce to /login.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const status = useSelector(selectSessionStatus);
  const t = useAppT();
  const { pathname, search, hash } = useLocation();
  if (status === 'checking') return <PrerenderedOrSpinner label={t('Checking your session...')} />;
  if (status === 'guest')
    return <Navigate to="/login" replace state={returnToState(`${pathname}${search}${hash}`)} />;
  return children;
}
