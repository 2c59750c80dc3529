import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { testAttempts, tests, type BookRow, type TestRow, type UserRow } from '../../../db/schema';

/**
 * The paper rules of online tests (docs/domains/exams.md "Online tests"):
 * - one rank per paper: tests made from the same pages of the same PDF are one paper, named by
 *   {@link paperKey}; a student's first attempt of any of them is their ranked one, every later attempt of
 *   any of them practice (ExamsService.start, the `test_attempts_paper_*` unique indexes);
 * - the paper stays closed until the test: a book holding a published test cannot be read by a student
 *   until they have submitted their ranked attempt of every test in it ({@link closedBookIds}), unless the
 *   admin made it readable at any time (a practice book).
 */

/**
 * The paper a test is made from: `<pdf key>:<pages>`, the pages (from 1) that its questions' regions are
 * cut from, ascending and comma-joined (regions from the solutions PDF are not the paper's). Two tests of
 * the same book PDF whose questions come from the same pages give the same key, whatever their titles,
 * sections or keys. The migration that added `test_attempts.paper_key` computes the same text in SQL.
 */
export function paperKey(pdfKey: string | null, test: Pick<TestRow, 'questions'>): string {
  const pages = new Set<number>();
  for (const q of test.questions) for (const r of q.regions) if (r.source !== 'solutions') pages.add(r.page);
  return `${pdfKey ?? ''}:${[...pages].sort((a, b) => a - b).join(',')}`;
}

/** The fields of a book the reading rule reads. */
type ReadRuleBook = Pick<BookRow, 'id' | 'pdfKey' | 'testCount' | 'readableAnyTime'>;

/**
 * Of `candidates` (books `user` may otherwise read), the ids of those still closed to them until their
 * test: each holds a published test that neither has a submitted ranked attempt of `user` nor shares its
 * paper with one (a remade test of a paper already taken opens nothing new to hide). Admins and books
 * marked readable at any time are never closed; a book without published tests costs no query.
 */
export async function closedBookIds(
  db: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  candidates: readonly ReadRuleBook[],
): Promise<Set<string>> {
  const closed = new Set<string>();
  if (user.role === 'admin') return closed;
  const held = candidates.filter((b) => b.testCount > 0 && !b.readableAnyTime);
  if (!held.length) return closed;
  const published = await db
    .select({ id: tests.id, bookId: tests.bookId, questions: tests.questions })
    .from(tests)
    .where(
      and(
        inArray(
          tests.bookId,
          held.map((b) => b.id),
        ),
        eq(tests.status, 'published'),
      ),
    );
  if (!published.length) return closed;
  const pdfKeys = new Map(held.map((b) => [b.id, b.pdfKey]));
  const papers = published.map((t) => ({ ...t, paper: paperKey(pdfKeys.get(t.bookId) ?? null, t) }));
  const done = await db
    .select({ testId: testAttempts.testId, paperKey: testAttempts.paperKey })
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.userId, user.id),
        eq(testAttempts.ranked, true),
        eq(testAttempts.status, 'submitted'),
        or(
          inArray(
            testAttempts.testId,
            papers.map((t) => t.id),
          ),
          inArray(
            testAttempts.paperKey,
            papers.map((t) => t.paper),
          ),
        ),
      ),
    );
  const doneTests = new Set(done.map((d) => d.testId));
  const donePapers = new Set(done.map((d) => d.paperKey));
  // A test counts as taken by its own ranked attempt even when the admin has since moved its regions.
  for (const t of papers) if (!doneTests.has(t.id) && !donePapers.has(t.paper)) closed.add(t.bookId);
  return closed;
}

/** True when `book` is closed to `user` until their test (see {@link closedBookIds}). */
export async function closedUntilExam(
  db: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  book: ReadRuleBook,
): Promise<boolean> {
  return (await closedBookIds(db, user, [book])).has(book.id);
}
