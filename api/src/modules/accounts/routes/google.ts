import { AuthResponse, DeviceLimitResponse, GoogleExchangeBody } from '@exam/shared-contracts/accounts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateLimited } from '../../../platform/http/rate-limit';
import { HttpError } from '../../../platform/http-error';
import { finishSignIn, startSignIn, type OidcTransaction } from '../oidc';
import { issueSignInCode, newBrowserId, redeemSignInCode, SIGN_IN_CODE_TTL_MS } from '../sign-in-codes';
import { findOrCreateOidcUser, findUserById } from '../users';
import { ERRORS } from '../../../platform/http/route-schemas';
import { answerSignIn } from './sign-in';

/** Cookie holding the sign-in transaction between the two routes (signed, httpOnly, 10 minutes). */
export const OIDC_COOKIE = 'oidc_tx';
const COOKIE_PATH = '/api/auth/google';
const TX_MAX_AGE_S = 600;

/** Short codes sent to `/auth-callback?error=` (the shell shows one generic message,
 * docs/domains/accounts.md "Errors"). */
export const OIDC_ERRORS = {
  notConfigured: 'google_not_configured',
  unavailable: 'google_unavailable',
  denied: 'access_denied',
  invalidState: 'invalid_state',
  failed: 'google_failed',
  disabled: 'account_disabled',
} as const;

/** The 400 of `POST /auth/google/exchange` for a code that is unknown, used, expired or from another browser. */
export const EXCHANGE_REFUSED =
  'This sign-in has expired or was started in another browser. Please sign in again.';

/**
 * The flow cookie: `{ state, nonce, verifier, browser }` between the start and the callback, then only
 * `{ browser }` (60 s) until the code is exchanged. `browser` is a random id that binds the one-time code
 * to the browser that started the flow.
 */
interface FlowCookie extends Partial<OidcTransaction> {
  browser?: string;
}

const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
});

function readFlowCookie(req: FastifyRequest): FlowCookie | undefined {
  const raw = req.cookies[OIDC_COOKIE];
  if (!raw) return undefined;
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const value = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as FlowCookie;
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

function readTransaction(req: FastifyRequest): (OidcTransaction & { browser: string }) | undefined {
  const tx = readFlowCookie(req);
  return tx &&
    typeof tx.state === 'string' &&
    typeof tx.nonce === 'string' &&
    typeof tx.verifier === 'string' &&
    typeof tx.browser === 'string'
    ? { state: tx.state, nonce: tx.nonce, verifier: tx.verifier, browser: tx.browser }
    : undefined;
}

const encode = (value: FlowCookie) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Google sign-in by OpenID Connect (docs/domains/accounts.md "Calls").
 * `GET /api/auth/google` → 302 to the provider (code flow, state, nonce, PKCE S256; the three kept in a
 * signed httpOnly SameSite=Lax cookie). `GET /api/auth/google/callback` → checks state, exchanges the code,
 * validates the ID token, finds or creates the account by `sub`, then 302 to
 * `${APP_URL}/auth-callback?code=<one-time code>`; any failure → `/auth-callback?error=<code of OIDC_ERRORS>`.
 * Without OIDC_CLIENT_ID/OIDC_CLIENT_SECRET: `?error=google_not_configured`.
 * `POST /api/auth/google/exchange {code}` → `{ token, user }`: the code is random, single use, valid 60 s,
 * and only the browser whose flow cookie holds the id it was issued to can redeem it (else 400
 * {@link EXCHANGE_REFUSED}). No session token ever appears in a URL.
 */
const google: FastifyPluginAsyncTypebox = async (app) => {
  const back = (reply: FastifyReply, params: Record<string, string>) =>
    reply
      .header('cache-control', 'no-store')
      .redirect(`${app.config.appUrl}/auth-callback?${new URLSearchParams(params)}`, 302);
  const configured = () => !!(app.config.oidc.clientId && app.config.oidc.clientSecret);
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.publicUrl.startsWith('https:'),
    signed: true,
  };

  app.get('/auth/google', async (req, reply) => {
    if (!configured()) return back(reply, { error: OIDC_ERRORS.notConfigured });
    let started: Awaited<ReturnType<typeof startSignIn>>;
    try {
      started = await startSignIn(app.config);
    } catch (err) {
      req.log.error({ err }, 'oidc: provider discovery failed');
      return back(reply, { error: OIDC_ERRORS.unavailable });
    }
    const value = encode({ ...started.tx, browser: newBrowserId() });
    reply.setCookie(OIDC_COOKIE, value, { ...cookieOptions, maxAge: TX_MAX_AGE_S });
    return reply.header('cache-control', 'no-store').redirect(started.url, 302);
  });

  app.get('/auth/google/callback', { schema: { querystring: CallbackQuery } }, async (req, reply) => {
    const tx = readTransaction(req);
    // One use only, whatever happens next.
    reply.clearCookie(OIDC_COOKIE, { path: COOKIE_PATH });
    if (!configured()) return back(reply, { error: OIDC_ERRORS.notConfigured });
    if (req.query.error) return back(reply, { error: OIDC_ERRORS.denied });
    if (!tx || !req.query.state || req.query.state !== tx.state || !req.query.code)
      return back(reply, { error: OIDC_ERRORS.invalidState });
    let user;
    try {
      const identity = await finishSignIn(app.config, new URL(req.url, app.config.publicUrl), tx);
      user = await findOrCreateOidcUser(app.db, identity);
    } catch (err) {
      req.log.warn({ err }, 'oidc: sign-in failed');
      return back(reply, { error: OIDC_ERRORS.failed });
    }
    if (!user.isActive) return back(reply, { error: OIDC_ERRORS.disabled });
    const code = await issueSignInCode(app.db, user.id, tx.browser);
    // The state is spent; only the browser id stays, for as long as the code lives.
    reply.setCookie(OIDC_COOKIE, encode({ browser: tx.browser }), {
      ...cookieOptions,
      maxAge: SIGN_IN_CODE_TTL_MS / 1000,
    });
    return back(reply, { code });
  });

  app.post(
    '/auth/google/exchange',
    {
      config: rateLimited(app, 'auth'),
      schema: {
        body: GoogleExchangeBody,
        response: { 200: AuthResponse, 409: DeviceLimitResponse, ...ERRORS },
      },
    },
    async (req, reply) => {
      const browser = readFlowCookie(req)?.browser;
      const userId = await redeemSignInCode(
        app.db,
        req.body.code,
        typeof browser === 'string' ? browser : undefined,
      );
      const user = userId ? await findUserById(app.db, userId) : undefined;
      if (!user) throw new HttpError(400, EXCHANGE_REFUSED, { code: 'google_sign_in_expired' });
      if (!user.isActive)
        throw new HttpError(403, 'This account has been deactivated', { code: 'account_deactivated' });
      return answerSignIn(app, req, reply, user);
    },
  );
};
export default google;
