import { eq, sql } from 'drizzle-orm';
import { testAttempts } from '../../../../src/db/schema';
import { studentWhoBought } from '../../../helpers/online-tests';
import { admin, bookId, ctx, inject, save, setUpAttemptsApp, start, submit, testId } from './attempts-setup';

/**
 * Taking the demo online test through the API (docs/domains/exams.md "Online tests"): one attempt's start,
 * saves (ordered, idempotent, refused when bad or closed), resume, the server's clock, integrity counts,
 * question images and submission. Access and the deadline job: attempts-access.test.ts; ranks, practice and
 * key corrections: attempts-ranks.test.ts.
 */
setUpAttemptsApp();

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
