// A real PostgreSQL server holds the lock; api/jest.config.js runs *.pg.test.ts only when DATABASE_URL is set.
import { Client } from 'pg';
import { createTestApp, type PgTestOptions, type TestContext } from './helpers/test-app';

/**
 * A busy database answers 503 with Retry-After, never 500, and `/api/health` tells "slow"
 * from "down". The table is really locked (`LOCK TABLE books IN ACCESS EXCLUSIVE MODE` in another session).
 */
const opened: TestContext[] = [];
afterAll(() => Promise.all(opened.map((c) => c.close())));

async function app(pg: PgTestOptions): Promise<TestContext> {
  const ctx = await createTestApp({ pg });
  opened.push(ctx);
  return ctx;
}

/** Locks `books` from another connection until the returned function is called. */
async function lockBooks(ctx: TestContext): Promise<() => Promise<void>> {
  const url = new URL(process.env.DATABASE_URL!);
  const name = (
    (await ctx.database.db.execute('select current_database() as name' as never)) as unknown as {
      rows: Array<{ name: string }>;
    }
  ).rows[0].name;
  url.pathname = `/${name}`;
  const locker = new Client({ connectionString: url.toString() });
  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table books in access exclusive mode');
  return async () => {
    await locker.query('rollback');
    await locker.end();
  };
}

const books = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/api/books?section=home' });
const health = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/api/health' });

function expectBusy(res: Awaited<ReturnType<typeof books>>): void {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toMatchObject({ error: 'Service temporarily unavailable' });
}

describe('a locked table on PostgreSQL', () => {
  it.each([
    ['lock timeout (55P03)', { lockTimeoutMs: 500, queryTimeoutMs: 5000 }],
    ['statement timeout (57014)', { lockTimeoutMs: 10_000, queryTimeoutMs: 500 }],
  ])('%s: 503 with Retry-After, not 500; 200 once the lock is gone', async (_name, pg) => {
    const ctx = await app(pg);
    const unlock = await lockBooks(ctx);
    try {
      expectBusy(await books(ctx));
    } finally {
      await unlock();
    }
    expect((await books(ctx)).statusCode).toBe(200);
  });

  it('pool exhausted behind the lock: every request 503 with Retry-After, none 500; /api/health says slow, not down', async () => {
    const ctx = await app({ max: 2, connectTimeoutMs: 700, lockTimeoutMs: 2500, queryTimeoutMs: 5000 });
    expect((await health(ctx)).json()).toEqual({ status: 'ok', db: 'up' });
    const unlock = await lockBooks(ctx);
    try {
      // Different sections: the catalogue cache loads each listing once however many ask at the same time,
      // so eight requests for one section would hold a single connection.
      const urls = ['home', 'class11', 'class12', 'test']
        .map((x) => `/api/books?section=${x}`)
        .concat('/api/books');
      const pending = Promise.all(
        Array.from({ length: 8 }, (_, i) => ctx.app.inject({ method: 'GET', url: urls[i % urls.length] })),
      );
      await new Promise((r) => setTimeout(r, 100));
      const during = await health(ctx);
      expect([during.statusCode, during.json()]).toEqual([200, { status: 'degraded', db: 'slow' }]);
      const answers = await pending;
      for (const res of answers) expectBusy(res);
    } finally {
      await unlock();
    }
    expect((await health(ctx)).json()).toEqual({ status: 'ok', db: 'up' });
    expect((await books(ctx)).statusCode).toBe(200);
  });
});
