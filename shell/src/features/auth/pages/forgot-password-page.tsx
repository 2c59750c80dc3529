import { useState, type FormEvent } from 'react';
import { Link } from '@exam/shared-contracts/router';
import { errorMessage, notify } from '@exam/shared-contracts/client';
import { useForgotPasswordMutation } from '../api/auth-api';
import { EmailField } from '../components/email-field';
import { AuthCard, AuthPage, FootNote, Form, PrimaryButton } from '../components/auth-layout';
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
      notify.error(errorMessage(error, t('shell.auth.forgot.failed')));
    }
  }

  return (
    <AuthPage>
      <AuthCard aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('shell.auth.forgot.title')}</h1>
        {sent ? (
          <p role="status">{sent}</p>
        ) : (
          <>
            <p>{t('shell.auth.forgot.lead')}</p>
            <Form onSubmit={onSubmit}>
              <EmailField value={email} onChange={setEmail} />
              <PrimaryButton type="submit" disabled={isLoading}>
                {t(isLoading ? 'shell.auth.sending' : 'shell.auth.forgot.submit')}
              </PrimaryButton>
            </Form>
          </>
        )}
        <FootNote>
          {t('shell.auth.forgot.remembered')} <Link to="/login">{t('shell.auth.signIn')}</Link>
        </FootNote>
      </AuthCard>
    </AuthPage>
  );
}
