import { createSigner } from 'fast-jwt';
import { hashPassword } from '../src/modules/accounts/passwords';
import { adminToken, auth, createTestApp, signUp, TEST_PASSWORD, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ books: false });
});
afterAll(() => ctx.close());

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('the client cannot grant itself rights', () => {
  it('role / isAdmin in the register or login body are ignored', async () => {
    const email = 'sneaky@example.com';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Sneaky',
        email,
        password: TEST_PASSWORD,
        role: 'admin',
        isAdmin: true,
        isActive: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'user', isAdmin: false });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD, role: 'admin', isAdmin: true },
    });
    expect(login.json().user).toMatchObject({ role: 'user', isAdmin: false });
    const admin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: auth(login.json().token),
    });
    expect(admin.statusCode).toBe(403);
  });

  it('an isAdmin flag in headers, cookies or the query grants nothing', async () => {
    const { token } = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users?isAdmin=true&role=admin',
      headers: {
        ...auth(token),
        'x-is-admin': 'true',
        'x-role': 'admin',
        cookie: 'isAdmin=true; role=admin',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/users',
          headers: { 'x-is-admin': 'true', cookie: 'isAdmin=true' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a student cannot change their own role or status', async () => {
    const { token, user } = await signUp(ctx.app);
    const role = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/role`,
      headers: auth(token),
      payload: { role: 'admin' },
    });
    expect(role.statusCode).toBe(403);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(token) });
    expect(me.json().user.role).toBe('user');
  });

  it('claims added to a token cannot make it an admin token (the role is read from the DB)', async () => {
    const { user } = await signUp(ctx.app);
    const forged = createSigner({ key: ctx.config.jwtSecret, algorithm: 'HS256', expiresIn: 60_000 })({
      sub: user.id,
      ver: 0,
      role: 'admin',
      isAdmin: true,
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(forged) })).statusCode,
    ).toBe(403);
  });

  it('a student token cannot use admin sign-in, and an admin token cannot file purchases', async () => {
    const student = await signUp(ctx.app);
    const adminLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: student.user.email, password: TEST_PASSWORD },
    });
    expect(adminLogin.statusCode).toBe(401);
    const admin = await adminToken(ctx.app);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/purchased-books',
      headers: auth(admin),
    });
    // Nothing bought: only the free books every student has.
    expect(me.json().filter((b: { paymentStatus: string }) => b.paymentStatus !== 'free')).toEqual([]);
  });
});

describe('tokens', () => {
  it("refuses alg 'none', tokens without exp and tokens without sub", async () => {
    const { user } = await signUp(ctx.app);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    const noExp = createSigner({ key: ctx.config.jwtSecret, algorithm: 'HS256', noTimestamp: true })({
      sub: user.id,
    });
    const noSub = createSigner({ key: ctx.config.jwtSecret, algorithm: 'HS256', expiresIn: 60_000 })({
      id: user.id,
    });
    for (const token of [none, noExp, noSub]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(token) });
      expect(res.statusCode).toBe(401);
    }
  });

  it('issues HS256 tokens that expire (JWT_EXPIRES_IN, default 7 days)', async () => {
    const { token } = await signUp(ctx.app);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(7 * 86400);
  });

  it('hashes passwords with Argon2id at the OWASP parameters (19 MiB, t=2, p=1)', async () => {
    expect(await hashPassword('password123')).toMatch(/^\$argon2id\$v=19\$m=19456,(t=2,p=1|p=1,t=2)\$/);
  });
});
