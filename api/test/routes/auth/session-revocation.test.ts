import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createSigner } from 'fast-jwt';
import { JWT_SECRET_MIN_BYTES, loadConfig, REPO_ROOT } from '../../../src/config';
import {
  adminToken,
  auth,
  createTestAppWithAdmin,
  guestBooks,
  openReadingSession,
  signIn,
  signUp,
  TEST_PASSWORD,
  type TestContext,
} from '../../helpers/test-app';

/** Tokens are refused the moment they are revoked (api/README.md "Security"). */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
});
afterAll(() => ctx.close());

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(token) });
const login = (email: string, password?: string) => signIn(ctx.app, email, password);
const adminPut = (id: string, what: 'status' | 'role', payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${id}/${what}`,
    headers: auth(admin),
    payload,
  });
const EXPIRED = { error: 'Session expired. Please sign in again.', code: 'session_expired' };

describe('POST /api/auth/logout', () => {
  it('revokes the token: 204, then the same token is 401 on the next request; signing in again works', async () => {
    const { token, user } = await signUp(ctx.app);
    expect((await me(token)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) });
    expect(out.statusCode).toBe(204);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(EXPIRED);
    // A second logout with the revoked token is refused like any other request.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) })).statusCode,
    ).toBe(401);
    const again = await login(user.email);
    expect(again.statusCode).toBe(200);
    expect((await me(again.json().token)).statusCode).toBe(200);
  });

  it('without a token: 401', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Authentication required' });
  });

  it("an admin's logout revokes the admin token", async () => {
    const token = await adminToken(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(token) })).statusCode,
    ).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(token) })).statusCode,
    ).toBe(401);
    admin = await adminToken(ctx.app);
  });

  it("also ends the user's reading sessions (their reading tokens are refused)", async () => {
    const free = (await guestBooks(ctx.app)).find((b) => b.isFree)!;
    const { token } = await signUp(ctx.app);
    const opened = await openReadingSession(ctx.app, token, free._id);
    expect(opened.statusCode).toBe(201);
    const reading = opened.json().token as string;
    const doc = () => ctx.app.inject({ method: 'GET', url: '/api/reading/document', headers: auth(reading) });
    expect((await doc()).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) });
    expect((await doc()).statusCode).toBe(401);
  });
});

describe('deactivation, reactivation and role changes revoke every token of the user', () => {
  it('deactivation refuses the old token; reactivation does not revive it', async () => {
    const { token, user } = await signUp(ctx.app);
    expect((await adminPut(user.id, 'status', { isActive: false })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await adminPut(user.id, 'status', { isActive: true })).statusCode).toBe(200);
    const old = await me(token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(EXPIRED);
    expect((await me((await login(user.email)).json().token)).statusCode).toBe(200);
  });

  it('promotion and demotion each refuse the tokens issued before', async () => {
    const { token, user } = await signUp(ctx.app);
    expect((await adminPut(user.id, 'role', { role: 'admin' })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const asAdmin = (await login(user.email)).json().token as string;
    const users = () => ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(asAdmin) });
    expect((await users()).statusCode).toBe(200);
    expect((await adminPut(user.id, 'role', { role: 'user' })).statusCode).toBe(200);
    // Refused as a session (401), not merely demoted (403): the next request signs in again.
    expect((await users()).statusCode).toBe(401);
  });
});

describe('PUT /api/auth/password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: auth(token),
      payload: { currentPassword, newPassword },
    });

  it('changes the password, answers a new token, and revokes every older one', async () => {
    const { token, user } = await signUp(ctx.app);
    const other = (await login(user.email)).json().token as string; // a second device
    const res = await change(token, TEST_PASSWORD, 'a brand new passphrase 77');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id });
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new passphrase 77')).statusCode).toBe(200);
  });

  it('refuses a wrong current password (400) and changes nothing', async () => {
    const { token, user } = await signUp(ctx.app);
    const res = await change(token, 'not-my-password', 'a brand new passphrase 77');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Current password is incorrect' });
    expect((await me(token)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(200);
  });
});

describe('token format', () => {
  it('a correctly signed token without the version claim (issued before revocation existed) is refused', async () => {
    const { user } = await signUp(ctx.app);
    const legacy = createSigner({ key: ctx.config.jwtSecret, algorithm: 'HS256', expiresIn: 60_000 })({
      sub: user.id,
    });
    expect((await me(legacy)).statusCode).toBe(401);
  });
});

describe('JWT_SECRET', () => {
  it(`under ${JWT_SECRET_MIN_BYTES} bytes is refused with a message naming it; ${JWT_SECRET_MIN_BYTES} bytes is accepted`, () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(31) })).toThrow(
      'JWT_SECRET is 31 bytes long; it must be at least 32 bytes',
    );
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
  });

  it('the server refuses to start with a short JWT_SECRET (exit 1, the reason on stderr)', () => {
    const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
    const run = spawnSync(tsx, ['api/src/server.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, JWT_SECRET: 'short-secret', PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('JWT_SECRET is 12 bytes long; it must be at least 32 bytes');
  });
});
