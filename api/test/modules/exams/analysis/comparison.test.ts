import { eq, sql } from 'drizzle-orm';
import { testAttempts } from '../../../../src/db/schema';
import { auth, type TestContext } from '../../../helpers/test-app';
import {
  attemptCalls,
  demoTestApp,
  MOCK_SECTIONS,
  rightAnswer as right,
  studentWhoBought,
  wrongAnswer as wrong,
} from '../../../helpers/online-tests';

/**
 * The result's analysis (docs/domains/exams.md "Online tests"): the student's score, accuracy and time beside
 * the topper's and the average of the ranked attempts, overall and per section; and the chapters the student
 * lost most marks in across their attempts. Three ranked students and one practice attempt, whose answers
 * give known numbers (the demo test: +4 / −1; questions 1 and 2 tagged Current Electricity, 3 Ray Optics).
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;
let calls: ReturnType<typeof attemptCalls>;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
  calls = attemptCalls(ctx.app, testId);
  const current = (
    await ctx.app.inject({ method: 'GET', url: `/api/admin/tests/${testId}`, headers: auth(admin) })
  ).json();
  const chapters: Record<number, string> = {
    1: 'Current Electricity',
    2: 'Current Electricity',
    3: 'Ray Optics',
  };
  const tagged = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/tests/${testId}`,
    headers: auth(admin),
    payload: {
      // Every question also carries a proposed chapter; the analysis must count only the tags.
      questions: current.questions.map((q: { number: number }) => ({
        ...q,
        chapter: chapters[q.number] ?? null,
        proposedChapter: 'Units and Measurements',
      })),
    },
  });
  expect(tagged.statusCode).toBe(200);
}, 60_000);
afterAll(() => ctx.close());

/**
 * Takes the test as `token` (started 10 minutes ago, so the times fit the elapsed time): each answer
 * `[number, answer, seconds on it]`, then submits. Returns the attempt's id.
 */
async function take(token: string, answers: [number, string, number][]): Promise<string> {
  const { attemptId } = (await calls.start(token)).json();
  await ctx.database.db
    .update(testAttempts)
    .set({ startedAt: sql`started_at - interval '10 minutes'` })
    .where(eq(testAttempts.id, attemptId));
  for (const [i, [n, answer, seconds]] of answers.entries()) {
    const saved = await calls.save(token, attemptId, n, {
      answer,
      markedForReview: false,
      seq: i + 1,
      timeSpentMs: seconds * 1000,
    });
    expect(saved.statusCode).toBe(200);
  }
  expect((await calls.submit(token, attemptId)).statusCode).toBe(200);
  return attemptId;
}

const review = async (token: string, attemptId: string) =>
  (await calls.inject(token, 'GET', `/api/attempts/${attemptId}/review`)).json();

it('the topper and the average of the ranked attempts beside the student, overall and per section; weak chapters across two attempts', async () => {
  const topper = await studentWhoBought(ctx.app, admin, bookId, 'Topper One');
  const other = await studentWhoBought(ctx.app, admin, bookId, 'Other Two');
  const me = await studentWhoBought(ctx.app, admin, bookId, 'Me Three');
  // Topper: 3 right (12 marks, 100 %, 30 s). Other: 1 right, 1 wrong (3, 50 %, 40 s).
  await take(topper.token, [
    [1, right(1), 10],
    [2, right(2), 10],
    [3, right(3), 10],
  ]);
  await take(other.token, [
    [1, right(1), 20],
    [2, wrong(2), 20],
  ]);
  // Me: question 1 wrong, 3 right (3 marks, 50 %, 50 s); then a practice attempt: 2 and 3 wrong.
  const first = await take(me.token, [
    [1, wrong(1), 20],
    [3, right(3), 30],
  ]);
  await take(me.token, [
    [2, wrong(2), 5],
    [3, wrong(3), 5],
  ]);

  const { comparison, weakChapters } = await review(me.token, first);
  expect(comparison.candidates).toBe(3);
  expect(comparison.overall).toEqual({
    name: null,
    you: { score: 3, maxScore: 96, accuracy: 50, timeSpentMs: 50_000 },
    topper: { score: 12, maxScore: 96, accuracy: 100, timeSpentMs: 30_000 },
    // (12 + 3 + 3) / 3; (100 + 50 + 50) / 3; (30 + 40 + 50) s / 3. The practice attempt is not counted.
    average: { score: 6, maxScore: 96, accuracy: 66.67, timeSpentMs: 40_000 },
  });
  expect(comparison.sections.map((s: { name: string }) => s.name)).toEqual(MOCK_SECTIONS);
  expect(comparison.sections[0]).toEqual({
    ...comparison.overall,
    name: 'Physics Section A',
    you: { ...comparison.overall.you, maxScore: 24 },
    topper: { ...comparison.overall.topper, maxScore: 24 },
    average: { ...comparison.overall.average, maxScore: 24 },
  });
  const untouched = { score: 0, maxScore: 24, accuracy: null, timeSpentMs: 0 };
  expect(comparison.sections[2]).toEqual({
    name: 'Chemistry Section A',
    you: untouched,
    topper: untouched,
    average: untouched,
  });

  // Across both of my attempts (the proposed chapter, never confirmed, counts nowhere): Current Electricity lost 9 + 9 (−1 and 0 out of 8, twice), Ray Optics
  // 0 + 5 (+4, then −1, out of 4).
  expect(weakChapters).toEqual([
    { name: 'Current Electricity', marksLost: 18, maxScore: 16, questions: 4, attempts: 2 },
    { name: 'Ray Optics', marksLost: 5, maxScore: 8, questions: 2, attempts: 2 },
  ]);
  // The topper lost nothing in either chapter; their list is empty.
  const topperAttempt = (await calls.inject(topper.token, 'GET', '/api/user/attempts')).json()[0].attemptId;
  expect((await review(topper.token, topperAttempt)).weakChapters).toEqual([]);
});
