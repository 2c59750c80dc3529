import type {
  AttemptReview,
  MyAttempt,
  MyTestState,
  TestInfo,
  TestListItem,
  TestSummary,
} from '@exam/shared-contracts/exams';
import type { BookAccess } from '@exam/shared-contracts/catalogue';
import { canReadStatus } from '@exam/shared-contracts/rules';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { testAttempts, tests, type TestAttemptRow, type TestRow, type UserRow } from '../../../db/schema';
import { isUuid } from '../../../platform/http-error';
import { breakdownOf, chapterWeaknesses, resultOf, reviewQuestions } from './attempt-results';
import { underReviewCount } from '../ranks/rank-flags';
import { leaderboard, standingOf, type Standing } from '../ranks/ranks';
import { maxScoreOf } from './scoring';
import { sectionInfo } from './candidate-views';
import { comparisonOf } from '../analysis/comparison';
import { weakChaptersOf } from '../analysis/weak-chapters';

/** A test as listed for students. */
export function examSummary(test: TestRow): TestSummary {
  return {
    id: test.id,
    bookId: test.bookId,
    title: test.title,
    durationSeconds: test.durationSeconds,
    questionCount: test.questions.length,
    maxScore: maxScoreOf(test),
  };
}

/**
 * The published tests of a book, oldest first, each with where `userId` stands with it
 * (`GET /api/tests?bookId=`): an open attempt before its deadline is in progress, else the latest
 * submitted attempt gives the score; none for an unknown id.
 */
export async function publishedExams(db: Db, bookId: string, userId: string): Promise<TestListItem[]> {
  if (!isUuid(bookId)) return [];
  const rows = await db
    .select()
    .from(tests)
    .where(and(eq(tests.bookId, bookId), eq(tests.status, 'published')))
    .orderBy(tests.createdAt);
  if (rows.length === 0) return [];
  const mine = await db
    .select()
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.userId, userId),
        inArray(
          testAttempts.testId,
          rows.map((t) => t.id),
        ),
      ),
    )
    .orderBy(desc(testAttempts.startedAt));
  const now = Date.now();
  return rows.map((test) => {
    const own = mine.filter((a) => a.testId === test.id);
    const open = own.find((a) => a.status === 'open' && a.deadline.getTime() > now);
    const submitted = own.filter((a) => a.status === 'submitted');
    const latest = submitted[0];
    const state: MyTestState = open
      ? {
          state: 'in_progress',
          attemptId: open.id,
          deadline: open.deadline.toISOString(),
          score: null,
          submitted: submitted.length,
        }
      : latest
        ? {
            state: 'submitted',
            attemptId: latest.id,
            deadline: null,
            score: latest.score,
            submitted: submitted.length,
          }
        : { state: 'not_started', attemptId: null, deadline: null, score: null, submitted: 0 };
    return { ...examSummary(test), mine: state };
  });
}

/** `GET /api/tests/:id`: the instructions page's facts, the caller's access, and an attempt to resume. */
export async function examInfo(
  db: Db,
  test: TestRow,
  bookTitle: string,
  access: BookAccess,
  user: UserRow,
): Promise<TestInfo> {
  const mine = await db
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.testId, test.id), eq(testAttempts.userId, user.id)));
  const open = mine.find((a) => a.status === 'open' && a.deadline.getTime() > Date.now());
  return {
    ...examSummary(test),
    bookTitle,
    languages: test.languages,
    instructions: test.instructions,
    sections: sectionInfo(test),
    access,
    canTake: canReadStatus(access),
    openAttempt: open ? { attemptId: open.id, deadline: open.deadline.toISOString() } : null,
    attempts: mine.length,
    serverNow: new Date().toISOString(),
  };
}

/** `GET /api/attempts/:attemptId/review` of a submitted attempt. */
export async function attemptReview(db: Db, test: TestRow, attempt: TestAttemptRow): Promise<AttemptReview> {
  const { held, scored } = await breakdownOf(db, test, attempt.id);
  return {
    result: await resultOf(db, test, attempt, scored),
    questions: reviewQuestions(test, held, scored),
    chapters: chapterWeaknesses(test, scored),
    comparison: await comparisonOf(db, test, scored),
    weakChapters: await weakChaptersOf(db, attempt.userId),
    leaderboard: await leaderboard(db, test.id),
    underReview: await underReviewCount(db, test),
  };
}

/**
 * "My tests" (`GET /api/user/attempts`): every attempt of the user, newest first, with its score and, for
 * ranked ones, rank and percentile as they stand now (one count per ranked attempt).
 */
export async function myAttempts(db: Db, userId: string): Promise<MyAttempt[]> {
  const rows = await db
    .select({ attempt: testAttempts, title: tests.title, bookId: tests.bookId })
    .from(testAttempts)
    .innerJoin(tests, eq(tests.id, testAttempts.testId))
    .where(eq(testAttempts.userId, userId))
    .orderBy(desc(testAttempts.startedAt));
  const standings = new Map<string, Standing>();
  for (const { attempt } of rows)
    if (
      attempt.ranked &&
      attempt.status === 'submitted' &&
      attempt.score !== null &&
      attempt.rankDecision !== 'excluded'
    )
      standings.set(attempt.id, await standingOf(db, attempt.testId, attempt.score));
  return rows.map(({ attempt, title, bookId }) => {
    const standing = standings.get(attempt.id);
    return {
      attemptId: attempt.id,
      testId: attempt.testId,
      testTitle: title,
      bookId,
      status: attempt.status,
      ranked: attempt.ranked,
      excluded: attempt.ranked && attempt.rankDecision === 'excluded',
      score: attempt.score,
      maxScore: attempt.maxScore,
      rank: standing?.rank ?? null,
      percentile: standing?.percentile ?? null,
      candidates: standing?.candidates ?? 0,
      startedAt: attempt.startedAt.toISOString(),
      deadline: attempt.deadline.toISOString(),
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
    };
  });
}
