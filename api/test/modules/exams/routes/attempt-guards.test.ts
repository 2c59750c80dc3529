import { randomUUID } from 'node:crypto';
import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/exams';
import { demoTestApp, studentWhoBought } from '../../../helpers/online-tests';
import { auth, signIn, TABLET_DEVICE, TEST_DEVICE, type TestContext } from '../../../helpers/test-app';

/**
 * Who may write an attempt (docs/domains/exams.md "Online tests", "Per-user budgets"): a device the admin
 * signed out writes nothing more to its open attempt while the clock runs on, and signing in again there
 * resumes the same attempt; another student's attempt is answered exactly like one that does not exist.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
}, 60_000);
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, device = TEST_DEVICE) =>
  ctx.app.inject({ method, url, headers: auth(token, device), ...(payload ? { payload } : {}) });

const answer = (seq: number) => ({ answer: '1', markedForReview: false, seq });

it('a device the admin signed out cannot save, move or submit its attempt; signing in again resumes it', async () => {
  const { token, userId } = await studentWhoBought(ctx.app, admin, bookId, 'Signed Out');
  const email = (await call(token, 'GET', '/api/auth/me')).json().user.email as string;
  const started = await call(token, 'POST', `/api/tests/${testId}/attempts`, {});
  expect(started.statusCode).toBe(201);
  const attemptId = started.json().attemptId as string;
  const base = `/api/attempts/${attemptId}`;
  expect((await call(token, 'PUT', `${base}/answers/1`, answer(1))).statusCode).toBe(200);

  expect((await call(admin, 'DELETE', `/api/admin/users/${userId}/devices`)).statusCode).toBe(200);
  for (const res of [
    await call(token, 'PUT', `${base}/answers/2`, answer(2)),
    await call(token, 'PUT', `${base}/current`, { number: 3, seq: 3 }),
    await call(token, 'POST', `${base}/integrity`, { event: 'tab-switch' }),
    await call(token, 'POST', `${base}/submit`),
  ]) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: ATTEMPT_DEVICE_MESSAGES.signedOut });
  }
  // The clock runs on: the attempt is open with its deadline unchanged.
  const clock = (await call(token, 'GET', `${base}/clock`)).json();
  expect(clock).toMatchObject({ status: 'open', deadline: started.json().deadline });

  // Signing in again on the same browser is a new device session: the same attempt takes its writes.
  const again = await signIn(ctx.app, email);
  expect(again.statusCode).toBe(200);
  const fresh = again.json().token as string;
  expect((await call(fresh, 'PUT', `${base}/answers/2`, answer(4))).statusCode).toBe(200);
  expect((await call(fresh, 'PUT', `${base}/current`, { number: 3, seq: 5 })).statusCode).toBe(200);
  const state = (await call(fresh, 'GET', base)).json();
  expect(state.answers.filter((a: { answer: string | null }) => a.answer === '1')).toHaveLength(2);
  expect(state.currentQuestion).toBe(3);
  expect((await call(fresh, 'POST', `${base}/submit`)).statusCode).toBe(200);
});

it("another student's attempt answers exactly like one that does not exist, on every attempt route", async () => {
  const owner = await studentWhoBought(ctx.app, admin, bookId, 'Owner');
  const { token: mine } = await studentWhoBought(ctx.app, admin, bookId, 'Prober');
  const proberEmail = (await call(mine, 'GET', '/api/auth/me')).json().user.email as string;
  // The prober works from another browser than the owner's: the device check must not tell them apart.
  const prober = { token: (await signIn(ctx.app, proberEmail, undefined, TABLET_DEVICE)).json().token };
  const probe = (method: Method, url: string, payload?: object) =>
    call(prober.token, method, url, payload, TABLET_DEVICE);
  const theirs = (await call(owner.token, 'POST', `/api/tests/${testId}/attempts`, {})).json().attemptId;
  expect((await probe('POST', `/api/tests/${testId}/attempts`, {})).statusCode).toBe(201);
  const routes: [Method, string, object?][] = [
    ['GET', ''],
    ['GET', '/clock'],
    ['PUT', '/answers/1', answer(9)],
    ['PUT', '/current', { number: 2, seq: 9 }],
    ['POST', '/integrity', { event: 'tab-switch' }],
    ['POST', '/submit'],
    ['GET', '/review'],
    ['GET', '/questions/1/image?w=480'],
    ['GET', '/questions/1/solution?w=480'],
  ];
  for (const [method, tail, payload] of routes) {
    const other = await probe(method, `/api/attempts/${theirs}${tail}`, payload);
    const missing = await probe(method, `/api/attempts/${randomUUID()}${tail}`, payload);
    expect([method, tail, other.statusCode, other.json()]).toEqual([
      method,
      tail,
      missing.statusCode,
      missing.json(),
    ]);
    expect(other.statusCode).toBe(404);
  }
  // And the owner's attempt is untouched by the probes.
  const state = (await call(owner.token, 'GET', `/api/attempts/${theirs}`)).json();
  expect([state.status, state.answers]).toEqual(['open', []]);
});
