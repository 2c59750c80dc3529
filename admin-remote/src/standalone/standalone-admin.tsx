import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { selectIsAdmin, selectSessionStatus, selectUser } from '@exam/shared-contracts/client';
import { StandaloneCard, standaloneAdminSignIn } from '@exam/shared-contracts/standalone';
import AdminApp from '../admin-app';

const Card = styled(StandaloneCard)`
  max-width: 420px;
  form {
    display: grid;
    gap: 12px;
  }
  label {
    display: grid;
    gap: 4px;
  }
  input {
    padding: 8px;
    font: inherit;
  }
  button {
    padding: 10px;
    font: inherit;
    cursor: pointer;
  }
`;

/**
 * The sign-in an admin's standalone page asks for: the admin's username and password (SPEC 7
 * `POST /admin/login`), the server's error shown as an alert. A signed-in student is told the page is for
 * admins. Nothing of the dashboard (no admin API call) is made before the server says the user is an admin.
 */
function AdminSignIn({ notAdmin }: { notAdmin: string | null }): ReactElement {
  const dispatch = useDispatch();
  const usernameId = useId();
  const passwordId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await standaloneAdminSignIn(dispatch, username.trim(), password);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }
  return (
    <Card aria-labelledby="standalone-admin-title">
      <h1 id="standalone-admin-title">Admin sign-in</h1>
      <p>
        {notAdmin
          ? `You are signed in as ${notAdmin}, who is not an admin. Sign in as an admin to open the dashboard.`
          : 'The admin dashboard is for admins only. Sign in to open it.'}
      </p>
      <form onSubmit={onSubmit}>
        <label htmlFor={usernameId}>
          Username
          <input
            id={usernameId}
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </label>
        <label htmlFor={passwordId}>
          Password
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {error && <p role="alert">{error}</p>}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in as Admin'}
        </button>
      </form>
    </Card>
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
  if (status === 'checking') return <p role="status">Checking your session...</p>;
  if (status === 'authenticated' && isAdmin) return <AdminApp />;
  return <AdminSignIn notAdmin={status === 'authenticated' ? (user?.name ?? 'this user') : null} />;
}
