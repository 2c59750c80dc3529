import { eq, sql } from 'drizzle-orm';
import { testAttempts, tests } from '../../../../src/db/schema';
import { MOCK_KEY, studentWhoBought } from '../../../helpers/online-tests';
import { auth, createTestAppWithAdmin, type TestContext } from '../../../helpers/test-app';

/**
 * The deadline covers transport only (docs/domains/exams.md "Online tests"): a save carries when its answer
 * was made (`madeAt`, the server's clock as the screen knows it); the server believes it within the slack of
 * 2 s before the save arrives, keeps an answer made by the deadline that arrives up to 2 s after it, and
 * refuses every answer made later. The times per question add up to no more than the attempt's elapsed time.
 */
const SLACK_MS = 2000;
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({
    demoTest: true,
    config: { exams: { saveGraceMs: SLACK_MS, sweepMs: 0 } },
  }));
  const [row] = await ctx.database.db.select().from(tests);
  ({ id: testId, bookId } = row);
}, 60_000);
afterAll(() => ctx.close());

const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const right = (n: number) => MOCK_KEY.get(n)!.answer;

/** A student with an open attempt whose deadline was `agoMs` ago (a negative value: still to come). */
async function attemptPast(agoMs: number): Promise<{ token: string; attemptId: string }> {
  const { token } = await studentWhoBought(ctx.app, admin, bookId);
  const attemptId = (await inject(token, 'POST', `/api/tests/${testId}/attempts`, {})).json().attemptId;
  await ctx.database.db
    .update(testAttempts)
    .set({ deadline: sql`now() - ${agoMs} * interval '1 millisecond'` })
    .where(eq(testAttempts.id, attemptId));
  return { token, attemptId };
}

const save = (token: string, attemptId: string, n: number, body: object) =>
  inject(token, 'PUT', `/api/attempts/${attemptId}/answers/${n}`, {
    answer: right(n),
    markedForReview: false,
    ...body,
  });

it('an answer made before the deadline and arriving within 2 s of it is kept and scored', async () => {
  const { token, attemptId } = await attemptPast(1000);
  const res = await save(token, attemptId, 1, { seq: 1, madeAt: Date.now() - 1500 });
  expect(res.statusCode).toBe(200);
  expect(await ctx.app.exams.closeDue()).toBe(0); // still within the slack: not closed yet
  const result = (await inject(token, 'POST', `/api/attempts/${attemptId}/submit`)).json();
  expect(result.score).toBe(4);
});

it('an answer made after the deadline is refused, whatever it claims, and never scored', async () => {
  const { token, attemptId } = await attemptPast(500);
  for (const body of [
    { seq: 1 }, // no claim: made when it arrives, 0.5 s late
    { seq: 2, madeAt: Date.now() - 100 }, // claimed after the deadline
    { seq: 3, madeAt: Date.now() + 60_000 }, // a claim from the future is taken as now
  ]) {
    const res = await save(token, attemptId, 1, body);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      expect.objectContaining({ error: expect.any(String) }),
    ]);
  }
  const result = (await inject(token, 'POST', `/api/attempts/${attemptId}/submit`)).json();
  expect(result.score).toBe(0);
});

it('a claim older than the 2 s slack is not believed: an answer arriving 2+ s late is refused', async () => {
  const { token, attemptId } = await attemptPast(2500);
  const res = await save(token, attemptId, 1, { seq: 1, madeAt: Date.now() - 10_000 });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ error: 'Time is up: the test has ended' });
  // The deadline job closes it with nothing scored.
  expect(await ctx.app.exams.closeDue()).toBeGreaterThanOrEqual(1);
  const [row] = await ctx.database.db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
  expect([row.status, row.score]).toEqual(['submitted', 0]);
});

it('an answer held with a made-at past the deadline is not scored by the deadline job', async () => {
  const { token, attemptId } = await attemptPast(-60_000);
  expect((await save(token, attemptId, 1, { seq: 1 })).statusCode).toBe(200);
  expect((await save(token, attemptId, 2, { seq: 2 })).statusCode).toBe(200);
  // The admin takes the time away after question 1 was answered: question 2's answer came after the
  // deadline, as if it had slipped in.
  await ctx.database.db.execute(sql`update attempt_answers
    set made_at = now() + (case number when 1 then -2 else 1 end) * interval '1 minute'
    where attempt_id = ${attemptId}`);
  await ctx.database.db
    .update(testAttempts)
    .set({ deadline: sql`now() - interval '1 minute'` })
    .where(eq(testAttempts.id, attemptId));
  await ctx.app.exams.closeDue();
  const [row] = await ctx.database.db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
  expect([row.status, row.score]).toEqual(['submitted', 4]);
});

it('time per question adds up to no more than the attempt’s elapsed time (plus a few seconds)', async () => {
  const { token, attemptId } = await attemptPast(-3_000_000);
  const week = 7 * 24 * 3600 * 1000;
  const saved = await save(token, attemptId, 1, { seq: 1, timeSpentMs: week });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().saved.timeSpentMs).toBeLessThanOrEqual(10_000);
  const moved = await inject(token, 'PUT', `/api/attempts/${attemptId}/current`, {
    number: 4,
    seq: 2,
    times: [2, 3, 5, 6].map((number) => ({ number, timeSpentMs: week })),
  });
  expect(moved.statusCode).toBe(200);
  const state = (await inject(token, 'GET', `/api/attempts/${attemptId}`)).json();
  const elapsed = Date.parse(state.serverNow) - Date.parse(state.startedAt);
  const total = state.answers.reduce((n: number, a: { timeSpentMs: number }) => n + a.timeSpentMs, 0);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(elapsed + 5000);
});
