import { signUp, type TestContext } from '../../../helpers/test-app';
import {
  attemptCalls,
  demoTestApp,
  rightAnswer as right,
  studentWhoBought,
  wrongAnswer as wrong,
} from '../../../helpers/online-tests';

/**
 * The series page's list (`GET /api/tests?bookId=`) says where the caller stands with each test: not
 * started, in progress until the open attempt's deadline, submitted with the latest submitted score.
 */
let ctx: TestContext;
let admin: string;
let bookId: string;
let calls: ReturnType<typeof attemptCalls>;

beforeAll(async () => {
  let testId: string;
  ({ ctx, admin, testId, bookId } = await demoTestApp());
  calls = attemptCalls(ctx.app, testId);
}, 60_000);
afterAll(() => ctx.close());

describe("a test series' list of tests", () => {
  it('the list says where the caller stands: not started, in progress until its deadline, then submitted with the latest score', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId, 'Series Stander');
    const mine = async () => (await calls.inject(token, 'GET', `/api/tests?bookId=${bookId}`)).json()[0].mine;
    expect((await mine()).state).toBe('not_started');
    const first = (await calls.start(token)).json();
    const open = await mine();
    expect(open).toMatchObject({
      state: 'in_progress',
      attemptId: first.attemptId,
      score: null,
      submitted: 0,
    });
    expect(Date.parse(open.deadline)).toBeGreaterThan(Date.now() + 59 * 60_000);
    const saved = await calls.save(token, first.attemptId, 1, {
      answer: right(1),
      markedForReview: false,
      seq: 1,
    });
    expect([saved.statusCode, saved.json().applied]).toEqual([200, true]);
    await calls.submit(token, first.attemptId);
    expect(await mine()).toEqual({
      state: 'submitted',
      attemptId: first.attemptId,
      deadline: null,
      score: 4,
      submitted: 1,
    });
    // A practice attempt: in progress while open, then the latest submitted one gives the score.
    const second = (await calls.start(token)).json();
    expect(second.attemptId).not.toBe(first.attemptId);
    expect(await mine()).toMatchObject({ state: 'in_progress', attemptId: second.attemptId, submitted: 1 });
    await calls.save(token, second.attemptId, 1, { answer: wrong(1), markedForReview: false, seq: 1 });
    await calls.submit(token, second.attemptId);
    expect(await mine()).toMatchObject({
      state: 'submitted',
      attemptId: second.attemptId,
      score: -1,
      submitted: 2,
    });
    // Another student's attempts are not theirs.
    const other = (await signUp(ctx.app)).token;
    const theirs = (await calls.inject(other, 'GET', `/api/tests?bookId=${bookId}`)).json()[0].mine;
    expect(theirs.state).toBe('not_started');
  });
});
