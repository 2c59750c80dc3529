import { and, asc, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { attemptPages, testAttempts, tests } from '../../../db/schema';
import type { MarkedElsewhere } from '../../reading';
import { servedQuestions } from './served-questions';

/**
 * An attempt's marks and the paper pages its question images were cut from (docs/domains/exams.md "Online
 * tests", "Question images"): the attempt owns its leak code (`test_attempts.leak_code`) and the pages
 * sent in it (`attempt_pages`), and offers them to the reader's leak tracer through {@link attemptMarks}.
 */

/** True when a question image cut from paper `page` was already sent in attempt `attemptId`. */
export async function attemptPageSent(db: Db, attemptId: string, page: number): Promise<boolean> {
  const [row] = await db
    .select({ page: attemptPages.page })
    .from(attemptPages)
    .where(and(eq(attemptPages.attemptId, attemptId), eq(attemptPages.page, page)));
  return row !== undefined;
}

/** Notes that a question image cut from paper `page` was sent in attempt `attemptId` (times and count). */
export async function recordAttemptPage(db: Db, attemptId: string, page: number): Promise<void> {
  await db
    .insert(attemptPages)
    .values({ attemptId, page })
    .onConflictDoUpdate({
      target: [attemptPages.attemptId, attemptPages.page],
      set: { lastAt: sql`now()`, views: sql`${attemptPages.views} + 1` },
    });
}

/**
 * What the leak tracer (docs/domains/reading.md "Marks") reads of the attempts: a question image carries
 * the reader's marks (the attempt's leak code, the candidate's hidden fingerprint of its paper page), so
 * its pages are candidates of a leak, its candidates are holders of the book, and its code names them.
 * The book of an attempt is its test's book.
 */
export const attemptMarks: MarkedElsewhere = {
  async servedPages(db, bookId, limit) {
    const lastAt = max(attemptPages.lastAt);
    const rows = await db
      .select({ bookId: tests.bookId, page: attemptPages.page, lastAt })
      .from(attemptPages)
      .innerJoin(testAttempts, eq(testAttempts.id, attemptPages.attemptId))
      .innerJoin(tests, eq(tests.id, testAttempts.testId))
      .where(bookId ? eq(tests.bookId, bookId) : sql`true`)
      .groupBy(tests.bookId, attemptPages.page)
      .orderBy(desc(lastAt))
      .limit(limit);
    return rows.map((r) => ({ bookId: r.bookId, page: r.page, lastAt: r.lastAt ?? new Date(0) }));
  },

  async holders(db, bookId) {
    const rows = await db
      .selectDistinct({ userId: testAttempts.userId })
      .from(testAttempts)
      .innerJoin(tests, eq(tests.id, testAttempts.testId))
      .where(eq(tests.bookId, bookId));
    return rows.map((r) => r.userId);
  },

  async codes(db, bookId, userIds) {
    if (!userIds.length) return [];
    // An attempt without its own code (a previous-release replica started it) is its reading session's,
    // which the tracer reads with the reader's.
    const rows = await db
      .select({ userId: testAttempts.userId, code: testAttempts.leakCode, at: testAttempts.startedAt })
      .from(testAttempts)
      .innerJoin(tests, eq(tests.id, testAttempts.testId))
      .where(
        and(
          eq(tests.bookId, bookId),
          inArray(testAttempts.userId, userIds),
          isNotNull(testAttempts.leakCode),
        ),
      );
    return rows.flatMap((r) => (r.code ? [{ ...r, code: r.code }] : []));
  },

  async byCode(db, code) {
    const [row] = await db
      .select({ attempt: testAttempts, bookId: tests.bookId })
      .from(testAttempts)
      .innerJoin(tests, eq(tests.id, testAttempts.testId))
      .where(eq(testAttempts.leakCode, code));
    if (!row) return undefined;
    const pages = await db
      .select({
        page: attemptPages.page,
        firstAt: attemptPages.firstAt,
        lastAt: attemptPages.lastAt,
        views: attemptPages.views,
      })
      .from(attemptPages)
      .where(eq(attemptPages.attemptId, row.attempt.id))
      .orderBy(asc(attemptPages.page));
    const { id, userId, startedAt, deadline } = row.attempt;
    return { id, userId, bookId: row.bookId, createdAt: startedAt, expiresAt: deadline, pages };
  },

  async codeTaken(db, code) {
    const [row] = await db
      .select({ id: testAttempts.id })
      .from(testAttempts)
      .where(eq(testAttempts.leakCode, code));
    return row !== undefined;
  },

  questions: servedQuestions,
};
