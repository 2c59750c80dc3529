import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, testAttempts } from '../../../../src/db/schema';
import { auth } from '../../../helpers/test-app';
import { studentWhoBought } from '../../../helpers/online-tests';
import {
  admin,
  bookId,
  ctx,
  inject,
  right,
  save,
  setUpAttemptsApp,
  start,
  submit,
  testId,
  wrong,
} from './attempts-setup';

/**
 * Ranking the demo online test (docs/domains/exams.md "Online tests"): scores and NTA percentiles among
 * first attempts, practice re-attempts, the review, key corrections, dropped questions and the statistics.
 */
setUpAttemptsApp();

describe('ranks, percentiles, practice and key corrections', () => {
  const takers: { name: string; token: string; attemptId: string; correct: number }[] = [];

  beforeAll(async () => {
    // The earlier candidate: question 1 answered 2 (key 3), nothing else, submitted: −1, ranked first.
    const earlier = await studentWhoBought(ctx.app, admin, bookId, 'Asha Verma');
    const { attemptId: earlierId } = (await start(earlier.token)).json();
    await save(earlier.token, earlierId, 1, { answer: '2', markedForReview: false, seq: 1 });
    expect((await submit(earlier.token, earlierId)).json().score).toBe(-1);
    // Three candidates with 20, 12 and 12 questions right (ties share a rank).
    for (const [name, correct] of [
      ['Rahul Sharma', 20],
      ['Meena Iyer', 12],
      ['Kiran Das', 12],
    ] as const) {
      const { token } = await studentWhoBought(ctx.app, admin, bookId, name);
      const { attemptId } = (await start(token)).json();
      for (let n = 1; n <= 24; n += 1)
        await save(token, attemptId, n, {
          answer: n <= correct ? right(n) : wrong(n),
          markedForReview: false,
          seq: n,
        });
      takers.push({ name, token, attemptId, correct });
    }
    for (const t of takers) expect((await submit(t.token, t.attemptId)).statusCode).toBe(200);
  });

  it('scores +4/−1 and ranks by score among first attempts, NTA percentile', async () => {
    const results = await Promise.all(
      takers.map(async (t) => (await inject(t.token, 'GET', `/api/attempts/${t.attemptId}`)).json().result),
    );
    // 20 right, 4 wrong = 76; 12 right, 12 wrong = 36. The earlier candidate scored −1.
    expect(results.map((r) => [r.score, r.rank, r.candidates])).toEqual([
      [76, 1, 4],
      [36, 2, 4],
      [36, 2, 4],
    ]);
    expect(results.map((r) => r.percentile)).toEqual([100, 75, 75]);
    expect(
      results[0].sections.find((s: { name: string }) => s.name === 'Mathematics Section B'),
    ).toMatchObject({ correct: 0, wrong: 2, score: -2, maxScore: 8 });
  });

  it('a second attempt is practice: not ranked, and does not move the ranks', async () => {
    const t = takers[2];
    const second = await start(t.token);
    expect(second.statusCode).toBe(201);
    expect(second.json().ranked).toBe(false);
    const id = second.json().attemptId;
    for (let n = 1; n <= 24; n += 1)
      await save(t.token, id, n, { answer: right(n), markedForReview: false, seq: n });
    const result = (await submit(t.token, id)).json();
    expect(result).toMatchObject({ score: 96, ranked: false, rank: null, percentile: null });
    const mine = (await inject(t.token, 'GET', '/api/user/attempts')).json();
    expect(
      mine.map((m: { ranked: boolean; score: number; rank: number | null }) => [m.ranked, m.score, m.rank]),
    ).toEqual([
      [false, 96, null],
      [true, 36, 2],
    ]);
  });

  it('the review shows answers, keys, marks and the masked top ten', async () => {
    const t = takers[0];
    const review = (await inject(t.token, 'GET', `/api/attempts/${t.attemptId}/review`)).json();
    expect(review.questions[0]).toMatchObject({
      number: 1,
      answer: right(1),
      key: right(1),
      marks: 4,
      outcome: 'correct',
    });
    expect(review.questions[23]).toMatchObject({ number: 24, key: '59', marks: -1, outcome: 'wrong' });
    expect(review.leaderboard.slice(0, 3)).toEqual([
      { rank: 1, name: 'Ra*** S.', score: 76 },
      { rank: 2, name: 'Me*** I.', score: 36 },
      { rank: 2, name: 'Ki*** D.', score: 36 },
    ]);
    const open = await studentWhoBought(ctx.app, admin, bookId);
    const openId = (await start(open.token)).json().attemptId;
    expect((await inject(open.token, 'GET', `/api/attempts/${openId}/review`)).statusCode).toBe(409);
  });

  it('the demo test has a worked solution for every question, cut from its solutions PDF after the submit', async () => {
    const t = takers[0];
    const review = (await inject(t.token, 'GET', `/api/attempts/${t.attemptId}/review`)).json();
    expect(review.questions.map((q: { hasSolution: boolean }) => q.hasSolution)).toEqual(
      Array(24).fill(true),
    );
    const image = await inject(t.token, 'GET', `/api/attempts/${t.attemptId}/questions/16/solution?w=480`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    // One solution's few lines, not a whole page: a strip 480 px wide.
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.width).toBe(480);
    expect(meta.height).toBeGreaterThan(20);
    expect(meta.height).toBeLessThan(160);
  });

  it('a key correction re-scores and re-ranks every attempt, is audited and shown with the result', async () => {
    // Question 21 had key 4; all three answered it wrong, with 1. The key is corrected to 1.
    const csv = 'question,answer\n21,1\n';
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/tests/${testId}/key`,
      headers: { ...auth(admin), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().questions[20]).toMatchObject({ number: 21, answer: '1' });
    const results = await Promise.all(
      takers.map(async (t) => (await inject(t.token, 'GET', `/api/attempts/${t.attemptId}`)).json().result),
    );
    // Each goes from −1 to +4 on question 21: 76 → 81 and 36 → 41.
    expect(results.map((r) => r.score)).toEqual([81, 41, 41]);
    expect(results[0].keyRevisedAt).not.toBeNull();
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'test.key'), eq(auditLog.entityId, testId)));
    expect(audit).toHaveLength(1);
    expect((audit[0].after as { rescored: number }).rescored).toBeGreaterThanOrEqual(5);
  });

  it('dropping a question gives its marks to everyone, or only to those who attempted it', async () => {
    const drop = (mode: 'all' | 'attempted' | null) =>
      inject(admin, 'POST', `/api/admin/tests/${testId}/questions/2/drop`, { mode });
    const before = (await inject(takers[0].token, 'GET', `/api/attempts/${takers[0].attemptId}`)).json()
      .result.score;
    expect((await drop('all')).statusCode).toBe(200);
    const afterAll = (await inject(takers[0].token, 'GET', `/api/attempts/${takers[0].attemptId}`)).json()
      .result.score;
    // Rahul answered 2 right (+4 before): no change for him; the first candidate, who left it, gains 4.
    expect(afterAll).toBe(before);
    const [first] = await ctx.database.db
      .select()
      .from(testAttempts)
      .where(and(eq(testAttempts.testId, testId), eq(testAttempts.score, 3)));
    expect(first).toBeDefined();
    expect((await drop('attempted')).statusCode).toBe(200);
    const [back] = await ctx.database.db.select().from(testAttempts).where(eq(testAttempts.id, first.id));
    expect(back.score).toBe(-1);
    expect((await drop(null)).statusCode).toBe(200);
  });

  it('per-question statistics show the wrong answer chosen most', async () => {
    const stats = (await inject(admin, 'GET', `/api/admin/tests/${testId}/stats`)).json();
    expect(stats.attempts).toBeGreaterThanOrEqual(5);
    const q24 = stats.questions[23];
    expect(q24).toMatchObject({ number: 24, answer: '59', topWrong: { answer: '60', count: 3 } });
    const csv = await inject(admin, 'GET', `/api/admin/tests/${testId}/attempts.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFstudent,email,status,ranked,score,max score,rank,started,submitted,submitted by,tab switches,full-screen exits,leak code',
    );
    expect(csv.body).toContain('Rahul Sharma');
  });
});
