import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { ErrorText } from './primitives';
import { FormStack } from './form-styles';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { PasswordField } from './password-field';

/**
 * The one admin sign-in form (docs/domains/accounts.md "Admin login", "Calls" `POST /admin/login`): of the
 * shell's /admin-login page and of the admin remote's standalone page, each around it with its own heading.
 * - Fields: "Username" (trimmed on submit) and "Password" with its show/hide toggle, both required.
 * - The submit reads "Sign in as Admin", "Signing in..." while `onSignIn` runs or while `busy` (the shell's
 *   reload after success).
 * - `onSignIn(username, password)` signs in and rejects on failure. The failure goes to `onError` when
 *   given (the shell's toast), else its message shows under the fields as an alert.
 * - `children` follow the submit (the shell's "Back to Home").
 */
export function AdminSignInForm({
  onSignIn,
  onError,
  busy = false,
  children,
}: {
  onSignIn: (username: string, password: string) => Promise<void>;
  onError?: (failure: unknown) => void;
  busy?: boolean;
  children?: ReactNode;
}): ReactElement {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onSignIn(username.trim(), password);
    } catch (failure) {
      if (onError) onError(failure);
      else setError(failure instanceof Error ? failure.message : 'Admin login failed');
    } finally {
      setPending(false);
    }
  }

  const waiting = pending || busy;
  return (
    <FormStack onSubmit={onSubmit}>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={setUsername}
      />
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <SubmitButton pending={waiting}>{waiting ? 'Signing in...' : 'Sign in as Admin'}</SubmitButton>
      {children}
    </FormStack>
  );
}
