import { tests } from '../../../src/db/schema';
import { createTestAppWithAdmin, auth, signUp, type TestContext } from '../../helpers/test-app';
import { MOCK_KEY, studentWhoBought } from '../../helpers/online-tests';

/**
 * The series page's list (`GET /api/tests?bookId=`) says where the caller stands with each test: not
 * started, in progress until the open attempt's deadline, submitted with the latest submitted score.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({
    demoTest: true,
    config: { tests: { saveGraceMs: 2000, sweepMs: 0 } },
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
const right = (n: number) => MOCK_KEY.get(n)!.answer;
const wrong = (n: number) => String((Number(right(n)) % 4) + 1);

describe("a test series' list of tests", () => {
  it('the list says where the caller stands: not started, in progress until its deadline, then submitted with the latest score', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId, 'Series Stander');
    const mine = async () => (await inject(token, 'GET', `/api/tests?bookId=${bookId}`)).json()[0].mine;
    expect((await mine()).state).toBe('not_started');
    const first = (await start(token)).json();
    const open = await mine();
    expect(open).toMatchObject({
      state: 'in_progress',
      attemptId: first.attemptId,
      score: null,
      submitted: 0,
    });
    expect(Date.parse(open.deadline)).toBeGreaterThan(Date.now() + 59 * 60_000);
    const saved = await save(token, first.attemptId, 1, { answer: right(1), markedForReview: false, seq: 1 });
    expect([saved.statusCode, saved.json().applied]).toEqual([200, true]);
    await submit(token, first.attemptId);
    expect(await mine()).toEqual({
      state: 'submitted',
      attemptId: first.attemptId,
      deadline: null,
      score: 4,
      submitted: 1,
    });
    // A practice attempt: in progress while open, then the latest submitted one gives the score.
    const second = (await start(token)).json();
    expect(second.attemptId).not.toBe(first.attemptId);
    expect(await mine()).toMatchObject({ state: 'in_progress', attemptId: second.attemptId, submitted: 1 });
    await save(token, second.attemptId, 1, { answer: wrong(1), markedForReview: false, seq: 1 });
    await submit(token, second.attemptId);
    expect(await mine()).toMatchObject({
      state: 'submitted',
      attemptId: second.attemptId,
      score: -1,
      submitted: 2,
    });
    // Another student's attempts are not theirs.
    const other = (await signUp(ctx.app)).token;
    const theirs = (await inject(other, 'GET', `/api/tests?bookId=${bookId}`)).json()[0].mine;
    expect(theirs.state).toBe('not_started');
  });
});
