import { MAX_BOOKMARKS } from '@exam/shared-contracts/exams';
import { questionBookmarks } from '../../../src/db/schema';
import { attemptCalls, demoTestApp, rightAnswer, studentWhoBought } from '../../helpers/online-tests';
import { auth, type TestContext } from '../../helpers/test-app';

/**
 * Bookmarked questions (docs/domains/exams.md "Bookmarks"): kept from a submitted attempt's review, across
 * re-attempts, listed newest first with the answer given and the key; never from an open attempt (a kept
 * question shows its key), never another student's, and at most MAX_BOOKMARKS a student.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
}, 60_000);
afterAll(() => ctx.close());

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token) });
const keep = (token: string, attemptId: string, n: number) =>
  call(token, 'PUT', `/attempts/${attemptId}/questions/${n}/bookmark`);
const drop = (token: string, attemptId: string, n: number) =>
  call(token, 'DELETE', `/attempts/${attemptId}/questions/${n}/bookmark`);
const list = async (token: string) => {
  const res = await call(token, 'GET', '/user/bookmarks');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as {
    number: number;
    attemptId: string;
    bookmarkedAt: string;
    shape?: { ratio: number; parts: number };
  }[];
};

it('keeps questions from a submitted review, across a re-attempt, newest first, and lets them go', async () => {
  const calls = attemptCalls(ctx.app, testId);
  const { token } = await studentWhoBought(ctx.app, admin, bookId, 'Bookmark Keeper');
  const started = (await calls.start(token)).json() as {
    attemptId: string;
    questions: { number: number; shapes: { lang: string; ratio: number; parts: number }[] }[];
  };
  const first = started.attemptId;
  // The list keeps the image's place as the exam screen does: the same shape, in the attempt's language.
  const shapeOf = (n: number) => {
    const { ratio, parts } = started.questions[n - 1].shapes.find((s) => s.lang === 'en')!;
    return { ratio, parts };
  };
  expect(
    (await calls.save(token, first, 7, { answer: '170', markedForReview: false, seq: 1, timeSpentMs: 1000 }))
      .statusCode,
  ).toBe(200);

  // While the attempt is open a bookmark would show the key: refused.
  const early = await keep(token, first, 7);
  expect(early.statusCode).toBe(409);
  expect(early.json().code).toBe('review_after_submit');
  expect(await list(token)).toEqual([]);

  expect((await calls.submit(token, first)).statusCode).toBe(200);
  expect((await keep(token, first, 7)).statusCode).toBe(204);
  expect((await keep(token, first, 2)).statusCode).toBe(204);
  const kept = await list(token);
  expect(kept).toEqual([
    expect.objectContaining({ number: 2, answer: null, key: rightAnswer(2), section: 'Physics Section A' }),
    {
      testId,
      testTitle: 'JEE (Main) Mock Test 01',
      attemptId: first,
      number: 7,
      label: null,
      section: 'Physics Section B',
      chapter: null,
      type: 'numerical',
      optionLabels: 'numbers',
      answer: '170',
      key: '180',
      bookmarkedAt: expect.any(String),
      shape: shapeOf(7),
    },
  ]);
  expect(kept[0].shape).toEqual(shapeOf(2));
  expect(kept[0].shape!.ratio).toBeGreaterThan(0);

  // A practice re-attempt: keeping question 7 again points it at the new attempt, one row, its first time.
  const second = (await calls.start(token)).json().attemptId as string;
  expect(second).not.toBe(first);
  expect((await calls.submit(token, second)).statusCode).toBe(200);
  expect((await keep(token, second, 7)).statusCode).toBe(204);
  const again = await list(token);
  expect(again.map((b) => [b.number, b.attemptId])).toEqual([
    [2, first],
    [7, second],
  ]);
  expect(again[1].bookmarkedAt).toBe(kept[1].bookmarkedAt);

  expect((await drop(token, first, 2)).statusCode).toBe(204);
  expect((await drop(token, first, 2)).statusCode).toBe(204);
  expect((await list(token)).map((b) => b.number)).toEqual([7]);
});

it('refuses another student’s attempt, unknown ones and questions the test does not have; past the limit, 409', async () => {
  const calls = attemptCalls(ctx.app, testId);
  const owner = await studentWhoBought(ctx.app, admin, bookId, 'Owner Student');
  const attemptId = (await calls.start(owner.token)).json().attemptId as string;
  expect((await calls.submit(owner.token, attemptId)).statusCode).toBe(200);
  const other = await studentWhoBought(ctx.app, admin, bookId, 'Other Student');

  for (const res of [
    await keep(other.token, attemptId, 1),
    await drop(other.token, attemptId, 1),
    await keep(owner.token, '00000000-0000-4000-8000-000000000000', 1),
    await keep(owner.token, 'not-an-id', 1),
    await keep(owner.token, attemptId, 25),
  ]) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
  }
  expect((await keep(owner.token, attemptId, 0)).statusCode).toBe(400);
  expect((await call(owner.token, 'GET', '/user/bookmarks')).json()).toEqual([]);
  const guest = await ctx.app.inject({ method: 'GET', url: '/api/user/bookmarks' });
  expect(guest.statusCode).toBe(401);

  // At the limit only a question already kept may be kept again.
  await ctx.database.db.insert(questionBookmarks).values(
    Array.from({ length: MAX_BOOKMARKS }, (_, i) => ({
      userId: owner.userId,
      testId,
      questionNumber: i === 0 ? 3 : 1000 + i,
      attemptId,
    })),
  );
  const full = await keep(owner.token, attemptId, 4);
  expect(full.statusCode).toBe(409);
  expect(full.json()).toMatchObject({ code: 'bookmark_limit', params: { max: MAX_BOOKMARKS } });
  expect((await keep(owner.token, attemptId, 3)).statusCode).toBe(204);
  // Rows whose question the test no longer has are left out of the list.
  expect((await list(owner.token)).map((b) => b.number)).toEqual([3]);
});
