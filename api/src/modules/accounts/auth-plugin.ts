import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../platform/http-error';
import type { UserRow } from '../../db/schema';
import { VerifiedTokens } from './token-cache';
import { verifyRotating } from '../../platform/token-keys';
import { findUserById } from './users';
import { deviceActive } from './devices';
import { LIMIT_MESSAGES } from '@exam/shared-contracts/reading';

/** Error texts of the auth layer (docs/screens.md "The 401 rule": a 401 sends the client to /login). */
export const AUTH_MESSAGES = {
  missing: 'Authentication required',
  expired: 'Session expired. Please sign in again.',
  adminOnly: 'Admin access required',
} as const;

function bearer(req: FastifyRequest): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return m?.[1];
}

/**
 * The onRequest hooks that require a bearer token (sign-in or reading session), so the OpenAPI description
 * can say which operations need one (plugins/openapi.ts). A hook that checks a token adds itself with
 * {@link bearerHook}.
 */
export const BEARER_HOOKS = new WeakSet<object>();

/** Marks `hook` as one that requires a bearer token (see {@link BEARER_HOOKS}); returns it. */
export function bearerHook<T extends object>(hook: T): T {
  BEARER_HOOKS.add(hook);
  return hook;
}

/** True when a token's `ver` claim is the user's current token version (not revoked since signing). */
export function isCurrentVersion(user: Pick<UserRow, 'tokenVersion'>, ver: unknown): boolean {
  return typeof ver === 'number' && ver === user.tokenVersion;
}

/**
 * JWT auth (api/README.md "Security"): HS256 only, payload `{ sub: userId, ver }`, `exp`
 * required (JWT_EXPIRES_IN). Each request reloads the user, so a deactivated (401), promoted or demoted
 * user gets their new rights at once; the role always comes from the DB, never from the token, the body or
 * the client's isAdmin flag. `ver` must equal the user's `token_version`: logout, deactivation, a role
 * change and a password change increment it, so every older token is refused (401) from then on.
 * `app.viewerOf` (the catalogue listing) applies the same rules to the viewers' cache
 * instead of a query: each of those writes invalidates the user's cached row on every replica. A token's
 * signature is checked once and remembered until its `exp` (modules/accounts/token-cache).
 */
export default fp(
  async (app) => {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: app.config.jwtExpiresIn },
      // A token without exp or sub is refused even when correctly signed.
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'ver'] },
    });
    app.decorateRequest('currentUser', null);
    app.decorateRequest('deviceId', null);
    app.decorate('signToken', (user: Pick<UserRow, 'id' | 'tokenVersion'>, deviceId?: string) =>
      app.jwt.sign({ sub: user.id, ver: user.tokenVersion, ...(deviceId ? { did: deviceId } : {}) }),
    );

    const verified = new VerifiedTokens<{ sub: string; ver: number; did?: string; exp?: number }>();
    /** The claims of a good signature (remembered until `exp`); 401 otherwise. */
    const claimsOf = (token: string) => {
      try {
        return verified.claims(token, (t) => verifyRotating(app, t));
      } catch {
        throw new HttpError(401, AUTH_MESSAGES.expired);
      }
    };
    /** The user `token` is good for, read by `find` (the DB, or the viewers' cache); 401 otherwise. */
    const holder = async <U extends Pick<UserRow, 'isActive' | 'tokenVersion'>>(
      token: string,
      find: (id: string) => Promise<U | undefined>,
    ): Promise<U> => {
      const claims = claimsOf(token);
      const user = typeof claims.sub === 'string' ? await find(claims.sub) : undefined;
      if (!user || !user.isActive || !isCurrentVersion(user, claims.ver))
        throw new HttpError(401, AUTH_MESSAGES.expired);
      return user;
    };
    // A token names the device it was signed in on (`did`): a device replaced by the student or reset by an
    // admin ends its tokens. Checked with the user on the database path; the viewers' cache (catalogue
    // listings, test saves) leaves it to the routes that serve content, which check the device themselves.
    const resolve = async (req: FastifyRequest, token: string) => {
      const user = await holder(token, (id) => findUserById(app.db, id));
      const did = claimsOf(token).did;
      if (typeof did === 'string') {
        if (!(await deviceActive(app.db, user.id, did)))
          throw new HttpError(401, LIMIT_MESSAGES.deviceSignedOut);
        req.deviceId = did;
      }
      req.currentUser = user;
    };

    app.decorate(
      'authenticate',
      bearerHook(async (req: FastifyRequest) => {
        const token = bearer(req);
        if (!token) throw new HttpError(401, AUTH_MESSAGES.missing);
        await resolve(req, token);
      }),
    );
    app.decorate('optionalAuth', async (req: FastifyRequest) => {
      const token = bearer(req);
      // A stale token on a public page is treated as a guest rather than an error.
      if (token) await resolve(req, token).catch(() => (req.currentUser = null));
    });
    // The same rules as optionalAuth over the viewers' cache, which every revoking write invalidates.
    app.decorate('viewerOf', async (req: FastifyRequest) => {
      const token = bearer(req);
      return token ? holder(token, (id) => app.viewers.get(id)).catch(() => null) : null;
    });
    app.decorate(
      'requireAdmin',
      bearerHook(async (req: FastifyRequest) => {
        const token = bearer(req);
        if (!token) throw new HttpError(401, AUTH_MESSAGES.missing);
        await resolve(req, token);
        if (req.currentUser?.role !== 'admin') throw new HttpError(403, AUTH_MESSAGES.adminOnly);
      }),
    );
  },
  { name: 'auth', dependencies: ['db'] },
);
