import { createSigner } from 'fast-jwt';
import { buildApp } from '../../../src/app';
import type { Database } from '../../../src/db/client';
import {
  ADMIN,
  adminToken,
  auth,
  createTestApp,
  signUp,
  TEST_PASSWORD,
  type TestContext,
} from '../../helpers/test-app';
import { expectRefusal } from '../../helpers/refusal';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ books: false });
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers 503 { error } when the database is down', async () => {
    // The route's answer for each state; the states themselves are measured for real in faults.test.ts
    // (unreachable server: down) and faults-busy.pg.test.ts (a locked table: slow).
    const down: Database = { ...ctx.database, health: async () => 'down' };
    const app = await buildApp({ config: ctx.config, database: down });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'Database unavailable' });
  });
});

describe('register / login / me', () => {
  it('registers, lowercases the e-mail and refuses duplicates whatever their case', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Asha', email: 'Asha@Example.com', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      name: 'Asha',
      email: 'asha@example.com',
      role: 'user',
      isAdmin: false,
      isActive: true,
    });
    expect(body.user._id).toBe(body.user.id);
    expect(body.user).not.toHaveProperty('passwordHash');

    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Asha 2', email: 'ASHA@example.com', password: TEST_PASSWORD },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'An account with this e-mail already exists' });
  });

  it('rejects short passwords and bad e-mails with a readable 400', async () => {
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'A', email: 'a@b.co', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: 'Password must be at least 8 characters',
      code: 'password_too_short',
      params: { min: 8 },
    });
    const email = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'A', email: 'nope', password: TEST_PASSWORD },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ error: 'Please enter a valid e-mail address', code: 'email_invalid' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'x@y.co', password: TEST_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/name/);
  });

  it('logs in; wrong password and unknown e-mail get the same 401', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ASHA@example.com', password: TEST_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('asha@example.com');

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asha@example.com', password: 'wrongpass' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@example.com', password: 'wrongpass' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid e-mail or password', code: 'invalid_credentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('GET /auth/me returns the user for a valid token and 401 otherwise', async () => {
    const { token, user } = await signUp(ctx.app, 'Ravi');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: user.id, name: 'Ravi' });

    const none = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: 'Authentication required' });

    const garbage = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth('not.a.jwt') });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toMatchObject({ error: 'Session expired. Please sign in again.' });
  });

  it('refuses tokens signed with another key, another algorithm, or for a missing user', async () => {
    const { user } = await signUp(ctx.app);
    const otherKey = createSigner({ key: 'another-secret-of-enough-length-000000', algorithm: 'HS256' })({
      sub: user.id,
      ver: 0,
    });
    const hs512 = createSigner({ key: ctx.config.jwtSecret, algorithm: 'HS512' })({ sub: user.id, ver: 0 });
    const ghost = ctx.app.jwt.sign({ sub: '00000000-0000-4000-8000-000000000000', ver: 0 });
    const expired = createSigner({
      key: ctx.config.jwtSecret,
      algorithm: 'HS256',
      expiresIn: 1,
      clockTimestamp: Date.now() - 60_000,
    })({ sub: user.id, ver: 0 });
    for (const token of [otherKey, hs512, ghost, expired]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(token) });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('POST /api/admin/login', () => {
  it('signs in the admin by username; the role comes from the DB', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Admin', role: 'admin', isAdmin: true });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(res.json().token) });
    expect(me.json().user.isAdmin).toBe(true);
  });

  it('refuses wrong passwords, unknown names and non-admins with one message', async () => {
    for (const payload of [
      { username: ADMIN.username, password: 'wrong-password' },
      { username: 'nobody', password: ADMIN.password },
      { username: 'asha@example.com', password: TEST_PASSWORD },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'Invalid username or password' });
    }
  });

  it('a token in the body cannot claim admin: role is read from the DB', async () => {
    const { token } = await signUp(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/books', headers: auth(token) });
    expect(res.statusCode).toBe(403);
    expect(await adminToken(ctx.app)).toEqual(expect.any(String));
  });
});

describe('errors', () => {
  it('unknown /api routes answer 404 { error: "Not found" }', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not found' });
  });

  it('malformed JSON is a 400 with { error }, never a stack', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['error']);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('GET / PUT /api/auth/preferences (the account language)', () => {
  it('is English for a new account, keeps हिंदी once chosen, and refuses another language with 400', async () => {
    const { token } = await signUp(ctx.app);
    const get = () => ctx.app.inject({ method: 'GET', url: '/api/auth/preferences', headers: auth(token) });
    expect((await get()).json()).toEqual({ lang: 'en' });
    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/auth/preferences', headers: auth(token), payload });
    expect((await put({ lang: 'hi' })).json()).toEqual({ lang: 'hi' });
    expect((await get()).json()).toEqual({ lang: 'hi' });
    const refused = await put({ lang: 'fr' });
    expect(refused.statusCode).toBe(400);
    expectRefusal(refused.json());
    expect((await get()).json()).toEqual({ lang: 'hi' });
  });
});
