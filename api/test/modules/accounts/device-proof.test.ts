import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/exams';
import { LIMIT_MESSAGES } from '@exam/shared-contracts/reading';
import { eq } from 'drizzle-orm';
import { devices, users } from '../../../src/db/schema';
import { NONCE_WINDOW_MS } from '../../../src/modules/accounts/device-proof';
import { USE_NONCE } from '../../../src/modules/accounts/device-proof-plugin';
import { legacyDeviceHash } from '../../../src/modules/accounts/devices';
import { proofFor, testDeviceHash } from '../../helpers/device-proofs';
import { attemptCalls, demoTestApp, rightAnswer, studentWhoBought } from '../../helpers/online-tests';
import {
  auth,
  deviceCookie,
  guestBooks,
  openReadingSession,
  signIn,
  TEST_DEVICE,
  TEST_PASSWORD,
  type TestContext,
} from '../../helpers/test-app';

/**
 * Devices are keys, not cookies (docs/domains/reading.md "Per-user budgets"; RFC 9449 DPoP): a browser given
 * another's device cookie and tokens, but signing with a key of its own (or with none), reads no page and
 * writes no answer, while the browser that holds the key goes on; proofs carry our nonce, are taken once, and
 * bind the method, the path and the token.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
/** The demo test's series (its paper stays closed to the reader until the test) and a free book. */
let bookId: string;
let freeBook: string;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
  freeBook = (await guestBooks(ctx.app)).find((b) => b.isFree)!._id;
});
afterAll(() => ctx.close());

async function emailOf(userId: string): Promise<string> {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  return user.email ?? '';
}

/** A request with the victim's cookie and `token`, signed by the key of another browser (`thief`). */
async function copied(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  const dpop = await proofFor(ctx.app, 'thief', method, url, token);
  return ctx.app.inject({ method, url, headers: { ...auth(token), dpop }, ...(payload ? { payload } : {}) });
}

describe('a copied cookie and token', () => {
  it('open no book and read no page without the key; the device with the key keeps reading', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    const reading = (await openReadingSession(ctx.app, token, freeBook)).json().token as string;
    expect(
      (await ctx.app.inject({ url: '/api/reading/pages/1?w=480', headers: auth(reading) })).statusCode,
    ).toBe(200);

    const session = await copied('POST', '/api/reading/sessions', token, { bookId: freeBook });
    expect(session.statusCode).toBe(401);
    expect(session.json().error).toBe(LIMIT_MESSAGES.signInHere);
    const page = await copied('GET', '/api/reading/pages/2?w=480', reading);
    expect(page.statusCode).toBe(401);
    expect(page.json().error).toBe(LIMIT_MESSAGES.otherDevice);
    // Without any proof, the same.
    const bare = await ctx.app.inject({
      url: '/api/reading/pages/2?w=480',
      headers: { ...auth(reading), dpop: '' },
    });
    expect(bare.json().error).toBe(LIMIT_MESSAGES.otherDevice);

    expect(
      (await ctx.app.inject({ url: '/api/reading/pages/2?w=480', headers: auth(reading) })).statusCode,
    ).toBe(200);
  });

  it('leave the admin one device, with the places it read from', async () => {
    const { token, userId } = await studentWhoBought(ctx.app, admin, bookId);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/reading/sessions',
      headers: auth(token),
      payload: { bookId: freeBook },
      remoteAddress: '10.1.1.1',
    });
    await openReadingSession(ctx.app, token, freeBook);
    await copied('POST', '/api/reading/sessions', token, { bookId: freeBook });
    const listed = await ctx.app.inject({ url: `/api/admin/users/${userId}/devices`, headers: auth(admin) });
    const [device, ...others] = listed.json().devices;
    expect(others).toHaveLength(0);
    expect(device.places.map((p: { ip: string }) => p.ip)).toEqual(['127.0.0.1', '10.1.1.1']);
  });

  it('start, save and submit nothing in an attempt; the device with the key saves on', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    const calls = attemptCalls(ctx.app, testId);
    const start = await copied('POST', `/api/tests/${testId}/attempts`, token, {});
    expect(start.statusCode).toBe(401);
    expect(start.json().error).toBe(ATTEMPT_DEVICE_MESSAGES.signInHere);

    const attempt = (await calls.start(token)).json();
    const save = await copied('PUT', `/api/attempts/${attempt.attemptId}/answers/1`, token, {
      answer: rightAnswer(1),
      markedForReview: false,
      seq: 1,
    });
    expect(save.statusCode).toBe(409);
    expect(save.json().error).toBe(ATTEMPT_DEVICE_MESSAGES.openedElsewhere);
    const submit = await copied('POST', `/api/attempts/${attempt.attemptId}/submit`, token);
    expect(submit.statusCode).toBe(409);

    expect(
      (
        await calls.save(token, attempt.attemptId, 1, {
          answer: rightAnswer(1),
          markedForReview: false,
          seq: 1,
        })
      ).statusCode,
    ).toBe(200);
    expect((await calls.submit(token, attempt.attemptId)).statusCode).toBe(200);
  });

  it('cannot sign in without a proof: the device would be a cookie alone', async () => {
    const student = await studentWhoBought(ctx.app, admin, bookId);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...deviceCookie(), dpop: '' },
      payload: { email: await emailOf(student.userId), password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(LIMIT_MESSAGES.deviceKeyMissing);
  });
});

