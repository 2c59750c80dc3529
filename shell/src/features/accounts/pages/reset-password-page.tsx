import { PASSWORD_MIN_LENGTH } from '@exam/shared-contracts/constants';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@exam/web-platform/router';
import { notify } from '@exam/web-platform/client';
import { useAppDispatch } from '../../../hooks/use-app-dispatch';
import { useShellT } from '../../../lib/i18n';
import { endSession } from '../../../lib/session';
import { useResetPasswordMutation } from '../api/auth-api';
import { AuthBox, AuthPage, ErrorText, FootNote, Form, PrimaryButton } from '../components/auth-layout';
import { PasswordField } from '@exam/shared-ui/password-field';
import { PasswordStrength } from '../components/password-strength';
import { usePasswordCheck } from '../hooks/use-password-check';
import { PASSWORD_MESSAGE_VALUES, PASSWORD_RULE_MESSAGE } from '../lib/password-messages';
import { failureShown, showText, type Shown } from '../lib/shown';
import { passwordToggleText } from '../lib/password-toggle';

/**
 * /reset-password?token=…, opened from the e-mailed link: a new password and its
 * confirmation, checked by the shared password rule before sending. Success ends every session (this
 * browser's too), toasts the server's sentence and goes to /login; an expired or used link shows the
 * server's refusal with a way to ask for a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<Shown | null>(null);
  const check = usePasswordCheck(password, { email: '', name: '' });
  const [reset, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const t = useShellT();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const refusal: Shown | null =
      password !== confirmPassword ? { id: 'Passwords do not match' } : (check?.error ?? null);
    setProblem(refusal);
    if (refusal) return;
    try {
      const { message } = await reset({ token, password }).unwrap();
      // The reset ended every session of the account; this browser's is signed out too.
      endSession(dispatch);
      notify.success(message);
      navigate('/login', { replace: true });
    } catch (error) {
      const failure = failureShown(error, 'Could not reset the password');
      setProblem(failure);
      notify.error(showText(t, failure));
    }
  }

  return (
    <AuthPage>
      <AuthBox aria-labelledby="reset-title">
        <h1 id="reset-title">{t('Choose a new password')}</h1>
        {!token ? (
          <p role="alert">
            {t('This page needs the link from the e-mail.')}{' '}
            <Link to="/forgot-password">{t('Ask for a new link')}</Link>
          </p>
        ) : (
          <Form onSubmit={onSubmit}>
            <PasswordField
              label={t('New password')}
              toggleText={passwordToggleText(t, t('New password'))}
              name="password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              hint={t(PASSWORD_RULE_MESSAGE, PASSWORD_MESSAGE_VALUES)}
            />
            {check && <PasswordStrength score={check.score} error={check.error} />}
            <PasswordField
              label={t('Confirm new password')}
              toggleText={passwordToggleText(t, t('Confirm new password'))}
              name="confirmPassword"
              value={confirmPassword}
              onChange={setConfirmPassword}
              autoComplete="new-password"
            />
            {problem && <ErrorText role="alert">{showText(t, problem)}</ErrorText>}
            <PrimaryButton pending={isLoading}>
              {t(isLoading ? 'Saving...' : 'Save new password')}
            </PrimaryButton>
          </Form>
        )}
        <FootNote>
          {t('Link expired?')} <Link to="/forgot-password">{t('Ask for a new one')}</Link>
        </FootNote>
      </AuthBox>
    </AuthPage>
  );
}
