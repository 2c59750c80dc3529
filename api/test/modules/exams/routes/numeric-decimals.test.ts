import type { AdminQuestion } from '@exam/shared-contracts/exams';
import { auth, type TestContext } from '../../../helpers/test-app';
import { attemptCalls, demoTestApp, studentWhoBought } from '../../../helpers/online-tests';

/**
 * A decimal question's decimal places (docs/domains/exams.md "Online tests"): the admin sets them on a
 * numerical question, the key is checked against them, the candidate's view carries them, and a save with
 * more digits after the point is refused with 400; a question without them takes up to 6, as before.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
}, 60_000);
afterAll(() => ctx.close());

const adminCall = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(admin), ...(payload ? { payload } : {}) });

/** The demo test's questions with question `n` changed by `patch`. */
async function questionsWith(n: number, patch: Partial<AdminQuestion>): Promise<AdminQuestion[]> {
  const test = (await adminCall('GET', `/api/admin/tests/${testId}`)).json();
  return test.questions.map((q: AdminQuestion) => (q.number === n ? { ...q, ...patch } : q));
}

describe('decimal places of a numerical question', () => {
  it('the admin sets 2 places on a decimal question; a key with more is refused, one within kept', async () => {
    const tooLong = await adminCall('PUT', `/api/admin/tests/${testId}`, {
      questions: await questionsWith(7, { integerOnly: false, decimals: 2, answer: '3.14159' }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      error: "Question 7 is numerical; '3.14159' has more than 2 digits after the decimal point",
    });
    const saved = await adminCall('PUT', `/api/admin/tests/${testId}`, {
      questions: await questionsWith(7, { integerOnly: false, decimals: 2, answer: '3.14' }),
    });
    expect(saved.statusCode).toBe(200);
    const q7 = saved.json().questions[6];
    expect(q7).toMatchObject({ number: 7, integerOnly: false, decimals: 2, answer: '3.14' });
    // Other questions are stored as before: no field where no places were set.
    expect(saved.json().questions[7]).not.toHaveProperty('decimals');
  });

  it('decimal places are dropped from a whole-number or an option question', async () => {
    const saved = await adminCall('PUT', `/api/admin/tests/${testId}`, {
      questions: await questionsWith(1, { decimals: 3 }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().questions[0]).not.toHaveProperty('decimals');
    const refused = await adminCall('PUT', `/api/admin/tests/${testId}`, {
      questions: await questionsWith(7, { decimals: 7 }),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('the candidate sees the places; 3.141 is refused with 400 and 3.14 is saved', async () => {
    const { start, save } = attemptCalls(ctx.app, testId);
    const student = await studentWhoBought(ctx.app, admin, bookId);
    const started = await start(student.token);
    expect(started.statusCode).toBe(201);
    const { attemptId, questions } = started.json();
    expect(questions[6]).toMatchObject({ number: 7, integerOnly: false, decimals: 2 });
    expect(questions[0].decimals).toBeNull();

    const refused = await save(student.token, attemptId, 7, {
      answer: '3.141',
      markedForReview: false,
      seq: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: "Question 7 is numerical; '3.141' has more than 2 digits after the decimal point",
    });
    const kept = await save(student.token, attemptId, 7, { answer: '3.14', markedForReview: false, seq: 2 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().saved).toMatchObject({ answer: '3.14', seq: 2 });
    // The refused save changed nothing: the state holds 3.14 from the second save only.
    const state = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/attempts/${attemptId}`,
        headers: auth(student.token),
      })
    ).json();
    expect(state.answers.find((a: { number: number }) => a.number === 7)).toMatchObject({
      answer: '3.14',
      seq: 2,
    });
  });
});
