import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { finishSignIn, startSignIn, type OidcTransaction } from '../../services/oidc';
import { findOrCreateOidcUser } from '../../services/users';

/** Cookie holding the sign-in transaction between the two routes (signed, httpOnly, 10 minutes). */
export const OIDC_COOKIE = 'oidc_tx';
const COOKIE_PATH = '/api/auth/google';
const TX_MAX_AGE_S = 600;

/** Short codes sent to `/auth-callback?error=` (the shell shows one generic message, SPEC 8). */
export const OIDC_ERRORS = {
  notConfigured: 'google_not_configured',
  unavailable: 'google_unavailable',
  denied: 'access_denied',
  invalidState: 'invalid_state',
  failed: 'google_failed',
  disabled: 'account_disabled',
} as const;

const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
});

function readTransaction(req: FastifyRequest): OidcTransaction | undefined {
  const raw = req.cookies[OIDC_COOKIE];
  if (!raw) return undefined;
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const tx = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as OidcTransaction;
    return typeof tx.state === 'string' && typeof tx.nonce === 'string' && typeof tx.verifier === 'string'
      ? tx
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Google sign-in by OpenID Connect (SPEC 7 "GET /auth/google").
 * `GET /api/auth/google` → 302 to the provider (code flow, state, nonce, PKCE S256; the three kept in a
 * signed httpOnly SameSite=Lax cookie). `GET /api/auth/google/callback` → checks state, exchanges the code,
 * validates the ID token, finds or creates the account by `sub`, then 302 to
 * `${APP_URL}/auth-callback?token=<our JWT>`; any failure → `/auth-callback?error=<code of OIDC_ERRORS>`.
 * Without OIDC_CLIENT_ID/OIDC_CLIENT_SECRET: `?error=google_not_configured`.
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
    const value = Buffer.from(JSON.stringify(started.tx)).toString('base64url');
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
    return back(reply, { token: app.signToken(user) });
  });
};
export default google;
