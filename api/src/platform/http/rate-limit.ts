import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

/** The one 429 text; the client shows the `error` field. */
export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** Which budget a route draws from (per minute, per IP and route; see AppConfig.rateLimit). */
export type RateLimitBucket = 'auth' | 'register' | 'submit';

/**
 * The route `config` that limits a route to its bucket's requests per minute, or `{}` when RATE_LIMIT=off.
 * Usage: `app.post('/auth/login', { config: rateLimited(app, 'auth'), ... })`.
 */
export function rateLimited(app: FastifyInstance, bucket: RateLimitBucket): Record<string, unknown> {
  const rl = app.config.rateLimit;
  if (!rl.enabled) return {};
  return { rateLimit: { max: rl[bucket], timeWindow: 60_000 } };
}

/**
 * @fastify/rate-limit registered with `global: false`: only routes that opt in through
 * {@link rateLimited} are limited (sign-in, sign-up, UTR submission, password reset). Counters are keyed by
 * client IP (`req.ip`, the forwarded address when TRUST_PROXY trusts the proxy) + route, and live in
 * Redis when REDIS_URL is set (shared by every replica, keys `exam-store:rl:`), else in this process's
 * memory. While Redis is unreachable the limits fail open (`skipOnError`: the request is served; the
 * outage is logged once by platform/redis/redis), never a 500. Refusals are 429 `{ error: RATE_LIMIT_MESSAGE }` with `Retry-After`.
 */
export default fp(
  async (app) => {
    if (!app.config.rateLimit.enabled) return;
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (req) => `${req.ip}|${req.routeOptions.url ?? req.url}`,
      errorResponseBuilder: () => new HttpError(429, RATE_LIMIT_MESSAGE, { code: 'rate_limited' }),
      ...(app.redis
        ? {
            redis: app.redis.client,
            nameSpace: 'exam-store:rl:',
            // Fail open: a Redis outage must not lock every student out (the outage itself is logged by
            // platform/redis/redis).
            skipOnError: true,
          }
        : {}),
    });
  },
  { name: 'rate-limit-config', dependencies: ['redis'] },
);
