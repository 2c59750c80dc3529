import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from '@exam/web-platform/router';
import { selectIsAdmin, selectSessionStatus } from '@exam/web-platform/client';
import { Spinner } from '@exam/shared-ui/spinner';
import { useShellT } from '../../../lib/i18n';

/**
 * Access to /admin (docs/domains/accounts.md "Roles"): a spinner while the session is checked, visitors to
 * /admin-login, signed-in non-admins to /. The server enforces the same rule on every admin call.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const status = useSelector(selectSessionStatus);
  const isAdmin = useSelector(selectIsAdmin);
  const t = useShellT();
  if (status === 'checking') return <Spinner label={t('Checking your session...')} />;
  if (status === 'guest') return <Navigate to="/admin-login" replace />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
