import { RATE_LIMIT_MESSAGE } from '../../../src/platform/http/rate-limit';
import { ADMIN, auth, createTestApp, signUp, TEST_PASSWORD, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    books: false,
    config: { rateLimit: { enabled: true, auth: 3, register: 2, submit: 2, forgotPerAddress: 3 } },
  });
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

describe('rate limits', () => {
  it('POST /auth/login: the 4th attempt in a minute is 429 with the friendly text', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await post('/api/auth/login', { email: 'nobody@example.com', password: 'wrongpass' })).statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 429]);
    const res = await post('/api/auth/login', { email: 'nobody@example.com', password: 'wrongpass' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: RATE_LIMIT_MESSAGE });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts per route: admin login has its own budget, and per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await post('/api/admin/login', { username: ADMIN.username, password: 'wrong-password' })).statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 429]);
    const otherIp = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: ADMIN,
      remoteAddress: '10.9.8.7',
    });
    expect(otherIp.statusCode).toBe(200);
  });

  it('POST /auth/register and /payment/submit are limited too', async () => {
    const reg = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'R', email: `r${i}@example.com`, password: TEST_PASSWORD },
        remoteAddress: '10.0.0.2',
      });
    expect([(await reg(1)).statusCode, (await reg(2)).statusCode, (await reg(3)).statusCode]).toEqual([
      201, 201, 429,
    ]);
    const { token } = await signUp(ctx.app).catch(() => ({ token: '' }));
    const user = token || (await reg(4)).json().token;
    const sub = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payment/submit',
        headers: auth(user ?? ''),
        payload: { bookId: 'x', utr: '1' },
        remoteAddress: '10.0.0.3',
      });
    expect([(await sub()).statusCode, (await sub()).statusCode, (await sub()).statusCode].pop()).toBe(429);
  });

  it('RATE_LIMIT=off turns every limit off', async () => {
    const off = await createTestApp({ books: false });
    try {
      const codes = await Promise.all(
        Array.from({ length: 15 }, () =>
          off.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'a@b.co', password: 'x' },
          }),
        ),
      );
      expect(codes.every((r) => r.statusCode === 401)).toBe(true);
    } finally {
      await off.close();
    }
  });
});
