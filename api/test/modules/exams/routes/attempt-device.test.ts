import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/exams';
import { demoTestApp, studentWhoBought } from '../../../helpers/online-tests';
import {
  auth,
  signIn,
  TABLET_DEVICE as TABLET,
  TEST_DEVICE,
  type TestContext,
} from '../../../helpers/test-app';

/**
 * An online test follows the reader's rule (docs/domains/reading.md "Per-user budgets"): one device at a
 * time. Opening the attempt on a second device moves it there; the first device's next save, move or question
 * is refused with a message, and opening it there again takes it back. Answers saved on either device are
 * kept.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
}, 60_000);
afterAll(() => ctx.close());

const call = (token: string, device: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token, device), ...(payload ? { payload } : {}) });

it('a second device taking over an attempt ends the first device’s turn with the message; it can take it back', async () => {
  const { token } = await studentWhoBought(ctx.app, admin, bookId, 'Two Screens');
  const email = (await call(token, TEST_DEVICE, 'GET', '/api/auth/me')).json().user.email as string;
  const tablet = (await signIn(ctx.app, email, undefined, TABLET)).json().token as string;

  const started = await call(token, TEST_DEVICE, 'POST', `/api/tests/${testId}/attempts`, {});
  expect(started.statusCode).toBe(201);
  const attemptId = started.json().attemptId as string;
  const save = (t: string, device: string, seq: number) =>
    call(t, device, 'PUT', `/api/attempts/${attemptId}/answers/1`, {
      answer: '1',
      markedForReview: false,
      seq,
    });
  expect((await save(token, TEST_DEVICE, 1)).statusCode).toBe(200);

  // The tablet opens the same attempt: it resumes there, and the laptop is told.
  const resumed = await call(tablet, TABLET, 'POST', `/api/tests/${testId}/attempts`, {});
  expect([resumed.statusCode, resumed.json().attemptId]).toEqual([200, attemptId]);
  expect((await save(tablet, TABLET, 2)).statusCode).toBe(200);
  for (const res of [
    await save(token, TEST_DEVICE, 3),
    await call(token, TEST_DEVICE, 'GET', `/api/attempts/${attemptId}`),
    await call(token, TEST_DEVICE, 'GET', `/api/attempts/${attemptId}/questions/1/image?w=480`),
    await call(token, TEST_DEVICE, 'POST', `/api/attempts/${attemptId}/submit`),
  ]) {
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: ATTEMPT_DEVICE_MESSAGES.openedElsewhere });
  }

  // Taking it back from the laptop: the tablet is the one refused now; nothing saved was lost.
  expect((await call(token, TEST_DEVICE, 'POST', `/api/tests/${testId}/attempts`, {})).statusCode).toBe(200);
  expect((await save(tablet, TABLET, 4)).json()).toMatchObject({
    error: ATTEMPT_DEVICE_MESSAGES.openedElsewhere,
  });
  const state = (await call(token, TEST_DEVICE, 'GET', `/api/attempts/${attemptId}`)).json();
  expect(state.answers.find((a: { number: number }) => a.number === 1)).toMatchObject({
    answer: '1',
    seq: 2,
  });
  expect((await call(token, TEST_DEVICE, 'POST', `/api/attempts/${attemptId}/submit`)).statusCode).toBe(200);

  // Submitted, the attempt is taken on no device: the tablet reads the result, and a late save of its
  // is refused as closed (its screen goes to the result), not as taken elsewhere.
  const result = await call(tablet, TABLET, 'GET', `/api/attempts/${attemptId}`);
  expect([result.statusCode, result.json().status]).toEqual([200, 'submitted']);
  const late = await save(tablet, TABLET, 5);
  expect(late.statusCode).toBe(409);
  expect(late.json().error).not.toBe(ATTEMPT_DEVICE_MESSAGES.openedElsewhere);
});

it('a sign-in token copied to a browser that is not one of the student’s devices cannot open the test', async () => {
  const { token } = await studentWhoBought(ctx.app, admin, bookId);
  const res = await call(
    token,
    'stranger-device-secret-'.padEnd(43, 's'),
    'POST',
    `/api/tests/${testId}/attempts`,
    {},
  );
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ error: ATTEMPT_DEVICE_MESSAGES.signInHere });
});
