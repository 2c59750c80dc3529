import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { checkReadingToken, readingTokenError } from '../../services/reading';
import { HttpError } from '../../services/http-error';
import { findUserById } from '../../services/users';
import type { AuthHook } from '../../types';

/** The book a request's reading token is scoped to; absent when a sign-in token authenticated it. */
const scopes = new WeakMap<FastifyRequest, string>();

/** The book id of the request's reading session, or undefined for a sign-in token. */
export function readingScope(req: FastifyRequest): string | undefined {
  return scopes.get(req);
}

function bearer(req: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
}

/**
 * onRequest hook of `GET /api/pdf-proxy`: a reading-session token
 * or, as SPEC 7 says, the stored sign-in token. A reading token must be unexpired (else 401
 * `Reading session expired`) and its user active; the route then also checks that the requested PDF is the
 * session's book. Anything else goes through `app.authenticate` unchanged. Every range request re-runs this
 * and the route's access check, so a deactivated user or a revoked purchase stops the stream at once.
 */
export function readerAuth(app: FastifyInstance): AuthHook {
  return async (req, reply) => {
    const token = bearer(req);
    const check = token ? checkReadingToken(app, token) : ({ kind: 'none' } as const);
    if (check.kind === 'none') return app.authenticate(req, reply);
    if (check.kind !== 'ok') throw readingTokenError(check);
    const user = await findUserById(app.db, check.userId);
    if (!user || !user.isActive) throw new HttpError(401, AUTH_MESSAGES.expired);
    req.currentUser = user;
    scopes.set(req, check.bookId);
  };
}
