import { accountPaths } from '@exam/shared-contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../hooks/use-app-dispatch';
import { useNavigate, useSearchParams } from '@exam/web-platform/router';
import styled from 'styled-components';
import { fetchJson, notify } from '@exam/web-platform/client';
import { t as translate, type Translate } from '@exam/web-platform/i18n';
import type { AuthResponse, DeviceLimitResponse } from '@exam/shared-contracts/accounts';
import { DeviceLimit } from '../components/device-limit';
import { deviceLimitOf } from '../lib/device-limit';
import { Spinner } from '@exam/shared-ui/spinner';
import { beginSession, resumeSession } from '../../../lib/session';
import { AuthBox, AuthPage } from '../components/auth-layout';
import { useShellT, type ShellMessageId } from '../../../lib/i18n';

/** Redirect delays of docs/domains/accounts.md "Rules and limits" (ms). */
export const CALLBACK_DELAYS = { success: 2000, error: 3000 } as const;

/**
 * `POST /auth/google/exchange` with the one-time code from the query: the server answers the session token
 * only to the browser that started the sign-in (its httpOnly flow cookie), once, within 60 s. The contracts'
 * `fetchJson` without a token and without its 401 action, outside RTK Query on purpose: the 401 rule would
 * leave for /login after 100 ms instead of showing "Authentication Failed" for 3 s. Rejects on any non-2xx
 * answer with `HttpStatusError`, whose `status` and `data` keep the device limit's answer (the page lists
 * the devices and offers to replace one).
 */
function exchangeCode(code: string): Promise<AuthResponse> {
  return fetchJson<AuthResponse>(accountPaths.authGoogleExchange, {
    method: 'POST',
    body: { code },
    token: null,
    signOutOn401: false,
  });
}

/**
 * The shell's translate function for the exchange's effect, which runs once: the toast takes the language
 * of the moment it is shown, without making the effect depend on the language.
 */
const toastT: Translate<ShellMessageId> = translate;

type CallbackState =
  | { kind: 'loading' }
  | { kind: 'success' }
  | { kind: 'error'; message: ShellMessageId }
  | { kind: 'limit'; limit: DeviceLimitResponse };

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
 * /auth-callback (docs/domains/accounts.md "Auth callback", "Session", "Errors"): finishes Google sign-in.
 * Reads `code` and `error` from the query, exchanges the one-time code for the session token and user, stores
 * them, shows "Success!" and goes to / after 2 s; an error param, a refused exchange
 * ("Authentication failed. Please try again.") or no code ("No authentication token received.") show
 * "Authentication Failed" and go to /login after 3 s. A `token` in the URL is ignored (a link carrying
 * someone else's token must not swap the session), and a failure leaves any existing session as it was. Past
 * the device limit it lists the devices and replaces one with an e-mailed code, like /login.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const [state, setState] = useState<CallbackState>({ kind: 'loading' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  const t = useShellT();

  useEffect(() => {
    // StrictMode runs effects twice in development; the code can be exchanged only once.
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const fail = (message: ShellMessageId) => {
      setState({ kind: 'error', message });
      notify.error(toastT('Google login failed'));
      window.setTimeout(() => {
        navigate('/login', { replace: true });
        // Whoever was signed in before stays signed in (checked on /login, where a stale token's 401 does
        // not cut the 3 s message short).
        void resumeSession(dispatch);
      }, CALLBACK_DELAYS.error);
    };
    if (params.get('error')) return fail('Authentication failed. Please try again.');
    if (!code) return fail('No authentication token received.');
    void (async () => {
      try {
        const { token, user } = await exchangeCode(code);
        beginSession(dispatch, token, user, user.isAdmin);
        setState({ kind: 'success' });
        window.setTimeout(() => navigate('/', { replace: true }), CALLBACK_DELAYS.success);
      } catch (error) {
        const limit = deviceLimitOf(error);
        if (limit) setState({ kind: 'limit', limit });
        else fail('Authentication failed. Please try again.');
      }
    })();
  }, [params, dispatch, navigate]);

  if (state.kind === 'limit')
    return (
      <AuthPage>
        <AuthBox aria-labelledby="device-limit-title">
          <DeviceLimit
            limit={state.limit}
            onSignedIn={({ token, user }) => {
              beginSession(dispatch, token, user, user.isAdmin);
              navigate('/', { replace: true });
            }}
            onCancel={() => navigate('/login', { replace: true })}
          />
        </AuthBox>
      </AuthPage>
    );

  return (
    <AuthPage>
      <AuthBox aria-live="polite">
        <Status>
          {state.kind === 'loading' && (
            <>
              <h1>{t('Processing Authentication...')}</h1>
              <Spinner label={t('Please wait')} />
            </>
          )}
          {state.kind === 'success' && (
            <>
              <h1>{t('Success!')}</h1>
              <p>{t('Redirecting to dashboard...')}</p>
            </>
          )}
          {state.kind === 'error' && (
            <>
              <h1>{t('Authentication Failed')}</h1>
              <p role="alert">{t(state.message)}</p>
            </>
          )}
        </Status>
      </AuthBox>
    </AuthPage>
  );
}
