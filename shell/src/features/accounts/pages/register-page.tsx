import { PASSWORD_MIN_LENGTH } from '@exam/shared-contracts/constants';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../hooks/use-app-dispatch';
import { Link, useLocation, useNavigate } from '@exam/web-platform/router';
import { safeReturnTo } from '@exam/shared-contracts/rules';
import { errorMessage, notify } from '@exam/web-platform/client';
import { beginSession } from '../../../lib/session';
import { useRegisterMutation } from '../api/auth-api';
import {
  AuthBox,
  AuthPage,
  Divider,
  ErrorText,
  Field,
  FootNote,
  Form,
  Input,
  PrimaryButton,
} from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { GoogleButton } from '../components/google-button';
import { PasswordField } from '@exam/shared-ui/password-field';
import { useShellT } from '../../../lib/i18n';
import { PasswordStrength } from '../components/password-strength';
import { usePasswordCheck } from '../hooks/use-password-check';
import { PASSWORD_MESSAGE_VALUES, PASSWORD_RULE_MESSAGE } from '../lib/password-messages';
import { showText, type Shown } from '../lib/shown';
import { passwordToggleText } from '../lib/password-toggle';

/**
 * /register (docs/domains/accounts.md "Register", "Rules and limits", "Errors"): full name, e-mail, password
 * and confirmation (each password with a show toggle). Mismatched passwords raise the alert
 * "Passwords do not match" and nothing is sent; `confirmPassword` is never sent. Success:
 * "Registration successful!" and /; failure: server error, else "Registration failed". The password rule and
 * the strength of what is typed are shown before submitting (the shared rule, loaded lazily); a password the
 * rule refuses, or a name that is empty once trimmed, is not sent and the reason is shown.
 */
export function RegisterPage() {
  const nameId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [problem, setProblem] = useState<Shown | null>(null);
  const check = usePasswordCheck(password, { email: email.trim(), name: name.trim() });
  const [register, { isLoading }] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = safeReturnTo(location.state);
  const t = useShellT();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirmPassword) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    const refusal: Shown | null = !name.trim() ? { id: 'Please enter your name' } : (check?.error ?? null);
    setProblem(refusal);
    if (refusal) return;
    try {
      const { token, user } = await register({ name: name.trim(), email: email.trim(), password }).unwrap();
      beginSession(dispatch, token, user, user.isAdmin);
      notify.success(t('Registration successful!'));
      navigate(returnTo ?? '/', { replace: !!returnTo });
    } catch (error) {
      notify.error(errorMessage(error, t('Registration failed')));
    }
  }

  return (
    <AuthPage>
      <AuthBox aria-labelledby="register-title">
        <h1 id="register-title">{t('Create your account')}</h1>
        <p>{t('Join thousands of NEET and JEE aspirants.')}</p>
        <Form onSubmit={onSubmit}>
          <Field>
            <label htmlFor={nameId}>{t('Full Name')}</label>
            <Input
              id={nameId}
              name="name"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
            />
          </Field>
          <EmailField value={email} onChange={setEmail} />
          <PasswordField
            label={t('Password')}
            toggleText={passwordToggleText(t, t('Password'))}
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            hint={t(PASSWORD_RULE_MESSAGE, PASSWORD_MESSAGE_VALUES)}
          />
          {check && <PasswordStrength score={check.score} error={check.error} />}
          <PasswordField
            label={t('Confirm Password')}
            toggleText={passwordToggleText(t, t('Confirm Password'))}
            name="confirmPassword"
            value={confirmPassword}
            onChange={(value) => {
              setConfirmPassword(value);
              setMismatch(false);
            }}
            autoComplete="new-password"
          />
          {mismatch && <ErrorText role="alert">{t('Passwords do not match')}</ErrorText>}
          {problem && <ErrorText role="alert">{showText(t, problem)}</ErrorText>}
          <PrimaryButton pending={isLoading}>
            {t(isLoading ? 'Creating account...' : 'Create Account')}
          </PrimaryButton>
          <Divider>{t('or')}</Divider>
          <GoogleButton label={t('Sign up with Google')} />
        </Form>
        <FootNote>
          {t('Already have an account?')}{' '}
          <Link to="/login" state={location.state}>
            {t('Sign in')}
          </Link>
        </FootNote>
      </AuthBox>
    </AuthPage>
  );
}
