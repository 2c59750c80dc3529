import { useState, type FormEvent } from 'react';
import { Link } from '@exam/web-platform/router';
import { errorMessage, notify } from '@exam/web-platform/client';
import { useForgotPasswordMutation } from '../api/auth-api';
import { EmailField } from '../components/email-field';
import { AuthBox, AuthPage, FootNote, Form, PrimaryButton } from '../components/auth-layout';
import { useShellT } from '../../../lib/i18n';

/**
 * /forgot-password: asks for the account's e-mail and sends a reset link. The
 * answer is the same whether or not an account exists (the server's sentence, shown in place of the form),
 * so the page cannot be used to find out who has an account. Errors (rate limit, e-mail off) are toasted.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const t = useShellT();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const { message } = await forgot({ email: email.trim() }).unwrap();
      setSent(message);
    } catch (error) {
      notify.error(errorMessage(error, t('Could not send the reset link')));
    }
  }

  return (
    <AuthPage>
      <AuthBox aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('Reset your password')}</h1>
        {sent ? (
          <p role="status">{sent}</p>
        ) : (
          <>
            <p>
              {t('Enter the e-mail of your account and we will send you a link to choose a new password.')}
            </p>
            <Form onSubmit={onSubmit}>
              <EmailField value={email} onChange={setEmail} />
              <PrimaryButton pending={isLoading}>
                {t(isLoading ? 'Sending...' : 'Send reset link')}
              </PrimaryButton>
            </Form>
          </>
        )}
        <FootNote>
          {t('Remembered it?')} <Link to="/login">{t('Sign in')}</Link>
        </FootNote>
      </AuthBox>
    </AuthPage>
  );
}
