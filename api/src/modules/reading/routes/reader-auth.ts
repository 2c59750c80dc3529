import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BookRow, ReadingSessionRow, UserRow } from '../../../db/schema';
import { AUTH_MESSAGES, bearerHook, findUserById, isCurrentVersion, requestDeviceHash } from '../../accounts';
import { checkReadingToken, readableBook, readingTokenError } from '../reading';
import { findBoundSession } from '../reading-sessions';
import { LIMIT_MESSAGES } from '@exam/shared-contracts/reading';
import { HttpError, isUuid } from '../../../platform/http-error';
import type { AuthHook } from '../../../types';

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
 * or, as docs/domains/reading.md "The reader" says, the stored sign-in token. A reading token must be
 * unexpired (else 401 `Reading session expired`) and its user active; the route then also checks that the
 * requested PDF is the session's book. Anything else goes through `app.authenticate` unchanged. Every range
 * request re-runs this and the route's access check, so a deactivated user or a revoked purchase stops the
 * stream at once.
 */
export function readerAuth(app: FastifyInstance): AuthHook {
  return bearerHook<AuthHook>(async (req, reply) => {
    const token = bearer(req);
    const check = token ? checkReadingToken(app, token) : ({ kind: 'none' } as const);
    if (check.kind === 'none') return app.authenticate(req, reply);
    if (check.kind !== 'ok') throw readingTokenError(check);
    const user = await findUserById(app.db, check.userId);
    if (!user || !user.isActive || !isCurrentVersion(user, check.version))
      throw new HttpError(401, AUTH_MESSAGES.expired);
    req.currentUser = user;
    scopes.set(req, check.bookId);
  });
}

/** A request authorised by a reading session: its row (leak code, expiry), reader and book. */
export interface ReadingContext {
  session: ReadingSessionRow;
  user: UserRow;
  book: BookRow;
}

const contexts = new WeakMap<FastifyRequest, ReadingContext>();

/** The 401 text when a route of the server-rendered reader gets no reading-session token. */
export const READING_SESSION_REQUIRED = 'A reading session is required';

/** The reading context set by {@link readingSessionAuth}; 401 when the hook did not run. */
export function readingContext(req: FastifyRequest): ReadingContext {
  const ctx = contexts.get(req);
  if (!ctx) throw new HttpError(401, READING_SESSION_REQUIRED);
  return ctx;
}

/**
 * onRequest hook of the server-rendered reader (page images, thumbnails, outline, search): ONLY a reading
 * token of a recorded session is accepted. A sign-in token (or none) gets 401 `A reading session is
 * required`; an expired one 401 `Reading session expired`. The user must still be active and still allowed
 * to read the book (checked on every request, like pdf-proxy). The request must come from the device that
 * opened the session (its device cookie; else 401 `This reading session belongs to another device`), and
 * the session must not have been taken over by another device (409 `This book was opened on another device`).
 */
export function readingSessionAuth(app: FastifyInstance): AuthHook {
  return bearerHook<AuthHook>(async (req) => {
    const token = bearer(req);
    const check = token ? checkReadingToken(app, token) : ({ kind: 'none' } as const);
    if (check.kind === 'none') throw new HttpError(401, READING_SESSION_REQUIRED);
    if (check.kind !== 'ok') throw readingTokenError(check);
    if (!check.sessionId || !isUuid(check.sessionId)) throw new HttpError(401, READING_SESSION_REQUIRED);
    const [user, bound] = await Promise.all([
      findUserById(app.db, check.userId),
      findBoundSession(app.db, check.sessionId),
    ]);
    if (!user || !user.isActive || !isCurrentVersion(user, check.version))
      throw new HttpError(401, AUTH_MESSAGES.expired);
    const session = bound?.session;
    if (!session || session.userId !== user.id || session.bookId !== check.bookId)
      throw new HttpError(401, READING_SESSION_REQUIRED);
    // Bound to the device that opened it: a token replayed from anywhere else is refused, and a session
    // ended by the same student opening a book on another device says so (the viewer offers to take it back).
    if (bound.deviceRevoked) throw new HttpError(401, LIMIT_MESSAGES.deviceSignedOut);
    if (bound.deviceHash !== null && requestDeviceHash(req) !== bound.deviceHash)
      throw new HttpError(401, LIMIT_MESSAGES.otherDevice);
    if (session.endedAt) throw new HttpError(409, LIMIT_MESSAGES.takenOver);
    const book = await readableBook(app.db, user, { bookId: session.bookId });
    req.currentUser = user;
    contexts.set(req, { session, user, book });
  });
}
