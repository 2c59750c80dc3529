import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { signInCodes } from '../../../src/db/schema';
import { loggerOptions } from '../../../src/logger';
import { EXCHANGE_REFUSED, OIDC_COOKIE } from '../../../src/modules/accounts/routes/google';
import { issueSignInCode, newBrowserId } from '../../../src/modules/accounts/sign-in-codes';
import { adminToken, auth, createTestApp, signUp, type TestContext } from '../../helpers/test-app';
import { withDeviceProofs } from '../../helpers/device-proofs';

/**
 * Google sign-in ends with a one-time code, never a session token in a URL. The full
 * redirect flow against a real provider is e2e/oidc.e2e.ts; here the exchange and the logs.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ books: false });
});
afterAll(() => ctx.close());

/** The signed flow cookie a browser holds after the callback (`{ browser }`), as a Cookie header. */
const flowCookie = (app: FastifyInstance, browser: string) =>
  `${OIDC_COOKIE}=${app.signCookie(Buffer.from(JSON.stringify({ browser })).toString('base64url'))}`;

const exchange = (code: string, cookie?: string, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/google/exchange',
    payload: { code },
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/auth/google/exchange', () => {
  it('the browser that started the flow gets { token, user } once; a second try is refused', async () => {
    const { user } = await signUp(ctx.app, 'Google Student');
    const browser = newBrowserId();
    const code = await issueSignInCode(ctx.database.db, user.id, browser);
    const first = await exchange(code, flowCookie(ctx.app, browser));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().user).toMatchObject({ id: user.id, name: 'Google Student' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: auth(first.json().token),
    });
    expect(me.json().user.id).toBe(user.id);
    const second = await exchange(code, flowCookie(ctx.app, browser));
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error: EXCHANGE_REFUSED });
  });

  it('another browser (no cookie, another id, a forged cookie) is refused, and the code still works once where it started', async () => {
    const { user } = await signUp(ctx.app);
    const browser = newBrowserId();
    const code = await issueSignInCode(ctx.database.db, user.id, browser);
    const forged = `${OIDC_COOKIE}=${Buffer.from(JSON.stringify({ browser })).toString('base64url')}`;
    for (const cookie of [undefined, flowCookie(ctx.app, newBrowserId()), forged]) {
      const res = await exchange(code, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: EXCHANGE_REFUSED });
    }
    expect((await exchange(code, flowCookie(ctx.app, browser))).statusCode).toBe(200);
  });

  it('a code older than 60 s, or made up, is refused', async () => {
    const { user } = await signUp(ctx.app);
    const browser = newBrowserId();
    const code = await issueSignInCode(ctx.database.db, user.id, browser);
    const [row] = await ctx.database.db.select().from(signInCodes).where(eq(signInCodes.userId, user.id));
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(55_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    // Only the hash is stored.
    expect(row.codeHash).not.toBe(code);
    await ctx.database.db
      .update(signInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInCodes.userId, user.id));
    expect((await exchange(code, flowCookie(ctx.app, browser))).statusCode).toBe(400);
    expect((await exchange('made-up-code', flowCookie(ctx.app, browser))).statusCode).toBe(400);
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'code is required' });
  });

  it('a deactivated account gets 403', async () => {
    const { user } = await signUp(ctx.app);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/status`,
      headers: auth(await adminToken(ctx.app)),
      payload: { isActive: false },
    });
    const browser = newBrowserId();
    const code = await issueSignInCode(ctx.database.db, user.id, browser);
    const res = await exchange(code, flowCookie(ctx.app, browser));
    expect(res.statusCode).toBe(403);
  });
});

describe('logs', () => {
  it('carry no query values, no authorization header and no token of a sign-in', async () => {
    const lines: string[] = [];
    const app = withDeviceProofs(
      await buildApp({
        config: {
          ...ctx.config,
          appUrl: 'http://app.test',
          oidc: { issuer: 'http://127.0.0.1:9', clientId: 'id', clientSecret: 'secret' },
        },
        database: ctx.database,
        logger: loggerOptions('debug', { write: (line) => void lines.push(line) }),
      }),
    );
    await app.ready();
    try {
      const { token, user } = await signUp(app, 'Logged Student');
      const browser = newBrowserId();
      const code = await issueSignInCode(ctx.database.db, user.id, browser);
      const issued = (await exchange(code, flowCookie(app, browser), app)).json().token as string;
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(issued) });
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...auth(token), cookie: 'a=b' } });
      await app.inject({
        method: 'GET',
        url: '/api/auth/google/callback?code=provider-code-123&state=state-456',
      });
      await app.inject({ method: 'GET', url: `/auth-callback?token=${token}&code=${code}` });
      const log = lines.join('');
      expect(log).toContain('/api/auth/google/callback?code=[redacted]&state=[redacted]');
      expect(log).toContain('/auth-callback?token=[redacted]&code=[redacted]');
      expect(log).toContain('/api/auth/me');
      // One line per request, not Fastify's "incoming request" + "request completed".
      expect(lines.filter((l) => l.includes('"url":"/api/auth/me"'))).toHaveLength(2);
      expect(JSON.parse(lines.find((l) => l.includes('"url":"/api/auth/me"'))!)).toMatchObject({
        method: 'GET',
        statusCode: 200,
        msg: 'request',
      });
      for (const secret of [token, issued, code, 'provider-code-123', 'state-456', 'Bearer', 'a=b'])
        expect(log).not.toContain(secret);
      expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    } finally {
      await app.close();
    }
  });
});
