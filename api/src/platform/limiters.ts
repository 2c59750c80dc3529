import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** A budget of `points` per `seconds` (a fixed window that starts with the first point spent). */
export interface Window {
  points: number;
  seconds: number;
}

/** The answer of {@link spend}: allowed, or refused with the time until the window that refused it frees up. */
export type Spent = { ok: true } | { ok: false; retryAfterMs: number; window: Window };

/**
 * One counter per key over `window` (rate-limiter-flexible): in Redis when the replicas share one (keys
 * `exam-store:<name>:<points>/<seconds>:<key>`, so a changed budget starts fresh counters), else in this
 * process. While Redis is unreachable each replica counts in its own memory (`insuranceLimiter`): budgets
 * hold loosely rather than failing open or refusing everyone.
 */
export function windowLimiter(
  redis: Redis | null | undefined,
  name: string,
  window: Window,
): RateLimiterAbstract {
  const opts = {
    keyPrefix: `exam-store:${name}:${window.points}/${window.seconds}`,
    points: window.points,
    duration: window.seconds,
  };
  const memory = new RateLimiterMemory(opts);
  return redis ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: memory }) : memory;
}

/**
 * Spends `points` of `key` in every limiter of `windows` (all of them, so each window counts every attempt
 * the way the student made it); refused when any is over, with the longest wait. Errors other than a
 * refusal (a store failure with no insurance) are thrown.
 */
export async function spend(
  limiters: { limiter: RateLimiterAbstract; window: Window }[],
  key: string,
  points = 1,
): Promise<Spent> {
  const results = await Promise.all(
    limiters.map(({ limiter, window }) =>
      limiter.consume(key, points).then(
        () => null,
        (err: unknown) => {
          if (err instanceof RateLimiterRes) return { retryAfterMs: err.msBeforeNext, window };
          throw err;
        },
      ),
    ),
  );
  const refused = results.filter((r) => r !== null);
  if (!refused.length) return { ok: true };
  return { ok: false, ...refused.reduce((a, b) => (b.retryAfterMs > a.retryAfterMs ? b : a)) };
}

/** Seconds to wait, rounded up and at least 1: the `Retry-After` value of a refusal. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
