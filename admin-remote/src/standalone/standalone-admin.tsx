import type { ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { standaloneAdminSignIn } from '@exam/web-platform/standalone';
import { StandaloneGate, type RefusedVisitor } from '@exam/shared-ui/standalone';
import { AdminSignInForm } from '@exam/shared-ui/admin-sign-in';
import AdminApp from '../admin-app';
import { Spinner } from '@exam/shared-ui/spinner';

/**
 * The sign-in an admin's standalone page asks for: the admin's username and password
 * (docs/domains/accounts.md "Calls", `POST /admin/login`) in the kit's one form, the server's error shown as
 * an alert under it. A signed-in student is told the page is for admins.
 */
function AdminSignIn({ signedIn, user }: RefusedVisitor): ReactElement {
  const dispatch = useDispatch();
  return (
    <>
      <p>
        {signedIn
          ? `You are signed in as ${user?.name ?? 'this user'}, who is not an admin. Sign in as an admin to open the dashboard.`
          : 'The admin dashboard is for admins only. Sign in to open it.'}
      </p>
      <AdminSignInForm
        onSignIn={(username, password) => standaloneAdminSignIn(dispatch, username, password)}
      />
    </>
  );
}

/**
 * The admin remote's standalone page: "Checking your session..." first, then the dashboard for a
 * signed-in admin, else the admin sign-in. Nothing of the dashboard (no admin API call) is made before the
 * server says the user is an admin; the server enforces admin access on every call anyway.
 */
export function StandaloneAdmin(): ReactElement {
  return (
    <StandaloneGate
      audience="admin"
      narrow
      checking={<Spinner label="Checking your session..." />}
      title="Admin sign-in"
      refused={(visitor) => <AdminSignIn {...visitor} />}
    >
      <AdminApp />
    </StandaloneGate>
  );
}
