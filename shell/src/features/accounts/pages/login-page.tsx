import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../hooks/use-app-dispatch';
import { Link, useLocation, useNavigate } from '@exam/web-platform/router';
import { safeReturnTo } from '@exam/shared-contracts/rules';
import { errorMessage, notify } from '@exam/web-platform/client';
import { beginSession } from '../../../lib/session';
import { useLoginMutation } from '../api/auth-api';
import { AuthBox, AuthPage, Divider, FootNote, Form, PrimaryButton, Row } from '../components/auth-layout';
import { LoginIntro } from '../components/login-intro';
import { EmailField } from '../components/email-field';
import { GoogleButton } from '../components/google-button';
import { PasswordField } from '@exam/shared-ui/password-field';
import { DeviceLimit } from '../components/device-limit';
import { deviceLimitOf } from '../lib/device-limit';
import type { AuthResponse, DeviceLimitResponse } from '@exam/shared-contracts/accounts';
import { useShellT } from '../../../lib/i18n';
import { passwordToggleText } from '../lib/password-toggle';

/**
 * /login (docs/domains/accounts.md "Login", "Session", "Errors"): e-mail and password, show/hide toggle,
 * Remember me (not wired), Forgot password (/forgot-password), Google sign-in, link to /register. Success
 * stores token and user, toasts "Login successful!" and goes back to the page that sent the student here
 * (router state `returnTo`), else to /; failure toasts the server's error, else "Login failed". Past the
 * device limit, the page lists the account's devices and replaces one with an e-mailed code
 * (components/device-limit).
 */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useShellT();
  // Back to the page that asked for a sign-in, validated as a same-site path.
  const returnTo = safeReturnTo(location.state);

  // A sign-in past the device limit: the devices, and the way to replace one (docs/domains/reading.md
  // "Per-user budgets").
  const [limit, setLimit] = useState<DeviceLimitResponse | null>(null);

  const signedIn = ({ token, user }: AuthResponse) => {
    beginSession(dispatch, token, user, user.isAdmin);
    notify.success(t('Login successful!'));
    navigate(returnTo ?? '/', { replace: !!returnTo });
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      signedIn(await login({ email: email.trim(), password }).unwrap());
    } catch (error) {
      const refused = deviceLimitOf(error);
      if (refused) setLimit(refused);
      else notify.error(errorMessage(error, t('Login failed')));
    }
  }

  if (limit)
    return (
      <AuthPage>
        <AuthBox aria-labelledby="device-limit-title">
          <DeviceLimit limit={limit} onSignedIn={signedIn} onCancel={() => setLimit(null)} />
        </AuthBox>
      </AuthPage>
    );

  return (
    <AuthPage>
      <AuthBox aria-labelledby="login-title">
        <LoginIntro />
        <Form onSubmit={onSubmit}>
          <EmailField value={email} onChange={setEmail} />
          <PasswordField
            label={t('Password')}
            toggleText={passwordToggleText(t, t('Password'))}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <Row>
            <label>
              <input type="checkbox" name="remember" /> {t('Remember me')}
            </label>
            <Link to="/forgot-password">{t('Forgot password?')}</Link>
          </Row>
          <PrimaryButton pending={isLoading}>{t(isLoading ? 'Signing in...' : 'Sign In')}</PrimaryButton>
          <Divider>{t('or')}</Divider>
          <GoogleButton label={t('Sign in with Google')} />
        </Form>
        <FootNote>
          {t("Don't have an account?")}{' '}
          <Link to="/register" state={location.state}>
            {t('Sign up')}
          </Link>
        </FootNote>
      </AuthBox>
    </AuthPage>
  );
}
