import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, testAttempts, tests } from '../../../../src/db/schema';
import { DEMO_EXAM } from '../../../../src/db/seed-demo-exam';
import { auth, createTestAppWithAdmin, signUp, type TestContext } from '../../../helpers/test-app';
import { MOCK_KEY, studentWhoBought } from '../../../helpers/online-tests';

/**
 * Taking the demo online test through the API (docs/domains/exams.md "Online tests"): access, saves (ordered,
 * idempotent, refused when closed), the server's clock, submission, ranks and percentiles, practice
 * re-attempts, key corrections and the deadline job.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

const GRACE_MS = 300;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({
    demoTest: true,
    config: { exams: { saveGraceMs: GRACE_MS, sweepMs: 0 } },
  }));
  const [row] = await ctx.database.db.select().from(tests);
  testId = row.id;
  bookId = row.bookId;
}, 60_000);
afterAll(() => ctx.close());

const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

const start = (token: string) => inject(token, 'POST', `/api/tests/${testId}/attempts`, {});
const save = (token: string, attemptId: string, n: number, body: object) =>
  inject(token, 'PUT', `/api/attempts/${attemptId}/answers/${n}`, body);
const submit = (token: string, attemptId: string) =>
  inject(token, 'POST', `/api/attempts/${attemptId}/submit`);

/** The canonical key answer of question `n`, and a wrong answer of the same type. */
const right = (n: number) => MOCK_KEY.get(n)!.answer;
const wrong = (n: number) =>
  MOCK_KEY.get(n)!.type === 'numerical' ? String(Number(right(n)) + 1) : String((Number(right(n)) % 4) + 1);

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

