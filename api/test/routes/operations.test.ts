import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { parseTrustProxy } from '../../src/config';
import { loggerOptions } from '../../src/logger';
import { auth, createTestApp, guestBooks, localFiles, type TestContext } from '../helpers/test-app';

// Request ids, the replica header, Prometheus metrics behind a token, and logs that
// never carry a token, whatever the request puts in its URL or headers.

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
let ctx: TestContext;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];
let raw = '';

beforeAll(async () => {
  ctx = await createTestApp();
  app = await buildApp({
    config: {
      ...ctx.config,
      scale: { ...ctx.config.scale, metricsToken: METRICS_TOKEN, replicaId: 'ops-1' },
    },
    database: ctx.database,
    logger: loggerOptions('info', {
      write: (line: string) => {
        raw += line;
        lines.push(JSON.parse(line));
      },
    }),
  });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

/** The one `request` log line of the request whose id is `id`. */
const requestLine = (id: string) => lines.filter((l) => l.msg === 'request' && l.reqId === id);

describe('request ids and replica id', () => {
  it('keeps a safe incoming X-Request-Id, echoes it and logs it on the one request line', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'nginx-7f3a.9:1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('nginx-7f3a.9:1');
    expect(res.headers['x-replica-id']).toBe('ops-1');
    expect(requestLine('nginx-7f3a.9:1')).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/health/live', statusCode: 200 }),
    ]);
  });

  it.each([
    ['spaces and quotes', 'a b"c'],
    ['too long', 'x'.repeat(65)],
    ['a backslash and a slash', 'abc\\n/injected'],
  ])('replaces an unsafe X-Request-Id (%s) with a generated one', async (_why, sent) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': sent },
    });
    const id = res.headers['x-request-id'] as string;
    expect(id).not.toBe(sent);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLine(id)).toHaveLength(1);
  });

  it('generates an id when none is sent, a new one per request', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/health/live' });
    const b = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('TRUST_PROXY', () => {
  it('is off when unset, a hop count for digits, else a list of addresses/CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('with a hop count of 1 the client is the last forwarded address; unset, the socket', async () => {
    const hop = await buildApp({
      config: { ...ctx.config, scale: { ...ctx.config.scale, trustProxy: 1 } },
      database: ctx.database,
      logger: loggerOptions('info', {
        write: (line: string) => {
          lines.push(JSON.parse(line));
        },
      }),
    });
    try {
      const headers = { 'x-forwarded-for': '192.0.2.1, 198.51.100.4' };
      const viaProxy = await hop.inject({ method: 'GET', url: '/api/health/live', headers });
      expect(requestLine(viaProxy.headers['x-request-id'] as string)[0]).toMatchObject({
        ip: '198.51.100.4',
      });
      const direct = await app.inject({ method: 'GET', url: '/api/health/live', headers });
      expect(requestLine(direct.headers['x-request-id'] as string)[0]).toMatchObject({ ip: '127.0.0.1' });
    } finally {
      await hop.close();
    }
  });
});

describe('health probes', () => {
  it('live is 200 without touching anything; ready lists its checks, and is 503 at once while draining', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }]);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'off', storage: 'up' },
    });
    app.lifecycle.draining = true; // What SIGTERM sets first (server.ts).
    try {
      const draining = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect([draining.statusCode, draining.json()]).toEqual([
        503,
        { error: 'Shutting down', status: 'not ready' },
      ]);
    } finally {
      app.lifecycle.draining = false;
    }
  });

  it('ready is 503 naming the storage when its folder is gone', async () => {
    const fs = await import('node:fs');
    // Moved away, not chmod-ed: these tests may run as root, whom no mode stops.
    const root = localFiles(ctx).root;
    fs.renameSync(root, `${root}.away`);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: 'Not ready: storage',
        checks: { storage: { failed: expect.any(String) } },
      });
    } finally {
      fs.renameSync(`${root}.away`, root);
    }
  });
});

describe('GET /api/metrics', () => {
  const scrape = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/metrics', headers });

  it('is 404 without the token, with a wrong one, and when METRICS_TOKEN is unset', async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape(auth('wrong-token'))).json()).toMatchObject({ error: 'Not found' });
    expect((await scrape({ authorization: METRICS_TOKEN })).statusCode).toBe(404);
    const unset = await ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: auth(METRICS_TOKEN) });
    expect(unset.statusCode).toBe(404);
  });

  it('counts requests per route pattern and status class, the pool, the render queue and the catalogue cache', async () => {
    const [book] = await guestBooks(app);
    await guestBooks(app);
    await app.inject({ method: 'GET', url: `/api/reading/progress/${book._id}` }); // a guest: 401
    await app.inject({ method: 'GET', url: '/api/no-such-route' });
    const res = await scrape(auth(METRICS_TOKEN));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/reading\/progress\/:bookId",status_class="4xx"\} 1/,
    );
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/books",status_class="2xx"\} 2/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status_class="4xx"\} [1-9]/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/books"/,
    );
    expect(text).not.toContain(book._id);
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    if (ctx.database.kind === 'pg') expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/render_queue_jobs\{pool="reader"\} 0/);
    expect(text).toMatch(/catalogue_cache_hits_total [1-9]/);
    expect(text).toMatch(/catalogue_cache_misses_total [1-9]/);
    expect(text).toMatch(/process_cpu_seconds_total/);
  });
});

describe('logs never contain a token', () => {
  it('redacts query values and authorization headers of every request, errors included', async () => {
    const secrets = [
      'tok-AAA111',
      'code-BBB222',
      'bearer-CCC333',
      'search-DDD444',
      'state-EEE555',
      'cookie-FFF666',
    ];
    await app.inject({ method: 'GET', url: `/auth-callback?token=${secrets[0]}` });
    await app.inject({
      method: 'POST',
      url: `/api/auth/google/exchange?code=${secrets[1]}`,
      payload: { code: secrets[1] },
    });
    await app.inject({
      method: 'GET',
      url: '/api/user/orders',
      headers: { authorization: `Bearer ${secrets[2]}` },
    });
    await app.inject({ method: 'GET', url: `/api/books?search=${secrets[3]}&x=1` });
    await app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=${secrets[1]}&state=${secrets[4]}`,
    });
    await app.inject({
      method: 'GET',
      url: '/api/admin/books',
      headers: { cookie: `session=${secrets[5]}`, authorization: `Bearer ${secrets[2]}` },
    });
    expect(lines.filter((l) => l.msg === 'request').length).toBeGreaterThanOrEqual(6);
    for (const secret of secrets) expect(raw).not.toContain(secret);
    expect(raw).toContain('/auth-callback?token=[redacted]');
    expect(raw).toContain('/api/auth/google/callback?code=[redacted]&state=[redacted]');
  });
});
