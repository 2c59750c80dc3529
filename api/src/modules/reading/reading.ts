import { PAPER_MESSAGES } from '@exam/shared-contracts/exams';
import { READING_SESSION_EXPIRED, type ReadingProgress } from '@exam/shared-contracts/reading';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { books, readingProgress, type BookRow, type UserRow } from '../../db/schema';
import { canRead, findBook, PDF_URL_PREFIX } from '../catalogue';
import { HttpError } from '../../platform/http-error';
import { closedUntilExam } from '../exams';
import { derivedKey, verifyRotating } from '../../platform/token-keys';

/**
 * Reading sessions and resume (docs/domains/reading.md "Viewer states": the 1800 s session timer, made real
 * on the server). A session is a JWT (HS256) `{ sub: userId, bookId, scope: 'read' }` that lives
 * READING_SESSION_SECONDS (default 1800, docs/domains/reading.md "Viewer states"). It is signed with a key
 * *derived* from the app secret, so it never verifies as a sign-in token (a leaked reading token cannot call
 * any other route), and a sign-in token never verifies as a reading token.
 */

/** The `scope` claim of a reading token. */
export const READING_SCOPE = 'read';

/** The reading-token key: HMAC-SHA256(app secret, label), so rotating the app secret rotates it too. */
function readingKey(secret: string): string {
  return derivedKey(secret, 'exam-store/reading-session/v1');
}

interface ReadingClaims {
  sub: string;
  bookId: string;
  scope: typeof READING_SCOPE;
  exp: number;
  /** The `reading_sessions` row (leak code) of this session. */
  sid?: string;
  /** The reader's token version when the session opened: signing out or being deactivated ends it. */
  ver: number;
}

/**
 * Signs a session token for `userId` on `bookId`, valid `seconds` (default: the configured
 * READING_SESSION_SECONDS); returns it with its expiry. `sessionId` is the `reading_sessions` row whose
 * leak code marks this session's page images (claim `sid`). `version` is the reader's `token_version`
 * (claim `ver`): once it changes (logout, deactivation, role or password change) the session is refused.
 */
export function signReadingToken(
  app: FastifyInstance,
  userId: string,
  bookId: string,
  seconds = app.config.readingSessionSeconds,
  sessionId?: string,
  version = 0,
): { token: string; expiresAt: Date; expiresIn: number } {
  const claims = {
    sub: userId,
    bookId,
    scope: READING_SCOPE,
    ver: version,
    ...(sessionId ? { sid: sessionId } : {}),
  };
  const token = app.jwt.sign(claims as never, {
    key: readingKey(app.config.jwtSecret),
    expiresIn: seconds,
  });
  const { exp } = app.jwt.decode<ReadingClaims>(token)!;
  return { token, expiresAt: new Date(exp * 1000), expiresIn: seconds };
}

/** What a bearer token is to the pdf-proxy: not a reading token, an expired or bad one, or a valid one. */
export type ReadingTokenCheck =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'ok'; userId: string; bookId: string; sessionId?: string; version: unknown };

/**
 * Classifies `token`. Only tokens whose (unverified) payload says `scope: 'read'` are reading tokens; every
 * other token is left to the normal sign-in check (`none`). A reading token must then verify with the
 * reading key: an `exp` in the past gives `expired`, any other failure `invalid`.
 */
export function checkReadingToken(app: FastifyInstance, token: string): ReadingTokenCheck {
  let payload: Partial<ReadingClaims> | null;
  try {
    payload = app.jwt.decode<Partial<ReadingClaims>>(token);
  } catch {
    return { kind: 'none' };
  }
  if (!payload || payload.scope !== READING_SCOPE) return { kind: 'none' };
  try {
    const claims = verifyRotating<ReadingClaims>(app, token, readingKey);
    if (typeof claims.sub !== 'string' || typeof claims.bookId !== 'string') return { kind: 'invalid' };
    const sessionId = typeof claims.sid === 'string' ? claims.sid : undefined;
    return { kind: 'ok', userId: claims.sub, bookId: claims.bookId, sessionId, version: claims.ver };
  } catch (error) {
    return (error as { code?: string }).code === 'FAST_JWT_EXPIRED'
      ? { kind: 'expired' }
      : { kind: 'invalid' };
  }
}

/** The error of an expired (or forged) reading token: 401, so the viewer shows Session Expired. */
export function readingTokenError(check: ReadingTokenCheck): HttpError {
  return new HttpError(401, check.kind === 'expired' ? READING_SESSION_EXPIRED : 'Invalid reading session', {
    code: check.kind === 'expired' ? 'reading_session_expired' : 'reading_session_invalid',
  });
}

/**
 * The book a reader asks for, by id or by its `pdfUrl`, soft-deleted ones included (buyers keep access;
 * {@link canRead} decides). 404 when unknown or without a PDF, 403 when the user may not read it, and 403
 * `read_after_test` while it holds a published test whose ranked attempt the student has not submitted (the
 * paper stays closed until the test: modules/exams/admin/papers). Every page request runs it again, so a session
 * opened before a test was published stops at the next page.
 */
export async function readableBook(
  db: Db,
  user: UserRow,
  ref: { bookId?: string; pdfUrl?: string },
): Promise<BookRow> {
  let book: BookRow | undefined;
  if (ref.bookId) book = await findBook(db, ref.bookId, true);
  else if (ref.pdfUrl?.startsWith(PDF_URL_PREFIX)) {
    [book] = await db
      .select()
      .from(books)
      .where(eq(books.pdfKey, ref.pdfUrl.slice(PDF_URL_PREFIX.length)));
  }
  if (!book || !book.pdfKey) throw new HttpError(404, 'Book not found');
  if (!(await canRead(db, user, book)))
    throw new HttpError(403, 'You do not have access to this book', { code: 'no_book_access' });
  if (await closedUntilExam(db, user, book))
    throw new HttpError(403, PAPER_MESSAGES.closedUntilTest, { code: 'read_after_test' });
  return book;
}

/** The saved page of `userId` in `bookId` (null fields when never saved). */
export async function getProgress(db: Db, userId: string, bookId: string): Promise<ReadingProgress> {
  const [row] = await db
    .select()
    .from(readingProgress)
    .where(and(eq(readingProgress.userId, userId), eq(readingProgress.bookId, bookId)));
  return { bookId, lastPage: row?.page ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Saves `page` as where `userId` left off in `bookId` (one row per pair, last write wins). */
export async function saveProgress(
  db: Db,
  userId: string,
  bookId: string,
  page: number,
): Promise<ReadingProgress> {
  const [row] = await db
    .insert(readingProgress)
    .values({ userId, bookId, page })
    .onConflictDoUpdate({
      target: [readingProgress.userId, readingProgress.bookId],
      set: { page, updatedAt: sql`now()` },
    })
    .returning();
  return { bookId, lastPage: row.page, updatedAt: row.updatedAt.toISOString() };
}
