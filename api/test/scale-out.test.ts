import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { books } from '../src/db/schema';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { multipart } from './helpers/multipart';
import { startRedis, type TestRedis } from './helpers/redis-server';
import { adminToken, auth, createTestApp, guestBooks, type TestContext } from './helpers/test-app';

// Two API replicas on one database and one real Redis share the rate-limit counters and
// the catalogue cache's invalidations; behind a trusted proxy each forwarded client has its own budget.

let redis: TestRedis;
let ctx: TestContext;
let replicaB: FastifyInstance;
let config: AppConfig;

beforeAll(async () => {
  redis = await startRedis();
  ctx = await createTestApp({
    config: {
      rateLimit: { enabled: true, auth: 10, register: 10, submit: 20, forgotPerAddress: 3 },
      scale: {
        redisUrl: redis.url,
        trustProxy: ['127.0.0.1'],
        replicaId: 'replica-a',
        shutdownGraceMs: 25_000,
        metricsToken: undefined,
      },
    },
  });
  config = ctx.config;
  replicaB = await buildApp({
    config: { ...config, scale: { ...config.scale, replicaId: 'replica-b' } },
    database: ctx.database,
  });
  await replicaB.ready();
}, 60_000);

afterAll(async () => {
  await replicaB?.close();
  await ctx?.close();
  await redis?.close();
});

const wrongLogin = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app
    .inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    })
    .then((res) => res.statusCode);

/** Runs `n` wrong sign-ins in a row on `app`; their status codes. */
async function wrongLogins(
  n: number,
  app: FastifyInstance,
  headers: Record<string, string> = {},
  ip?: string,
) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push(await wrongLogin(app, headers, ip));
  return codes;
}

