import { MAX_BOOKMARKS, type BookmarkList } from '@exam/shared-contracts/exams';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { attemptAnswers, questionBookmarks, testAttempts, tests, type TestRow } from '../../../db/schema';
import { imageShape } from '../attempts/candidate-views';
import { shownRegions } from '../reflow/shown-question';
import { HttpError } from '../../../platform/http-error';

/**
 * Keeps question `number` of `test` for `userId`, seen in their submitted attempt `attemptId`
 * (docs/domains/exams.md "Bookmarks"). Idempotent: keeping it again points it at this attempt and keeps
 * its first time. Throws 404 for a number the test does not have, 409 `bookmark_limit` past
 * {@link MAX_BOOKMARKS}.
 */
export async function keepBookmark(
  db: Db,
  userId: string,
  test: TestRow,
  attemptId: string,
  number: number,
): Promise<void> {
  if (!test.questions.some((q) => q.number === number))
    throw new HttpError(404, 'This test has no such question', { code: 'question_not_found' });
  // Past the limit only a question already kept may be kept again (it moves to this attempt).
  const [{ n, here }] = await db
    .select({
      n: sql<number>`count(*)::int`,
      here: sql<number>`count(*) filter (where ${questionBookmarks.testId} = ${test.id} and ${questionBookmarks.questionNumber} = ${number})::int`,
    })
    .from(questionBookmarks)
    .where(eq(questionBookmarks.userId, userId));
  if (n >= MAX_BOOKMARKS && !here)
    throw new HttpError(409, `You can keep up to ${MAX_BOOKMARKS} bookmarked questions. Remove some first.`, {
      code: 'bookmark_limit',
      params: { max: MAX_BOOKMARKS },
    });
  await db
    .insert(questionBookmarks)
    .values({ userId, testId: test.id, questionNumber: number, attemptId })
    .onConflictDoUpdate({
      target: [questionBookmarks.userId, questionBookmarks.testId, questionBookmarks.questionNumber],
      set: { attemptId },
    });
}

/** Lets go of question `number` of test `testId` for `userId`; nothing happens when it was not kept. */
export async function dropBookmark(db: Db, userId: string, testId: string, number: number): Promise<void> {
  await db.delete(questionBookmarks).where(bookmarkOf(userId, testId, number));
}

const bookmarkOf = (userId: string, testId: string, number: number) =>
  and(
    eq(questionBookmarks.userId, userId),
    eq(questionBookmarks.testId, testId),
    eq(questionBookmarks.questionNumber, number),
  );

/**
 * `GET /api/user/bookmarks`: every question `userId` keeps, newest first, with its test, place on the paper,
 * chapter, the answer given in the attempt it was kept from, and the key (that attempt is submitted).
 */
export async function listBookmarks(db: Db, userId: string): Promise<BookmarkList> {
  const rows = await db
    .select({
      testId: questionBookmarks.testId,
      number: questionBookmarks.questionNumber,
      attemptId: questionBookmarks.attemptId,
      createdAt: questionBookmarks.createdAt,
      testTitle: tests.title,
      questions: tests.questions,
      answer: attemptAnswers.answer,
      lang: testAttempts.lang,
    })
    .from(questionBookmarks)
    .innerJoin(tests, eq(tests.id, questionBookmarks.testId))
    .innerJoin(testAttempts, eq(testAttempts.id, questionBookmarks.attemptId))
    .leftJoin(
      attemptAnswers,
      and(
        eq(attemptAnswers.attemptId, questionBookmarks.attemptId),
        eq(attemptAnswers.number, questionBookmarks.questionNumber),
      ),
    )
    .where(eq(questionBookmarks.userId, userId))
    .orderBy(desc(questionBookmarks.createdAt), questionBookmarks.questionNumber)
    .limit(MAX_BOOKMARKS);
  return rows.flatMap((r) => {
    const q = r.questions.find((x) => x.number === r.number);
    if (!q) return [];
    return [
      {
        testId: r.testId,
        testTitle: r.testTitle,
        attemptId: r.attemptId,
        number: r.number,
        label: q.label ?? null,
        section: q.section,
        chapter: q.chapter,
        type: q.type,
        optionLabels: q.optionLabels,
        answer: r.answer ?? null,
        key: q.answer,
        bookmarkedAt: r.createdAt.toISOString(),
        shape: imageShape(shownRegions(q.regions, r.lang).regions),
      },
    ];
  });
}