describe('proofs', () => {
  const me = async (dpop: string, token: string) =>
    ctx.app.inject({ url: '/api/reading/pages/1?w=480', headers: { ...auth(token), dpop } });

  it('need our current nonce: an old one is answered use_dpop_nonce with a fresh one', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    const reading = (await openReadingSession(ctx.app, token, freeBook)).json().token as string;
    const real = Date.now;
    Date.now = () => real() - 3 * NONCE_WINDOW_MS;
    const stale = await proofFor(ctx.app, TEST_DEVICE, 'GET', '/api/reading/pages/1', reading);
    Date.now = real;
    const res = await me(stale, reading);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(USE_NONCE);
    expect(res.headers['www-authenticate']).toContain(USE_NONCE);
    expect(ctx.app.deviceProofs.nonceValid(res.headers['dpop-nonce'])).toBe(true);
  });

  it('are taken once, for their own method, path and token', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    const reading = (await openReadingSession(ctx.app, token, freeBook)).json().token as string;
    const proof = await proofFor(ctx.app, TEST_DEVICE, 'GET', '/api/reading/pages/1', reading);
    expect((await me(proof, reading)).statusCode).toBe(200);
    expect((await me(proof, reading)).json().error).toBe(LIMIT_MESSAGES.otherDevice);
    const otherPath = await proofFor(ctx.app, TEST_DEVICE, 'GET', '/api/reading/pages/2', reading);
    expect((await me(otherPath, reading)).json().error).toBe(LIMIT_MESSAGES.otherDevice);
    const otherMethod = await proofFor(ctx.app, TEST_DEVICE, 'POST', '/api/reading/pages/1', reading);
    expect((await me(otherMethod, reading)).json().error).toBe(LIMIT_MESSAGES.otherDevice);
    const otherToken = await proofFor(ctx.app, TEST_DEVICE, 'GET', '/api/reading/pages/1', token);
    expect((await me(otherToken, reading)).json().error).toBe(LIMIT_MESSAGES.otherDevice);
  });
});

it('a device signed in before keys is recognised at its next sign-in, not counted again', async () => {
  const student = await studentWhoBought(ctx.app, admin, bookId);
  const db = ctx.database.db;
  await db
    .update(devices)
    .set({ secretHash: legacyDeviceHash(TEST_DEVICE) })
    .where(eq(devices.userId, student.userId));
  expect((await signIn(ctx.app, await emailOf(student.userId))).statusCode).toBe(200);
  const rows = await db.select().from(devices).where(eq(devices.userId, student.userId));
  expect(rows).toHaveLength(1);
  expect(rows[0].secretHash).toBe(await testDeviceHash(TEST_DEVICE));
});
