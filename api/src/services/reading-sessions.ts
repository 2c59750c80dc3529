import { randomInt } from 'node:crypto';
import type { Bookmark, LeakTrace } from '@exam/shared-contracts/http';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bookmarks,
  books,
  readingSessionPages,
  readingSessions,
  users,
  type ReadingSessionRow,
} from '../db/schema';
import { HttpError } from './http-error';
import { LEAK_CODE_ALPHABET, normaliseLeakCode } from './marks/leak-code';

/** A new leak code: 8 random characters of {@link LEAK_CODE_ALPHABET} as `XXXX-XXXX` (31^8 ≈ 8.5 × 10^11 codes). */
export function newLeakCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += LEAK_CODE_ALPHABET[randomInt(LEAK_CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export { normaliseLeakCode };

/**
 * Records a reading session of `userId` on `bookId` until `expiresAt`, with a fresh unique leak code
 * (retried on the rare collision). Returns the row; its id goes into the reading token as `sid`.
 */
export async function openReadingSession(
  db: Db,
  userId: string,
  bookId: string,
  expiresAt: Date,
): Promise<ReadingSessionRow> {
  for (let attempt = 0; ; attempt += 1) {
    const [row] = await db
      .insert(readingSessions)
      .values({ code: newLeakCode(), userId, bookId, expiresAt })
      .onConflictDoNothing({ target: readingSessions.code })
      .returning();
    if (row) return row;
    if (attempt >= 5) throw new Error('could not allocate a leak code');
  }
}

/** The session row of a reading token's `sid`, or undefined. */
export async function findReadingSession(db: Db, id: string): Promise<ReadingSessionRow | undefined> {
  const [row] = await db.select().from(readingSessions).where(eq(readingSessions.id, id));
  return row;
}

/** Notes that `page` was sent in session `sessionId`: first/last time and a view count per page. */
export async function recordPageServed(db: Db, sessionId: string, page: number): Promise<void> {
  await db
    .insert(readingSessionPages)
    .values({ sessionId, page })
    .onConflictDoUpdate({
      target: [readingSessionPages.sessionId, readingSessionPages.page],
      set: { lastAt: sql`now()`, views: sql`${readingSessionPages.views} + 1` },
    });
}

/** Who read what in the session of a leak code (admin). 404 `Unknown leak code`. */
export async function leakTrace(db: Db, rawCode: string): Promise<LeakTrace> {
  const code = normaliseLeakCode(rawCode);
  if (!code) throw new HttpError(404, 'Unknown leak code');
  const [row] = await db
    .select({ session: readingSessions, user: users, book: books })
    .from(readingSessions)
    .innerJoin(users, eq(users.id, readingSessions.userId))
    .innerJoin(books, eq(books.id, readingSessions.bookId))
    .where(eq(readingSessions.code, code));
  if (!row) throw new HttpError(404, 'Unknown leak code');
  const pages = await db
    .select()
    .from(readingSessionPages)
    .where(eq(readingSessionPages.sessionId, row.session.id))
    .orderBy(asc(readingSessionPages.page));
  return {
    code,
    user: { id: row.user.id, email: row.user.email, name: row.user.name },
    book: { id: row.book.id, title: row.book.title },
    session: {
      id: row.session.id,
      createdAt: row.session.createdAt.toISOString(),
      expiresAt: row.session.expiresAt.toISOString(),
    },
    pages: pages.map((p) => ({
      page: p.page,
      firstAt: p.firstAt.toISOString(),
      lastAt: p.lastAt.toISOString(),
      views: p.views,
    })),
  };
}

const toBookmark = (row: typeof bookmarks.$inferSelect): Bookmark => ({
  page: row.page,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
});

/** The bookmarks of `userId` in `bookId`, in page order. */
export async function listBookmarks(db: Db, userId: string, bookId: string): Promise<Bookmark[]> {
  const rows = await db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.bookId, bookId)))
    .orderBy(asc(bookmarks.page));
  return rows.map(toBookmark);
}

/** Adds (or relabels) the bookmark of `page`; at most 500 bookmarks per user and book (409 beyond). */
export async function putBookmark(
  db: Db,
  userId: string,
  bookId: string,
  page: number,
  label: string | null,
): Promise<Bookmark> {
  const mine = and(eq(bookmarks.userId, userId), eq(bookmarks.bookId, bookId));
  const [{ n, here }] = await db
    .select({ n: sql<number>`count(*)::int`, here: sql<number>`count(*) filter (where page = ${page})::int` })
    .from(bookmarks)
    .where(mine);
  if (n >= 500 && !here) throw new HttpError(409, 'At most 500 bookmarks per book');
  const [row] = await db
    .insert(bookmarks)
    .values({ userId, bookId, page, label })
    .onConflictDoUpdate({ target: [bookmarks.userId, bookmarks.bookId, bookmarks.page], set: { label } })
    .returning();
  return toBookmark(row);
}

/** Removes the bookmark of `page` (no error when there is none). */
export async function deleteBookmark(db: Db, userId: string, bookId: string, page: number): Promise<void> {
  await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.bookId, bookId), eq(bookmarks.page, page)));
}
