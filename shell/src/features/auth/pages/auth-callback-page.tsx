import { API_BASE, paths } from '@exam/shared-contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../hooks/use-app-dispatch';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { clearSession, notify, signedOut } from '@exam/shared-contracts/client';
import type { MeResponse, User } from '@exam/shared-contracts/http';
import { Spinner } from '../../../components/spinner';
import { beginSession } from '../../../lib/session';
import { AuthCard, AuthPage } from '../components/auth-layout';

/** Redirect delays of SPEC 9 (ms). */
export const CALLBACK_DELAYS = { success: 2000, error: 3000 } as const;

/**
 * `GET /auth/me` with the token from the query, outside RTK Query on purpose: the shared `me` query would
 * dedupe onto another in-flight lookup sent with an older token, and its 401 rule would leave for /login after
 * 100 ms instead of showing "Authentication Failed" for 3 s. Rejects on any non-2xx answer.
 */
async function fetchUser(token: string): Promise<User> {
  const response = await fetch(`${API_BASE}${paths.authMe}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return ((await response.json()) as MeResponse).user;
}

type CallbackState = { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string };

const Status = styled.div`
  text-align: center;
  h1 {
    font-size: 1.4rem;
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/**
 * /auth-callback (SPEC 2, SPEC 4, SPEC 8): finishes Google sign-in. Reads `token` and `error` from the query,
 * stores the token and loads the user, shows "Success!" and goes to / after 2 s; an error param, a failed
 * lookup ("Authentication failed. Please try again.") or no token ("No authentication token received.") show
 * "Authentication Failed" and go to /login after 3 s.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const [state, setState] = useState<CallbackState>({ kind: 'loading' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the token must be exchanged once.
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    const fail = (message: string) => {
      clearSession();
      dispatch(signedOut());
      setState({ kind: 'error', message });
      notify.error('Google login failed');
      window.setTimeout(() => navigate('/login', { replace: true }), CALLBACK_DELAYS.error);
    };
    if (params.get('error')) return fail('Authentication failed. Please try again.');
    if (!token) return fail('No authentication token received.');
    void (async () => {
      try {
        // The token is stored only once it proved good (beginSession), so a bad one never lingers.
        const user = await fetchUser(token);
        beginSession(dispatch, token, user, user.isAdmin);
        setState({ kind: 'success' });
        window.setTimeout(() => navigate('/', { replace: true }), CALLBACK_DELAYS.success);
      } catch {
        fail('Authentication failed. Please try again.');
      }
    })();
  }, [params, dispatch, navigate]);

  return (
    <AuthPage>
      <AuthCard aria-live="polite">
        <Status>
          {state.kind === 'loading' && (
            <>
              <h1>Processing Authentication...</h1>
              <Spinner label="Please wait" />
            </>
          )}
          {state.kind === 'success' && (
            <>
              <h1>Success!</h1>
              <p>Redirecting to dashboard...</p>
            </>
          )}
          {state.kind === 'error' && (
            <>
              <h1>Authentication Failed</h1>
              <p role="alert">{state.message}</p>
            </>
          )}
        </Status>
      </AuthCard>
    </AuthPage>
  );
}