describe('two replicas, one Redis', () => {
  it('answers with each replica id', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    const b = await replicaB.inject({ method: 'GET', url: '/api/health/live' });
    expect([a.headers['x-replica-id'], b.headers['x-replica-id']]).toEqual(['replica-a', 'replica-b']);
  });

  it('shares the sign-in counter: 6 wrong passwords on each, the 11th is 429', async () => {
    const onA = await wrongLogins(6, ctx.app, {}, '198.51.100.7');
    const onB = await wrongLogins(6, replicaB, {}, '198.51.100.7');
    expect(onA).toEqual([401, 401, 401, 401, 401, 401]);
    expect(onB).toEqual([401, 401, 401, 401, 429, 429]);
    // The counter is in Redis, under the app's namespace.
    const probe = new Redis(redis.url);
    const keys = await probe.keys('exam-store:rl:*');
    probe.disconnect();
    expect(keys.some((k) => k.includes('198.51.100.7'))).toBe(true);
  });

  it('an admin edit on replica A drops replica B’s cached catalogue', async () => {
    const [book] = await guestBooks(replicaB); // B now has the listing cached.
    const loadsBefore = replicaB.catalogue.loads;
    expect((await guestBooks(replicaB)).find((b) => b._id === book._id)?.title).toBe(book.title);
    expect(replicaB.catalogue.loads).toBe(loadsBefore);

    const token = await adminToken(ctx.app);
    const body = multipart(
      {
        title: 'Renamed on replica A',
        description: book.description ?? '',
        category: book.category,
        section: book.section,
        price: String(book.price),
        priceDiscounted: book.priceDiscounted == null ? '' : String(book.priceDiscounted),
        pages: book.pages == null ? '' : String(book.pages),
        isFree: String(book.isFree),
      },
      {},
    );
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/books/${book._id}`,
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
    expect(edit.statusCode).toBe(200);

    // Pub/sub is asynchronous: B hears of the edit within a moment, never serving the old title for long.
    const deadline = Date.now() + 3000;
    let title: string | undefined;
    do {
      title = (await guestBooks(replicaB)).find((b) => b._id === book._id)?.title;
      if (title !== 'Renamed on replica A') await new Promise((r) => setTimeout(r, 20));
    } while (title !== 'Renamed on replica A' && Date.now() < deadline);
    expect(title).toBe('Renamed on replica A');
    expect(replicaB.catalogue.loads).toBeGreaterThan(loadsBefore);
  });

  it('limits two forwarded clients behind the trusted proxy separately; an untrusted peer’s header is ignored', async () => {
    const first = await wrongLogins(11, ctx.app, { 'x-forwarded-for': '203.0.113.5' }, '127.0.0.1');
    expect(first.slice(9)).toEqual([401, 429]);
    const other = await wrongLogins(2, replicaB, { 'x-forwarded-for': '203.0.113.6' }, '127.0.0.1');
    expect(other).toEqual([401, 401]);
    // A client talking to the API directly cannot pick a fresh address per request.
    const spoofed: number[] = [];
    for (let i = 0; i < 11; i++)
      spoofed.push(await wrongLogin(ctx.app, { 'x-forwarded-for': `192.0.2.${i}` }, '10.1.2.3'));
    expect(spoofed.slice(9)).toEqual([401, 429]);
  });
});

describe('render-job lock', () => {
  /** Counts the text-extraction jobs `app`'s preparation pool runs (the real pool still runs them). */
  function countTextJobs(app: FastifyInstance): { n: number } {
    const count = { n: 0 };
    const pool = app.render.preparePool;
    const textChunk = pool.textChunk.bind(pool);
    pool.textChunk = (task) => {
      count.n += 1;
      return textChunk(task);
    };
    return count;
  }

  it('when both replicas are asked to prepare the same book, only one does', async () => {
    const [book] = await ctx.database.db
      .select()
      .from(books)
      .where(eq(books.title, (await guestBooks(ctx.app))[0].title));
    await ctx.database.db
      .update(books)
      .set({ prepareState: 'queued', preparedPages: 0, prepareError: null })
      .where(eq(books.id, book.id));
    const onA = countTextJobs(ctx.app);
    const onB = countTextJobs(replicaB);
    await Promise.all([ctx.app.render.prepare(book.id), replicaB.render.prepare(book.id)]);
    expect([onA.n, onB.n].filter((n) => n > 0)).toHaveLength(1);
    const [after] = await ctx.database.db.select().from(books).where(eq(books.id, book.id));
    expect(after.prepareState).toBe('ready');
    // The lock is released once the book is done: a later request prepares again if asked to.
    const probe = new Redis(redis.url);
    expect(await probe.keys('exam-store:lock:*')).toEqual([]);
    probe.disconnect();
  }, 120_000);
});

describe('Redis down', () => {
  it('starts, serves rate-limited routes (fail open, no 500) and reports not ready', async () => {
    const dead = await startRedis();
    const url = dead.url;
    await dead.close();
    const app = await buildApp({
      config: { ...config, scale: { ...config.scale, redisUrl: url } },
      database: ctx.database,
    });
    try {
      await app.ready();
      expect(await wrongLogins(12, app, {}, '198.51.100.99')).toEqual(Array(12).fill(401));
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'not ready',
        checks: { redis: { failed: expect.any(String) } },
      });
      expect(ready.json().error).toMatch(/redis/);
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/books' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('keeps serving when Redis stops mid-run, and is ready again once it is back', async () => {
    const own = await startRedis();
    const app = await buildApp({
      config: { ...config, scale: { ...config.scale, redisUrl: own.url } },
      database: ctx.database,
    });
    let restarted: TestRedis | undefined;
    try {
      await app.ready();
      const readyStatus = async () =>
        (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;
      /** Polls readiness until it is `want` (Redis reconnects with a backoff of up to 2 s). */
      const until = async (want: number) => {
        for (let i = 0; i < 100 && (await readyStatus()) !== want; i++)
          await new Promise((r) => setTimeout(r, 100));
        return readyStatus();
      };
      expect(await until(200)).toBe(200);
      expect(await wrongLogins(2, app, {}, '198.51.100.50')).toEqual([401, 401]);
      await own.close();
      expect(await wrongLogins(12, app, {}, '198.51.100.50')).toEqual(Array(12).fill(401));
      expect(await until(503)).toBe(503);
      restarted = await startRedis(own.port);
      expect(await until(200)).toBe(200);
      // Counting again (a fresh Redis: the window starts over).
      const codes = await wrongLogins(11, app, {}, '198.51.100.50');
      expect(codes.slice(9)).toEqual([401, 429]);
    } finally {
      await app.close();
      await restarted?.close();
    }
  }, 60_000);

  it('reports ready with every check when Redis answers', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up', storage: 'up' } });
  });
});
