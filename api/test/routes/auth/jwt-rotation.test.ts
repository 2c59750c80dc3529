import type { FastifyInstance } from 'fastify';
import { createSigner } from 'fast-jwt';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { checkReadingToken, signReadingToken } from '../../../src/modules/reading/reading';
import { auth, createTestApp, signUp, TEST_PASSWORD, type TestContext } from '../../helpers/test-app';
import { withDeviceProofs } from '../../helpers/device-proofs';

/**
 * Rotating JWT_SECRET without signing everyone out (docs/operations.md): a replica
 * started with the new JWT_SECRET and the old one as JWT_SECRET_PREVIOUS accepts tokens either signed, and
 * signs new ones with the new key only; once JWT_SECRET_PREVIOUS is dropped, old tokens are refused.
 */
const OLD = 'old-secret-'.padEnd(48, 'o');
const NEW = 'new-secret-'.padEnd(48, 'n');
let ctx: TestContext;
let rotating: FastifyInstance;
let rotated: FastifyInstance;
let student: { token: string; user: { id: string; email: string } };

beforeAll(async () => {
  ctx = await createTestApp({ books: false, config: { jwtSecret: OLD } });
  student = await signUp(ctx.app);
  rotating = withDeviceProofs(
    await buildApp({
      config: { ...ctx.config, jwtSecret: NEW, jwtPreviousSecret: OLD },
      database: ctx.database,
    }),
  );
  rotated = withDeviceProofs(
    await buildApp({ config: { ...ctx.config, jwtSecret: NEW }, database: ctx.database }),
  );
});
afterAll(async () => {
  await rotating.close();
  await rotated.close();
  await ctx.close();
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/auth/me', headers: auth(token) }).then((r) => r.statusCode);

describe('JWT_SECRET rotation', () => {
  it('accepts a token signed with the previous secret while it is listed, and refuses it after', async () => {
    expect(await me(ctx.app, student.token)).toBe(200);
    expect(await me(rotating, student.token)).toBe(200);
    expect(await me(rotated, student.token)).toBe(401);
  });

  it('signs new tokens with the new secret only', async () => {
    const res = await rotating.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ token: string }>().token;
    expect(await me(rotated, fresh)).toBe(200);
    expect(await me(ctx.app, fresh)).toBe(401);
  });

  it('still refuses an expired token signed with the previous secret, and a forged one', async () => {
    const expired = createSigner({ key: OLD, algorithm: 'HS256', expiresIn: 1 })({
      sub: student.user.id,
      ver: 0,
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(await me(rotating, expired)).toBe(401);
    const forged = createSigner({ key: 'x'.repeat(48), algorithm: 'HS256', expiresIn: 60_000 })({
      sub: student.user.id,
      ver: 0,
    });
    expect(await me(rotating, forged)).toBe(401);
  });

  it('a reading session signed before the rotation keeps working until it expires', () => {
    const { token } = signReadingToken(ctx.app, student.user.id, '00000000-0000-4000-8000-000000000000', 60);
    expect(checkReadingToken(rotating, token).kind).toBe('ok');
    expect(checkReadingToken(rotated, token).kind).toBe('invalid');
  });

  it('refuses a JWT_SECRET_PREVIOUS under 32 bytes, naming it', () => {
    expect(() => loadConfig({ JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: 'short' })).toThrow(
      /JWT_SECRET_PREVIOUS is 5 bytes/,
    );
  });
});
