import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { testAttempts } from '../../../../src/db/schema';
import { auth, type TestContext } from '../../../helpers/test-app';
import { demoTestApp, remakeTest, studentWhoBought } from '../../../helpers/online-tests';

/**
 * One rank per paper (docs/domains/exams.md "Online tests"): tests made from the same pages of the same PDF
 * are one paper. A student's first attempt of any of them is ranked; every later attempt of any of them is
 * practice, so submitting a remade test at once and reading its review's key gives no rank on the other.
 * While an attempt of one is open, another test of the paper does not start. A test of other pages is another
 * paper.
 */
let ctx: TestContext;
let admin: string;
let original: string;
let remade: string;
let firstPages: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin, testId: original, bookId } = await demoTestApp());
  // A test with attempts cannot be deleted: the admin makes the paper again beside it.
  remade = await remakeTest(ctx.app, admin, bookId, { title: 'JEE (Main) Mock Test 01 (remade)' });
  // Questions 1–8 only: pages 2 and 3 of the same PDF, not the whole paper.
  firstPages = await remakeTest(ctx.app, admin, bookId, { title: 'Mock 01, first pages', keep: 8 });
}, 120_000);
afterAll(() => ctx.close());

const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const start = (token: string, testId: string) => inject(token, 'POST', `/api/tests/${testId}/attempts`, {});
const submit = (token: string, attemptId: string) =>
  inject(token, 'POST', `/api/attempts/${attemptId}/submit`);

/** Saves `answers` (question number → answer) in attempt `attemptId`, each save acknowledged. */
async function answer(token: string, attemptId: string, answers: Map<number, string>) {
  for (const [n, value] of answers) {
    const saved = await inject(token, 'PUT', `/api/attempts/${attemptId}/answers/${n}`, {
      answer: value,
      markedForReview: false,
      seq: n,
    });
    expect(saved.statusCode).toBe(200);
  }
}

/** The key as a student reads it in the review of a submitted attempt. */
async function keyFromReview(token: string, attemptId: string): Promise<Map<number, string>> {
  const review = await inject(token, 'GET', `/api/attempts/${attemptId}/review`);
  expect(review.statusCode).toBe(200);
  return new Map(
    review.json().questions.map((q: { number: number; key: string }) => [q.number, q.key] as const),
  );
}

describe('a test remade from the same paper', () => {
  it('its review’s key gives no rank on the other: the first submitted attempt of the paper is the ranked one', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId, 'Gaming Student');
    // Submitted at once, blank: the ranked attempt of the paper, scoring 0.
    const first = await start(token, remade);
    expect(first.statusCode).toBe(201);
    expect(first.json().ranked).toBe(true);
    expect((await submit(token, first.json().attemptId)).json()).toMatchObject({ score: 0, ranked: true });
    const key = await keyFromReview(token, first.json().attemptId);
    expect(key.size).toBe(24);

    // The original, answered from that key: 96/96, but practice, with no rank and no percentile.
    const second = await start(token, original);
    expect(second.statusCode).toBe(201);
    expect(second.json().ranked).toBe(false);
    await answer(token, second.json().attemptId, key);
    const result = (await submit(token, second.json().attemptId)).json();
    expect(result).toMatchObject({ score: 96, maxScore: 96, ranked: false, rank: null, percentile: null });

    const mine = (await inject(token, 'GET', '/api/user/attempts')).json();
    expect(
      mine.map((m: { testId: string; ranked: boolean; score: number }) => [m.testId, m.ranked, m.score]),
    ).toEqual([
      [original, false, 96],
      [remade, true, 0],
    ]);
    // The original's leaderboard does not hold the practice attempt's 96.
    const { token: other } = await studentWhoBought(ctx.app, admin, bookId, 'Honest Student');
    const honest = (await start(other, original)).json();
    expect(honest.ranked).toBe(true);
    await submit(other, honest.attemptId);
    const board = await inject(other, 'GET', `/api/attempts/${honest.attemptId}/review`);
    expect(board.json().leaderboard).toEqual([{ rank: 1, name: 'Ho*** S.', score: 0 }]);
    expect(board.json().result).toMatchObject({ rank: 1, candidates: 1, percentile: 100 });
  });

  it('the other way round too: ranked on the original, the remade test is practice', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    const first = (await start(token, original)).json();
    expect(first.ranked).toBe(true);
    await submit(token, first.attemptId);
    const again = await start(token, remade);
    expect(again.statusCode).toBe(201);
    expect(again.json().ranked).toBe(false);
  });

  it('while an attempt of the paper is open, its other test does not start (409); once submitted, it starts as practice', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    const open = (await start(token, original)).json();
    expect(open.ranked).toBe(true);
    const refused = await start(token, remade);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error:
        'You have an open attempt of another test made from the same paper: submit it before starting this one',
      code: 'test_same_paper_open',
    });
    // The open attempt is untouched: resuming it answers the same attempt.
    const resumed = await start(token, original);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().attemptId).toBe(open.attemptId);
    await submit(token, open.attemptId);
    const practice = await start(token, remade);
    expect(practice.statusCode).toBe(201);
    expect(practice.json().ranked).toBe(false);
  });

  it('two starts at once of the two tests give one attempt, ranked', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    const both = await Promise.all([start(token, original), start(token, remade)]);
    const created = both.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    expect(created[0].json().ranked).toBe(true);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('a test made from other pages of the same PDF', () => {
  it('is another paper: a student ranked on the whole paper is ranked on it too', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    const whole = (await start(token, original)).json();
    await submit(token, whole.attemptId);
    const part = await start(token, firstPages);
    expect(part.statusCode).toBe(201);
    expect(part.json().ranked).toBe(true);
    expect(part.json().questions).toHaveLength(8);
  });
});

describe('attempts made before the rule', () => {
  it('the migration names their papers exactly as the server does when an attempt starts', async () => {
    const migration = fs.readFileSync(
      path.join(__dirname, '../../../../drizzle/0013_paper_rules.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .find((s) => s.includes('UPDATE "test_attempts" SET "paper_key"'));
    expect(backfill).toBeDefined();
    const { db } = ctx.database;
    const before = await db.select({ id: testAttempts.id, key: testAttempts.paperKey }).from(testAttempts);
    // Attempts of the whole paper and of its first pages, started by the server above.
    expect(new Set(before.map((a) => a.key)).size).toBe(2);
    await db.execute(sql.raw(backfill!));
    const after = await db.select({ id: testAttempts.id, key: testAttempts.paperKey }).from(testAttempts);
    expect(new Map(after.map((a) => [a.id, a.key]))).toEqual(new Map(before.map((a) => [a.id, a.key])));
  });
});
