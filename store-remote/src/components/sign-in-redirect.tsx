import { Navigate, useLocation } from '@exam/web-platform/router';
import { returnToState } from '@exam/shared-contracts/rules';

/**
 * Sends a guest on a page that needs a sign-in (payment, My Books, a receipt) to /login, remembering this
 * page so sign-in comes back to it. Replaces the history entry: Back does not bounce to /login.
 */
export function SignInRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to="/login" replace state={returnToState(`${pathname}${search}${hash}`)} />;
}
