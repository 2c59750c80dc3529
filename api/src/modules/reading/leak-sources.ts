import type { LeakTrace } from '@exam/shared-contracts/reading';
import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, readingSearches, readingSessionPages, readingSessions, users } from '../../db/schema';
import { HttpError } from '../../platform/http-error';
import { normaliseLeakCode } from './marks/leak-code';
import type { MarkPart } from './marks/word-shifts';
import type { RenderService } from './render/render-service';

/** A page of a book sent under some leak code, and when it was last sent. */
export interface ServedPage {
  bookId: string;
  page: number;
  lastAt: Date;
}

/** A leak code given to an account for a book, and when it was given. */
export interface HeldCode {
  userId: string;
  code: string;
  at: Date;
}

/** What one leak code names: its holder and book, when it was given and until when, its pages sent. */
export interface CodeUse {
  /** The id of what the code belongs to (a reading session, an exam attempt). */
  id: string;
  userId: string;
  bookId: string;
  createdAt: Date;
  expiresAt: Date;
  pages: { page: number; firstAt: Date; lastAt: Date; views: number }[];
}

/**
 * A question image another module serves (docs/domains/reading.md "Marks", "Question images"): marked at
 * the width it is served, so its marks are read against its own clean crop at that width, never the page.
 */
export interface ServedQuestion {
  /** Its book (the test's). */
  bookId: string;
  /** The paper pages its bands are cut from (what the trace answers as `pages`). */
  pages: number[];
  /**
   * The clean image as served at `width` px (snapped to the question widths; PNG) and the page rectangles
   * its bands show, scoped as the mark scoped them (word-shifts `MarkPart`).
   */
  crop(width: number): Promise<{ image: Buffer; parts: MarkPart[] }>;
}

/**
 * Images another module sends with the reader's marks (docs/domains/reading.md "Marks"): an exam attempt's
 * question images are pieces of paper pages, marked with the attempt's leak code and the candidate's
 * fingerprint. The module that owns them says which pages it sent, to whom, and under which codes; the
 * tracer counts them with the reading sessions'. The exams module's index offers one (`attemptMarks`),
 * wired by the leak tracer's plugin.
 */
export interface MarkedElsewhere {
  /** The pages sent (of `bookId`, else any book's), one row per book and page, latest first, ≤ `limit`. */
  servedPages(db: Db, bookId: string | undefined, limit: number): Promise<ServedPage[]>;
  /** The accounts `bookId`'s marked images were sent to. */
  holders(db: Db, bookId: string): Promise<string[]>;
  /** Every code `userIds` were given for `bookId`. */
  codes(db: Db, bookId: string, userIds: string[]): Promise<HeldCode[]>;
  /** What `code` (normalised) names; undefined when it is not one of this module's codes. */
  byCode(db: Db, code: string): Promise<CodeUse | undefined>;
  /** True when this module holds `code` (a new reading session draws another: one code, one holder). */
  codeTaken(db: Db, code: string): Promise<boolean>;
  /**
   * The question images it served (of `bookId`, else of any book), those of the latest tests first, at most
   * `limit`: the images a leaked question image may be.
   */
  questions(
    db: Db,
    render: RenderService,
    bookId: string | undefined,
    limit: number,
  ): Promise<ServedQuestion[]>;
}

/**
 * The `limit` pages (of `bookId`, else of any book) most recently sent to anyone, in reading sessions or
 * as `others`' images, latest first: the pages a leaked image may show.
 */
export async function recentlyServed(
  db: Db,
  others: MarkedElsewhere,
  bookId: string | undefined,
  limit: number,
): Promise<ServedPage[]> {
  const lastAt = max(readingSessionPages.lastAt);
  const read = await db
    .select({ bookId: readingSessions.bookId, page: readingSessionPages.page, lastAt })
    .from(readingSessionPages)
    .innerJoin(readingSessions, eq(readingSessions.id, readingSessionPages.sessionId))
    .where(bookId ? eq(readingSessions.bookId, bookId) : sql`true`)
    .groupBy(readingSessions.bookId, readingSessionPages.page)
    .orderBy(desc(lastAt))
    .limit(limit);
  // Each side's latest `limit` holds every page of the union's latest `limit`.
  const latest = new Map<string, ServedPage>();
  for (const p of [...read, ...(await others.servedPages(db, bookId, limit))]) {
    const at = p.lastAt ?? new Date(0);
    const key = `${p.bookId}:${p.page}`;
    if ((latest.get(key)?.lastAt ?? new Date(0)) <= at) latest.set(key, { ...p, lastAt: at });
  }
  return [...latest.values()].sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime()).slice(0, limit);
}

