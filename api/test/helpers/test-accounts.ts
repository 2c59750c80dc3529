import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The accounts side of an API test's requests: the seeded admin, the device a test's browser holds, and
 * students signing up and in on it. Re-exported by test-app.ts, which builds the app these run against.
 */

/** The seeded admin's credentials (the test app's config sets them). */
export const ADMIN = { username: 'admin', password: 'admin-test-password-1' };
/** The password {@link signUp} registers with: strong enough for the password rules
 * (docs/domains/accounts.md "Rules and limits"). */
export const TEST_PASSWORD = 'tidal-orchid-ledger-93';

/**
 * The device secret of "this test's browser" (the `exam_device` cookie, 43 base64url characters): every
 * request made with {@link auth} and every sign-in of the helpers carries it, so sign-ins land on one
 * device and reading sessions are bound to it. Tests of other devices send their own.
 */
export const TEST_DEVICE = 'test-device-secret-'.padEnd(43, 'x');

/** A second device of the same candidate (its device cookie's secret): a tablet beside the laptop. */
export const TABLET_DEVICE = 'tablet-device-secret-'.padEnd(43, 't');

/** The Cookie header of a browser holding device secret `secret`. */
export function deviceCookie(secret = TEST_DEVICE): { cookie: string } {
  return { cookie: `exam_device=${secret}` };
}

/** `{ authorization: 'Bearer <token>', cookie: <this test's device> }`. */
export function auth(token: string, device = TEST_DEVICE): { authorization: string; cookie: string } {
  return { authorization: `Bearer ${token}`, ...deviceCookie(device) };
}

let userSeq = 0;

/** Registers a new student (`POST /api/auth/register` on this test's device); returns its token and user. */
export async function signUp(
  app: FastifyInstance,
  name = 'Student',
): Promise<{ token: string; user: { id: string; email: string } }> {
  userSeq += 1;
  const email = `student${userSeq}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: deviceCookie(),
    payload: { name, email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** `POST /api/auth/login` with `email` and `password` (default {@link TEST_PASSWORD}); the raw answer. */
export function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD, device = TEST_DEVICE) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: deviceCookie(device),
    payload: { email, password },
  });
}

/** Signs in as the seeded admin; returns the token. */
export async function adminToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: deviceCookie(),
    payload: ADMIN,
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}
