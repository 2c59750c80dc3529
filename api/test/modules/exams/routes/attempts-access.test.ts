import { eq, sql } from 'drizzle-orm';
import { testAttempts } from '../../../../src/db/schema';
import { DEMO_EXAM } from '../../../../src/db/seed-demo-exam';
import { signUp } from '../../../helpers/test-app';
import { studentWhoBought } from '../../../helpers/online-tests';
import {
  GRACE_MS,
  admin,
  bookId,
  ctx,
  inject,
  right,
  save,
  setUpAttemptsApp,
  start,
  testId,
} from './attempts-setup';

/**
 * The demo online test through the API (docs/domains/exams.md "Online tests"): seeded in a paid series, who
 * may start it, and the deadline job that closes attempts past their time.
 */
setUpAttemptsApp();

describe('the demo test is seeded published in a paid test series', () => {
  it('a ₹49 test-series book holding a published 24-question JEE Main test', async () => {
    const books = (await ctx.app.inject({ method: 'GET', url: '/api/books?section=test' })).json();
    const book = books.find((b: { _id: string }) => b._id === bookId);
    expect(book).toMatchObject({
      title: DEMO_EXAM.title,
      price: 49,
      section: 'test',
      isFree: false,
      testCount: 1,
    });
    expect(book.image).toMatch(/^\/api\/files\/covers\//);
    const { token } = await signUp(ctx.app);
    const listed = await inject(token, 'GET', `/api/tests?bookId=${bookId}`);
    expect(listed.json()).toEqual([
      {
        id: testId,
        bookId,
        title: 'JEE (Main) Mock Test 01',
        durationSeconds: 3600,
        questionCount: 24,
        maxScore: 96,
        mine: { state: 'not_started', attemptId: null, deadline: null, score: null, submitted: 0 },
      },
    ]);
  });
});

describe('access', () => {
  it('a student who has not bought the series may read the instructions but not start', async () => {
    const { token } = await signUp(ctx.app);
    const info = await inject(token, 'GET', `/api/tests/${testId}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      canTake: false,
      access: 'locked',
      questionCount: 24,
      openAttempt: null,
    });
    expect(
      info
        .json()
        .sections.map((s: { name: string; questionCount: number }) => `${s.name}:${s.questionCount}`),
    ).toEqual([
      'Physics Section A:6',
      'Physics Section B:2',
      'Chemistry Section A:6',
      'Chemistry Section B:2',
      'Mathematics Section A:6',
      'Mathematics Section B:2',
    ]);
    const refused = await start(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'Buy this test series to take its tests' });
  });
  it('no token: 401; an unknown or malformed test: 404', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/tests/${testId}/attempts`, payload: {} }))
        .statusCode,
    ).toBe(401);
    const { token } = await signUp(ctx.app);
    expect(
      (await start(token).then(() => inject(token, 'GET', '/api/tests/00000000-0000-4000-8000-000000000000')))
        .statusCode,
    ).toBe(404);
    expect((await inject(token, 'POST', '/api/tests/not-a-uuid/attempts', {})).statusCode).toBe(404);
  });
});

describe('the deadline', () => {
  it('saves past the deadline are refused; the job closes each attempt once across concurrent sweeps', async () => {
    const takers = await Promise.all([1, 2, 3].map(() => studentWhoBought(ctx.app, admin, bookId)));
    const ids: string[] = [];
    for (const t of takers) {
      const id = (await start(t.token)).json().attemptId;
      await save(t.token, id, 1, { answer: right(1), markedForReview: false, seq: 1 });
      ids.push(id);
      // The admin takes the whole hour away: the attempt is past its deadline; its answer was made an
      // hour ago, in time.
      expect(
        (await inject(admin, 'POST', `/api/admin/attempts/${id}/time`, { seconds: -3600 })).statusCode,
      ).toBe(200);
      await ctx.database.db.execute(
        sql`update attempt_answers set made_at = made_at - interval '1 hour' where attempt_id = ${id}`,
      );
    }
    await new Promise((r) => setTimeout(r, GRACE_MS + 50));
    const late = await save(takers[0].token, ids[0], 2, { answer: '1', markedForReview: false, seq: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'Time is up: the test has ended' });
    const before = ctx.app.exams.closed.deadline;
    const sweeps = await Promise.all([
      ctx.app.exams.closeDue(),
      ctx.app.exams.closeDue(),
      ctx.app.exams.closeDue(),
    ]);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(3);
    expect(ctx.app.exams.closed.deadline - before).toBe(3);
    const rows = await Promise.all(
      ids.map(
        async (id) => (await ctx.database.db.select().from(testAttempts).where(eq(testAttempts.id, id)))[0],
      ),
    );
    expect(rows.map((r) => [r.status, r.submittedBy, r.score])).toEqual([
      ['submitted', 'deadline', 4],
      ['submitted', 'deadline', 4],
      ['submitted', 'deadline', 4],
    ]);
    expect(await ctx.app.exams.closeDue()).toBe(0);
  });
});
