import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const UNAVAILABLE = { error: 'Service temporarily unavailable', code: 'unavailable' };

describe('database faults', () => {
  it('PostgreSQL unreachable: 503 { error } fast, never a hang or a 500', async () => {
    const dead = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere',
      connectTimeoutMs: 500,
    });
    const app = await buildApp({ config: ctx.config, database: dead });
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/api/books' });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('5');
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect([health.statusCode, health.json()]).toEqual([503, { error: 'Database unavailable' }]);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.co', password: 'password123' },
      });
      expect(login.statusCode).toBe(503);
    } finally {
      await app.close();
      await dead.close();
    }
  });

  it('graceful shutdown: close() lets an in-flight request finish', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database });
    let entered!: () => void;
    const inFlight = new Promise<void>((r) => (entered = r));
    app.get('/slow', async () => {
      entered();
      await new Promise((r) => setTimeout(r, 400));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const pending = fetch(`http://127.0.0.1:${port}/slow`).then(async (r) => [r.status, await r.json()]);
    await inFlight;
    const closed = app.close();
    expect(await pending).toEqual([200, { done: true }]);
    await closed;
  });
});
