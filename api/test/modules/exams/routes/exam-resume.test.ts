import { WATERMARK_CODE_HEADER } from '@exam/shared-contracts/reading';
import { RESUME_COOKIE } from '../../../../src/modules/exams/attempts/exam-resume';
import { demoTestApp, studentWhoBought } from '../../../helpers/online-tests';
import {
  auth,
  signIn,
  TABLET_DEVICE as TABLET,
  TEST_DEVICE,
  type TestContext,
} from '../../../helpers/test-app';

/**
 * Coming back to an open attempt before the screen's code runs (docs/domains/exams.md "Online tests"):
 * reading the attempt gives the browser a resume cookie, scoped to the exam screen's path and to the
 * attempt's question images, with which an `<img>` (no Authorization header) gets the question's marked
 * image. Only for that attempt, its candidate while signed in and active, and the device the attempt is taken
 * on.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
}, 60_000);
afterAll(() => ctx.close());

/** A student's open attempt, read once from this device: its id and the resume cookies the read set. */
async function readAttempt(name: string) {
  const { token } = await studentWhoBought(ctx.app, admin, bookId, name);
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/tests/${testId}/attempts`,
    headers: auth(token),
    payload: {},
  });
  const attemptId = started.json().attemptId as string;
  const read = await ctx.app.inject({
    method: 'GET',
    url: `/api/attempts/${attemptId}`,
    headers: auth(token),
  });
  expect(read.statusCode).toBe(200);
  const cookies = read.cookies.filter((c) => c.name === RESUME_COOKIE);
  return { token, attemptId, cookies, value: cookies[0]?.value ?? '' };
}

/** The question image as an `<img>` asks for it: cookies only, no token. */
const imageByCookie = (attemptId: string, resume: string, device = TEST_DEVICE, n = 1) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/attempts/${attemptId}/questions/${n}/image?w=480`,
    headers: { cookie: `exam_device=${device}; ${RESUME_COOKIE}=${resume}` },
  });

it('reading an open attempt sets its resume cookie on the screen’s path and its images’ path, httpOnly and strict', async () => {
  const { attemptId, cookies } = await readAttempt('Resume Cookie');
  expect(cookies.map((c) => c.path).sort()).toEqual(
    [`/api/attempts/${attemptId}/questions/`, `/test/${testId}/attempt/${attemptId}`].sort(),
  );
  for (const cookie of cookies) {
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // Until the deadline (the demo test lasts an hour), not longer.
    expect(cookie.maxAge).toBeGreaterThan(3500);
    expect(cookie.maxAge).toBeLessThanOrEqual(3600);
  }
});

it('the cookie alone gets the attempt’s question images, marked, kept a minute by that browser alone', async () => {
  const { attemptId, value } = await readAttempt('Resume Image');
  const res = await imageByCookie(attemptId, value, TEST_DEVICE, 3);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe('private, max-age=60');
  expect(res.headers[WATERMARK_CODE_HEADER.toLowerCase()]).toMatch(/\S/);
  // With the token (the screen's own requests), never kept.
  const { token } = await studentWhoBought(ctx.app, admin, bookId, 'Resume Token');
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/tests/${testId}/attempts`,
    headers: auth(token),
    payload: {},
  });
  const byToken = await ctx.app.inject({
    method: 'GET',
    url: `/api/attempts/${started.json().attemptId}/questions/3/image?w=480`,
    headers: auth(token),
  });
  expect([byToken.statusCode, byToken.headers['cache-control']]).toEqual([200, 'private, no-store']);
});

it('no cookie, a forged one, or another attempt’s gets 401; a submitted attempt’s cookie is not renewed', async () => {
  const mine = await readAttempt('Resume Owner');
  const other = await readAttempt('Resume Other');
  const bare = await ctx.app.inject({
    method: 'GET',
    url: `/api/attempts/${mine.attemptId}/questions/1/image?w=480`,
    headers: { cookie: `exam_device=${TEST_DEVICE}` },
  });
  expect(bare.statusCode).toBe(401);
  expect(bare.json()).toMatchObject({ error: expect.any(String), code: 'sign_in_required' });
  expect((await imageByCookie(mine.attemptId, other.value)).statusCode).toBe(401);
  const [head, , signature] = mine.value.split('.');
  const forged = `${head}.${Buffer.from(JSON.stringify({ sub: 'x', att: mine.attemptId, ver: 0 })).toString('base64url')}.${signature}`;
  expect((await imageByCookie(mine.attemptId, forged)).statusCode).toBe(401);

  await ctx.app.inject({
    method: 'POST',
    url: `/api/attempts/${mine.attemptId}/submit`,
    headers: auth(mine.token),
  });
  const after = await ctx.app.inject({
    method: 'GET',
    url: `/api/attempts/${mine.attemptId}`,
    headers: auth(mine.token),
  });
  expect(after.json().status).toBe('submitted');
  expect(after.cookies.filter((c) => c.name === RESUME_COOKIE)).toEqual([]);
});

it('signing out ends the cookie, and another device gets 409 once the attempt has moved', async () => {
  const moved = await readAttempt('Resume Mover');
  const email = (
    await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(moved.token) })
  ).json().user.email as string;
  // From another device, with the cookie copied there: the attempt is taken here, not there.
  expect((await imageByCookie(moved.attemptId, moved.value, TABLET)).statusCode).toBe(409);
  const tablet = (await signIn(ctx.app, email, undefined, TABLET)).json().token as string;
  await ctx.app.inject({
    method: 'POST',
    url: `/api/tests/${testId}/attempts`,
    headers: auth(tablet, TABLET),
    payload: {},
  });
  expect((await imageByCookie(moved.attemptId, moved.value)).statusCode).toBe(409);

  const leaving = await readAttempt('Resume Leaver');
  expect((await imageByCookie(leaving.attemptId, leaving.value)).statusCode).toBe(200);
  await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(leaving.token) });
  expect((await imageByCookie(leaving.attemptId, leaving.value)).statusCode).toBe(401);
});