/** Every account that opened a reading session of `bookId` or got `others`' marked images of it. */
export async function bookHolders(db: Db, others: MarkedElsewhere, bookId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: readingSessions.userId })
    .from(readingSessions)
    .where(eq(readingSessions.bookId, bookId));
  return [...new Set([...rows.map((r) => r.userId), ...(await others.holders(db, bookId))])];
}

/** The latest leak code of `bookId` given to each of `userIds` (a reading session's or `others`'). */
export async function latestCodes(
  db: Db,
  others: MarkedElsewhere,
  bookId: string,
  userIds: string[],
): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const read = await db
    .select({ userId: readingSessions.userId, code: readingSessions.code, at: readingSessions.createdAt })
    .from(readingSessions)
    .where(and(eq(readingSessions.bookId, bookId), inArray(readingSessions.userId, userIds)));
  const all = [...read, ...(await others.codes(db, bookId, userIds))];
  all.sort((a, b) => a.at.getTime() - b.at.getTime());
  return new Map(all.map((c) => [c.userId, c.code]));
}

/** The reading session a code belongs to, as a {@link CodeUse}, with its searches; undefined when none. */
async function sessionOfCode(db: Db, code: string) {
  const [session] = await db.select().from(readingSessions).where(eq(readingSessions.code, code));
  if (!session) return undefined;
  const pages = await db
    .select()
    .from(readingSessionPages)
    .where(eq(readingSessionPages.sessionId, session.id))
    .orderBy(asc(readingSessionPages.page));
  const searches = await db
    .select()
    .from(readingSearches)
    .where(eq(readingSearches.sessionId, session.id))
    .orderBy(asc(readingSearches.createdAt), asc(readingSearches.id));
  return { use: { ...session, pages } satisfies CodeUse, searches };
}

/**
 * Who read what under a leak code (admin, `GET /api/admin/leak-trace/:code`): `others`' code (an exam
 * attempt's, whose pages are the paper pages of the question images sent), else a reading session's. 404
 * `Unknown leak code`.
 */
export async function leakTrace(db: Db, others: MarkedElsewhere, rawCode: string): Promise<LeakTrace> {
  const code = normaliseLeakCode(rawCode);
  if (!code) throw new HttpError(404, 'Unknown leak code');
  // An attempt's own code first: for one release its code is also held by a reading session mirroring it
  // for previous-release replicas (docs/domains/exams.md "Data"), whose answer would be the same.
  const attempt = await others.byCode(db, code);
  const found = attempt ? undefined : await sessionOfCode(db, code);
  const use = attempt ?? found?.use;
  const searches = found?.searches ?? [];
  const [user] = use ? await db.select().from(users).where(eq(users.id, use.userId)) : [];
  const [book] = use ? await db.select().from(books).where(eq(books.id, use.bookId)) : [];
  if (!use || !user || !book) throw new HttpError(404, 'Unknown leak code');
  return {
    code,
    user: { id: user.id, email: user.email, name: user.name },
    book: { id: book.id, title: book.title },
    session: { id: use.id, createdAt: use.createdAt.toISOString(), expiresAt: use.expiresAt.toISOString() },
    pages: use.pages.map((p) => ({
      page: p.page,
      firstAt: p.firstAt.toISOString(),
      lastAt: p.lastAt.toISOString(),
      views: p.views,
    })),
    searchCount: searches.length,
    searchedPages: [...new Set(searches.flatMap((q) => q.pages))].sort((a, b) => a - b),
    searches: searches.map((q) => ({
      query: q.query,
      at: q.createdAt.toISOString(),
      hits: q.hits,
      pages: q.pages,
      chained: q.chained,
    })),
  };
}
