import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { VIEWER_CACHE_TTL_MS } from '../../../src/modules/reading/viewer-cache';
import { startRedis, type TestRedis } from '../../helpers/redis-server';
import {
  adminToken,
  approve,
  auth,
  createTestApp,
  guestBooks,
  type SeededBook,
  signUp,
  submitted,
  type TestContext,
} from '../../helpers/test-app';
import { withDeviceProofs } from '../../helpers/device-proofs';

/**
 * The viewers' cache with several replicas: two API instances on one database and one real
 * Redis. A payment write or a revocation through replica A reaches replica B's cached viewer through the
 * bus, well before the cache's backstop expiry; a replica whose subscriber is down keeps no viewer.
 */
let redis: TestRedis;
let ctx: TestContext;
let replicaA: FastifyInstance;
let replicaB: FastifyInstance;
let admin: string;

/** A replica on the test database, linked to the test Redis (createTestApp's own app has no Redis). */
async function replica(id: string, redisUrl = redis.url): Promise<FastifyInstance> {
  const app = withDeviceProofs(
    await buildApp({
      config: { ...ctx.config, scale: { ...ctx.config.scale, redisUrl, replicaId: id } },
      database: ctx.database,
    }),
  );
  await app.ready();
  return app;
}

beforeAll(async () => {
  redis = await startRedis();
  ctx = await createTestApp();
  [replicaA, replicaB] = await Promise.all([replica('a'), replica('b')]);
  admin = await adminToken(replicaA);
}, 60_000);

afterAll(async () => {
  await Promise.all([replicaA?.close(), replicaB?.close()]);
  await ctx?.close();
  await redis?.close();
});

const listOn = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/books', headers: auth(token) });

/** Lists on B until `done(body)` holds; fails if it does not within half the backstop expiry. */
async function onBEventually(token: string, done: (res: Awaited<ReturnType<typeof listOn>>) => boolean) {
  const deadline = Date.now() + VIEWER_CACHE_TTL_MS / 2;
  let res = await listOn(replicaB, token);
  while (!done(res) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    res = await listOn(replicaB, token);
  }
  expect(done(res)).toBe(true);
}

/** B's listing of `token`, shown to come from B's memory (a repeat costs no load). */
async function cachedOnB(token: string) {
  const first = await listOn(replicaB, token);
  const loads = replicaB.viewers.loads;
  expect((await listOn(replicaB, token)).body).toBe(first.body);
  expect(replicaB.viewers.loads).toBe(loads);
  return first;
}

const statusIn = (res: { json(): unknown }, bookId: string) =>
  (res.json() as SeededBook[]).find((b) => b._id === bookId)?.paymentStatus;

describe('viewers’ cache across two replicas', () => {
  it('a payment submitted and approved on A changes B’s listing', async () => {
    const { token } = await signUp(replicaA);
    const book = (await guestBooks(replicaA)).find((b) => !b.isFree)!;
    expect(statusIn(await cachedOnB(token), book._id)).toBe('locked');
    const { paymentId } = await submitted(replicaA, token, book._id, { utr: '400000000501' });
    await onBEventually(token, (res) => statusIn(res, book._id) === 'pending');

    expect(statusIn(await cachedOnB(token), book._id)).toBe('pending');
    expect((await approve(replicaA, admin, paymentId)).statusCode).toBe(200);
    await onBEventually(token, (res) => statusIn(res, book._id) === 'approved');
  });

  it('a logout or a deactivation on A refuses the token on B', async () => {
    // A student without payments sees the guests' body: the guests' ETag tells the answers apart.
    const guest = (await replicaB.inject({ method: 'GET', url: '/api/books' })).headers.etag;
    const a = await signUp(replicaA);
    expect((await cachedOnB(a.token)).headers['cache-control']).toBe('private, no-cache');
    const logout = await replicaA.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(a.token) });
    expect(logout.statusCode).toBe(204);
    await onBEventually(a.token, (res) => res.headers.etag === guest);

    const b = await signUp(replicaA);
    await cachedOnB(b.token);
    const off = await replicaA.inject({
      method: 'PUT',
      url: `/api/admin/users/${b.user.id}/status`,
      headers: auth(admin),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    await onBEventually(b.token, (res) => res.headers.etag === guest);
  });

  it('a replica whose Redis is down keeps no viewer (it could miss a revocation)', async () => {
    const dead = await startRedis();
    const url = dead.url;
    await dead.close();
    const app = await replica('c', url);
    try {
      const { token } = await signUp(replicaA);
      const loads = app.viewers.loads;
      for (let i = 0; i < 3; i++) expect((await listOn(app, token)).statusCode).toBe(200);
      expect(app.viewers.loads).toBe(loads + 3);
    } finally {
      await app.close();
    }
  });
});
