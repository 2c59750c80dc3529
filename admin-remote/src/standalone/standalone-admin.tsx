import type { ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectIsAdmin, selectSessionStatus, selectUser } from '@exam/shared-contracts/client';
import { StandaloneCard, standaloneAdminSignIn } from '@exam/shared-contracts/standalone';
import { AdminSignInForm } from '@exam/shared-ui/admin-sign-in';
import AdminApp from '../admin-app';
import { Spinner } from '@exam/shared-ui/spinner';

/**
 * The sign-in an admin's standalone page asks for: the admin's username and password
 * (docs/domains/accounts.md "Calls", `POST /admin/login`) in the kit's one form, the server's error shown as
 * an alert under it. A signed-in student is told the page is for admins. Nothing of the dashboard (no admin
 * API call) is made before the server says the user is an admin.
 */
function AdminSignIn({ notAdmin }: { notAdmin: string | null }): ReactElement {
  const dispatch = useDispatch();
  return (
    <StandaloneCard $width={420} aria-labelledby="standalone-admin-title">
      <h1 id="standalone-admin-title">Admin sign-in</h1>
      <p>
        {notAdmin
          ? `You are signed in as ${notAdmin}, who is not an admin. Sign in as an admin to open the dashboard.`
          : 'The admin dashboard is for admins only. Sign in to open it.'}
      </p>
      <AdminSignInForm
        onSignIn={(username, password) => standaloneAdminSignIn(dispatch, username, password)}
      />
    </StandaloneCard>
  );
}

/**
 * The admin remote's standalone page: "Checking your session..." first, then the dashboard for a
 * signed-in admin, else the admin sign-in. The server enforces admin access on every call anyway.
 */
export function StandaloneAdmin(): ReactElement {
  const status = useSelector(selectSessionStatus);
  const isAdmin = useSelector(selectIsAdmin);
  const user = useSelector(selectUser);
  if (status === 'checking') return <Spinner label="Checking your session..." />;
  if (status === 'authenticated' && isAdmin) return <AdminApp />;
  return <AdminSignIn notAdmin={status === 'authenticated' ? (user?.name ?? 'this user') : null} />;
}
