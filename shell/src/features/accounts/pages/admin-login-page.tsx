import { useState } from 'react';
import { useAppDispatch } from '../../../hooks/use-app-dispatch';
import { useNavigate } from '@exam/web-platform/router';
import { errorMessage, notify } from '@exam/web-platform/client';
import { beginSession } from '../../../lib/session';
import { useAdminLoginMutation } from '../api/auth-api';
import { AdminSignInForm } from '@exam/shared-ui/admin-sign-in';
import { AuthBox, AuthPage } from '../components/auth-layout';
import { Button } from '@exam/shared-ui/button';

/** Lets the success toast be read before the full reload replaces the page (ms). */
const RELOAD_DELAY_MS = 1000;

/**
 * /admin-login (docs/domains/accounts.md "Admin login", "Session", "Errors"): username and password
 * (show/hide), "Sign in as Admin" ("Signing in..." while busy), "Back to Home". Success stores the token and
 * `isAdmin='true'`, toasts "Admin login successful!" and opens /admin with a full reload; failure: server
 * error, else "Admin login failed".
 */
export function AdminLoginPage() {
  const [adminLogin, { isLoading }] = useAdminLoginMutation();
  const [redirecting, setRedirecting] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function signIn(username: string, password: string) {
    const { token, user } = await adminLogin({ username, password }).unwrap();
    beginSession(dispatch, token, user, true);
    notify.success('Admin login successful!');
    setRedirecting(true);
    // A full reload (docs/domains/accounts.md "Session") so the admin remote starts with the admin token in
    // place.
    window.setTimeout(() => window.location.assign('/admin'), RELOAD_DELAY_MS);
  }

  return (
    <AuthPage>
      <AuthBox aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">Admin Login</h1>
        <p>Sign in to manage books, payments and users.</p>
        <AdminSignInForm
          onSignIn={signIn}
          onError={(error) => notify.error(errorMessage(error, 'Admin login failed'))}
          busy={isLoading || redirecting}
        >
          <Button $variant="secondary" $size="form" type="button" onClick={() => navigate('/')}>
            Back to Home
          </Button>
        </AdminSignInForm>
      </AuthBox>
    </AuthPage>
  );
}
