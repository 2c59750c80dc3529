import { randomInt } from 'node:crypto';
import type { Bookmark } from '@exam/shared-contracts/reading';
import { and, asc, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookmarks,
  devices,
  readingSearches,
  readingSessionPages,
  readingSessions,
  type ReadingSessionRow,
} from '../../db/schema';
import { HttpError } from '../../platform/http-error';
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
 * (retried on the rare collision, with another session's or with one `takenElsewhere` says is held: an exam
 * attempt's), the device that opened it and the client's address. Returns the row; its id goes into the
 * reading token as `sid`.
 */
export async function openReadingSession(
  db: Db,
  userId: string,
  bookId: string,
  expiresAt: Date,
  opened: { deviceId?: string; ip?: string } = {},
  takenElsewhere: (code: string) => Promise<boolean> = async () => false,
): Promise<ReadingSessionRow> {
  for (let attempt = 0; ; attempt += 1) {
    const code = newLeakCode();
    if (attempt < 5 && (await takenElsewhere(code))) continue;
    const [row] = await db
      .insert(readingSessions)
      .values({ code, userId, bookId, expiresAt, deviceId: opened.deviceId, ip: opened.ip })
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

/**
 * The session row of a reading token's `sid` with the device secret hash it is bound to (null for a
 * session opened before devices, or whose device row is gone), in one query; undefined when unknown.
 */
export async function findBoundSession(
  db: Db,
  id: string,
): Promise<{ session: ReadingSessionRow; deviceHash: string | null; deviceRevoked: boolean } | undefined> {
  const [row] = await db
    .select({ session: readingSessions, hash: devices.secretHash, revokedAt: devices.revokedAt })
    .from(readingSessions)
    .leftJoin(devices, eq(devices.id, readingSessions.deviceId))
    .where(eq(readingSessions.id, id));
  return row && { session: row.session, deviceHash: row.hash, deviceRevoked: row.revokedAt !== null };
}

/**
 * One reader at a time (docs/domains/reading.md "Per-user budgets"): ends every open reading session of
 * `userId` on a device other than `deviceId` (`ended_at`, reason `taken-over`), whose tokens are then refused
 * with 409 "This book was opened on another device". Sessions on the same device are left alone. Returns how
 * many.
 */
export async function endOtherDevices(db: Db, userId: string, deviceId: string): Promise<number> {
  const rows = await db
    .update(readingSessions)
    .set({ endedAt: sql`now()`, endReason: 'taken-over' })
    .where(
      and(
        eq(readingSessions.userId, userId),
        isNull(readingSessions.endedAt),
        gt(readingSessions.expiresAt, sql`now()`),
        or(isNull(readingSessions.deviceId), ne(readingSessions.deviceId, deviceId)),
      ),
    )
    .returning({ id: readingSessions.id });
  return rows.length;
}

/** The distinct addresses `userId` opened reading sessions from in the last 24 hours. */
export async function addressesToday(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ip: readingSessions.ip })
    .from(readingSessions)
    .where(
      and(
        eq(readingSessions.userId, userId),
        gt(readingSessions.createdAt, sql`now() - interval '1 day'`),
        isNotNull(readingSessions.ip),
      ),
    );
  return rows.map((r) => r.ip!);
}

/** True when a full image of `page` was already sent (and counted) in session `sessionId`. */
export async function pageCharged(db: Db, sessionId: string, page: number): Promise<boolean> {
  const [row] = await db
    .select({ charged: readingSessionPages.charged })
    .from(readingSessionPages)
    .where(and(eq(readingSessionPages.sessionId, sessionId), eq(readingSessionPages.page, page)));
  return row?.charged ?? false;
}

/**
 * Notes that `page` was sent in session `sessionId`: first/last time and a view count per page; `charged`
 * once a full page image (not only a thumbnail) was sent, counted against the page budget.
 */
export async function recordPageServed(
  db: Db,
  sessionId: string,
  page: number,
  charged = false,
): Promise<void> {
  await db
    .insert(readingSessionPages)
    .values({ sessionId, page, charged })
    .onConflictDoUpdate({
      target: [readingSessionPages.sessionId, readingSessionPages.page],
      set: {
        lastAt: sql`now()`,
        views: sql`${readingSessionPages.views} + 1`,
        charged: sql`${readingSessionPages.charged} or ${charged}`,
      },
    });
}

/** Characters of the previous query that, found again in the next one, make it a continuation. */
const CHAIN_OVERLAP = 15;

/**
 * Records a search of session `sessionId` (query as typed, hit count, pages of the hits) for the leak
 * trace, and tells whether it continues the session's previous query (its last 15 characters found again
 * in this one: what feeding snippets back as queries looks like) and how many searches in a row did.
 */
export async function recordSearch(
  db: Db,
  sessionId: string,
  query: string,
  hits: number,
  pages: number[],
): Promise<{ chained: boolean; run: number }> {
  const recent = await db
    .select({ query: readingSearches.query, chained: readingSearches.chained })
    .from(readingSearches)
    .where(eq(readingSearches.sessionId, sessionId))
    .orderBy(desc(readingSearches.createdAt))
    .limit(50);
  const norm = (q: string) => q.toLowerCase().replace(/\s+/g, ' ').trim();
  const previous = recent[0] ? norm(recent[0].query) : '';
  const q = norm(query);
  const chained =
    previous.length >= CHAIN_OVERLAP && q !== previous && q.includes(previous.slice(-CHAIN_OVERLAP));
  let run = chained ? 1 : 0;
  for (const r of recent) {
    if (!chained || !r.chained) break;
    run += 1;
  }
  await db.insert(readingSearches).values({ sessionId, query: query.slice(0, 200), hits, pages, chained });
  return { chained, run };
}

/** Bookmarks one student may keep in one book. */
const MAX_BOOKMARKS = 500;

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
  if (n >= MAX_BOOKMARKS && !here) {
    throw new HttpError(409, `At most ${MAX_BOOKMARKS} bookmarks per book`, {
      code: 'bookmarks_full',
      params: { max: MAX_BOOKMARKS },
    });
  }
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
