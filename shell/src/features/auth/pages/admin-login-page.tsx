import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../hooks/use-app-dispatch';
import { useNavigate } from '@exam/shared-contracts/router';
import { errorMessage, notify } from '@exam/shared-contracts/client';
import { beginSession } from '../../../lib/session';
import { useAdminLoginMutation } from '../api/auth-api';
import {
  AuthCard,
  AuthPage,
  Field,
  Form,
  Input,
  PrimaryButton,
  SecondaryButton,
} from '../components/auth-layout';
import { PasswordField } from '@exam/shared-ui/password-field';

/** Lets the success toast be read before the full reload replaces the page (ms). */
const RELOAD_DELAY_MS = 1000;

/**
 * /admin-login (SPEC 2 "Admin login", SPEC 4, SPEC 8): username and password (show/hide), "Sign in as Admin"
 * ("Signing in..." while busy), "Back to Home". Success stores the token and `isAdmin='true'`, toasts
 * "Admin login successful!" and opens /admin with a full reload; failure: server error, else "Admin login failed".
 */
export function AdminLoginPage() {
  const usernameId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [adminLogin, { isLoading }] = useAdminLoginMutation();
  const [redirecting, setRedirecting] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const { token, user } = await adminLogin({ username: username.trim(), password }).unwrap();
      beginSession(dispatch, token, user, true);
      notify.success('Admin login successful!');
      setRedirecting(true);
      // A full reload (SPEC 4) so the admin remote starts with the admin token in place.
      window.setTimeout(() => window.location.assign('/admin'), RELOAD_DELAY_MS);
    } catch (error) {
      notify.error(errorMessage(error, 'Admin login failed'));
    }
  }

  const busy = isLoading || redirecting;
  return (
    <AuthPage>
      <AuthCard aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">Admin Login</h1>
        <p>Sign in to manage books, payments and users.</p>
        <Form onSubmit={onSubmit}>
          <Field>
            <label htmlFor={usernameId}>Username</label>
            <Input
              id={usernameId}
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              required
            />
          </Field>
          <PasswordField
            label="Password"
            name="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <PrimaryButton type="submit" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in as Admin'}
          </PrimaryButton>
          <SecondaryButton type="button" onClick={() => navigate('/')}>
            Back to Home
          </SecondaryButton>
        </Form>
      </AuthCard>
    </AuthPage>
  );
}
