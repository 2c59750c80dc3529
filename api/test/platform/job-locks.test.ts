import { Redis } from 'ioredis';
import { redisJobLocks } from '../../src/platform/job-locks';
import { startRedis, type TestRedis } from '../helpers/redis-server';

// The render-job lock between replicas, against a real redis-server.

let redis: TestRedis;
let a: Redis;
let b: Redis;
const errors: Error[] = [];
beforeAll(async () => {
  redis = await startRedis();
  a = new Redis(redis.url);
  b = new Redis(redis.url);
});
afterAll(async () => {
  a.disconnect();
  b.disconnect();
  await redis.close();
});

describe('redisJobLocks', () => {
  const onA = () => redisJobLocks(a, (err) => errors.push(err));
  const onB = () => redisJobLocks(b, (err) => errors.push(err));

  it('gives a key to one holder at a time, until it releases it', async () => {
    const held = await onA().acquire('book-1', 10_000);
    expect(held).not.toBeNull();
    expect(await onB().acquire('book-1', 10_000)).toBeNull();
    expect(await onB().acquire('book-2', 10_000)).not.toBeNull();
    await held!.release();
    expect(await onB().acquire('book-1', 10_000)).not.toBeNull();
  });

  it('expires a holder that stops renewing; the old holder can then neither renew nor release it', async () => {
    const first = await onA().acquire('book-3', 150);
    expect(await first!.extend()).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    const second = await onB().acquire('book-3', 10_000);
    expect(second).not.toBeNull();
    expect(await first!.extend()).toBe(false);
    await first!.release();
    expect(await onA().acquire('book-3', 10_000)).toBeNull(); // still the second holder's
    expect(errors).toEqual([]);
  });

  it('fails open while Redis is unreachable: the work goes ahead, the error is reported', async () => {
    const offline = new Redis(`redis://127.0.0.1:${redis.port}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
    });
    const reported: Error[] = [];
    const lock = await redisJobLocks(offline, (err) => reported.push(err)).acquire('book-4', 1000);
    expect(lock).not.toBeNull();
    expect(await lock!.extend()).toBe(true);
    await lock!.release();
    expect(reported.length).toBeGreaterThan(0);
    offline.disconnect();
  });
});