describe('an attempt', () => {
  let token: string;
  let attemptId: string;

  beforeAll(async () => {
    ({ token } = await studentWhoBought(ctx.app, admin, bookId, 'Asha Verma'));
  });

  it('starts once: 201 with the questions (never a key), then 200 with the same attempt', async () => {
    const first = await start(token);
    expect(first.statusCode).toBe(201);
    const body = first.json();
    attemptId = body.attemptId;
    expect(body.ranked).toBe(true);
    expect(body.questions).toHaveLength(24);
    expect(body.questions[6]).toEqual({
      number: 7,
      type: 'numerical',
      section: 'Physics Section B',
      optionLabels: 'numbers',
      integerOnly: true,
      // A whole-number question has no decimal places to set.
      decimals: null,
      // The demo mock was drawn by hand: no label printed on a paper.
      label: null,
      languages: ['en'],
      // The image's shape (question-shapes.test.ts), never its regions.
      shapes: [{ lang: 'en', ratio: expect.any(Number), parts: 1 }],
    });
    expect(first.body).not.toMatch(/"answer"|regions|"key"/);
    const deadline = Date.parse(body.deadline) - Date.parse(body.serverNow);
    expect(deadline).toBeGreaterThan(3590_000);
    expect(deadline).toBeLessThanOrEqual(3600_000);
    const again = await start(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().attemptId).toBe(attemptId);
    // The candidate has been at it for a minute: the screen's times below fit in the elapsed time.
    await ctx.database.db
      .update(testAttempts)
      .set({ startedAt: sql`started_at - interval '1 minute'` })
      .where(eq(testAttempts.id, attemptId));
  });

  it('saves are acknowledged, ordered by seq and idempotent', async () => {
    const one = await save(token, attemptId, 1, {
      answer: '3',
      markedForReview: false,
      seq: 10,
      timeSpentMs: 5000,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      applied: true,
      saved: { number: 1, answer: '3', markedForReview: false, seq: 10, timeSpentMs: 5000 },
    });
    const retried = await save(token, attemptId, 1, {
      answer: '3',
      markedForReview: false,
      seq: 10,
      timeSpentMs: 5000,
    });
    expect(retried.json()).toMatchObject({ applied: false, saved: { answer: '3', seq: 10 } });
    const later = await save(token, attemptId, 1, {
      answer: 'B',
      markedForReview: true,
      seq: 12,
      timeSpentMs: 7000,
    });
    expect(later.json()).toMatchObject({
      applied: true,
      saved: { answer: '2', markedForReview: true, seq: 12 },
    });
    // An older save delivered late changes nothing.
    const late = await save(token, attemptId, 1, {
      answer: '4',
      markedForReview: false,
      seq: 11,
      timeSpentMs: 6000,
    });
    expect(late.json()).toMatchObject({
      applied: false,
      saved: { answer: '2', markedForReview: true, seq: 12, timeSpentMs: 7000 },
    });
    const numerical = await save(token, attemptId, 7, { answer: '180', markedForReview: false, seq: 13 });
    expect(numerical.json().saved.answer).toBe('180');
    const cleared = await save(token, attemptId, 7, { answer: null, markedForReview: false, seq: 14 });
    expect(cleared.json().saved.answer).toBeNull();
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const notNumber = await save(token, attemptId, 7, { answer: 'C', markedForReview: false, seq: 20 });
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json()).toMatchObject({ error: "Question 7 is numerical; 'C' is not a number" });
    const decimal = await save(token, attemptId, 7, { answer: '4.5', markedForReview: false, seq: 21 });
    expect(decimal.json()).toMatchObject({ error: "Question 7 is numerical; '4.5' is not a whole number" });
    expect(
      (await save(token, attemptId, 1, { answer: '5', markedForReview: false, seq: 22 })).statusCode,
    ).toBe(400);
    expect(
      (await save(token, attemptId, 25, { answer: '1', markedForReview: false, seq: 23 })).statusCode,
    ).toBe(404);
    expect(
      (await save(token, attemptId, 1, { answer: { option: 1 }, markedForReview: false })).statusCode,
    ).toBe(400);
    expect((await save(token, attemptId, 1, { answer: '1', markedForReview: 'yes' })).statusCode).toBe(400);
    const other = await studentWhoBought(ctx.app, admin, bookId);
    const foreign = await save(other.token, attemptId, 1, { answer: '1', markedForReview: false, seq: 99 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'Attempt not found' });
    expect((await inject(other.token, 'GET', `/api/attempts/${attemptId}`)).statusCode).toBe(404);
    const state = (await inject(token, 'GET', `/api/attempts/${attemptId}`)).json();
    expect(state.answers.find((a: { number: number }) => a.number === 1)).toMatchObject({
      answer: '2',
      seq: 12,
    });
    expect(state.answers.find((a: { number: number }) => a.number === 7)).toMatchObject({
      answer: null,
      seq: 14,
    });
  });

  it('resumes at the same question with the server’s remaining time', async () => {
    const moved = await inject(token, 'PUT', `/api/attempts/${attemptId}/current`, {
      number: 5,
      seq: 30,
      times: [{ number: 1, timeSpentMs: 9000 }],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().saved).toMatchObject({ number: 5, visited: true });
    // A stale move (lower seq) does not move the candidate back.
    await inject(token, 'PUT', `/api/attempts/${attemptId}/current`, { number: 2, seq: 25 });
    const state = (await inject(token, 'GET', `/api/attempts/${attemptId}`)).json();
    expect(state).toMatchObject({ status: 'open', currentQuestion: 5, lastSeq: 30, result: null });
    expect(state.remainingMs).toBeGreaterThan(3500_000);
    expect(state.remainingMs).toBeLessThanOrEqual(Date.parse(state.deadline) - Date.parse(state.startedAt));
    expect(state.answers.find((a: { number: number }) => a.number === 1).timeSpentMs).toBe(9000);
    expect(state.answers.map((a: { number: number }) => a.number)).toEqual([1, 2, 5, 7]);
    expect(state.watermarkCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it("the clock: an idle screen's poll gives the status, the deadline the admin moved and the server's time", async () => {
    const before = (await inject(token, 'GET', `/api/attempts/${attemptId}/clock`)).json();
    expect(before).toMatchObject({ attemptId, status: 'open' });
    expect(Math.abs(Date.parse(before.serverNow) - Date.now())).toBeLessThan(5000);
    expect(
      (await inject(admin, 'POST', `/api/admin/attempts/${attemptId}/time`, { seconds: 60 })).statusCode,
    ).toBe(200);
    const after = (await inject(token, 'GET', `/api/attempts/${attemptId}/clock`)).json();
    expect(Date.parse(after.deadline) - Date.parse(before.deadline)).toBe(60_000);
    const other = await studentWhoBought(ctx.app, admin, bookId);
    expect((await inject(other.token, 'GET', `/api/attempts/${attemptId}/clock`)).statusCode).toBe(404);
  });

  it('counts tab switches and full-screen exits for the admin', async () => {
    for (const event of ['tab-switch', 'tab-switch', 'fullscreen-exit'])
      expect(
        (await inject(token, 'POST', `/api/attempts/${attemptId}/integrity`, { event })).statusCode,
      ).toBe(204);
    const rows = (await inject(admin, 'GET', `/api/admin/tests/${testId}/attempts`)).json();
    expect(rows.find((r: { attemptId: string }) => r.attemptId === attemptId)).toMatchObject({
      tabSwitches: 2,
      fullscreenExits: 1,
      status: 'open',
    });
  });

  it('a question image is a marked WebP with the leak code; the solution waits for submission', async () => {
    const image = await inject(token, 'GET', `/api/attempts/${attemptId}/questions/3/image?w=700`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const { watermarkCode } = (await inject(token, 'GET', `/api/attempts/${attemptId}`)).json();
    expect(image.headers['x-watermark-code']).toBe(watermarkCode);
    expect(image.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(image.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    const solution = await inject(token, 'GET', `/api/attempts/${attemptId}/questions/3/solution?w=700`);
    expect(solution.statusCode).toBe(403);
    // The admin's leak trace names this candidate from the code on the image, with the pages served.
    const trace = (await inject(admin, 'GET', `/api/admin/leak-trace/${watermarkCode}`)).json();
    expect(trace.user.name).toBe('Asha Verma');
    expect(trace.pages.map((p: { page: number }) => p.page).sort()).toEqual([2, 3]);
  });

  it('submits once: the result, then every later save is refused', async () => {
    const result = await submit(token, attemptId);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({
      attemptId,
      maxScore: 96,
      ranked: true,
      rank: 1,
      submittedBy: 'student',
    });
    // Q1 answered 2 (key 3): −1; nothing else answered.
    expect(result.json().score).toBe(-1);
    expect(result.json()).toMatchObject({ correct: 0, wrong: 1, unattempted: 23, accuracy: 0 });
    const after = await save(token, attemptId, 2, { answer: '1', markedForReview: false, seq: 100 });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ error: 'This attempt has been submitted' });
    const again = await submit(token, attemptId);
    expect(again.json().score).toBe(-1);
    const state = (await inject(token, 'GET', `/api/attempts/${attemptId}`)).json();
    expect(state.status).toBe('submitted');
    expect(state.result.score).toBe(-1);
  });
});

describe('ranks, percentiles, practice and key corrections', () => {
  const takers: { name: string; token: string; attemptId: string; correct: number }[] = [];

  beforeAll(async () => {
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
