import { Redis } from 'ioredis';

/** Minimal logger (Fastify's). */
export interface RedisLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/**
 * The shared state of the API replicas: one connection for commands (rate-limit
 * counters, render-job locks, publishing) and one in subscriber mode (catalogue invalidations).
 */
export interface RedisLink {
  /** Commands. Fails at once while Redis is unreachable (no offline queue), so callers can fail open. */
  client: Redis;
  /** Subscriber-mode connection; re-subscribes by itself after a reconnect. */
  subscriber: Redis;
  /** Resolves when Redis answers PING (readiness); rejects within 3 s otherwise. */
  ping(): Promise<void>;
  /** Closes both connections (QUIT, then disconnect if that does not answer). */
  close(): Promise<void>;
}

/** Connection options shared by both connections: never block a request on a Redis that is away. */
const COMMON = {
  // Keep reconnecting (backoff up to 2 s) for as long as the process runs; the app starts without Redis.
  retryStrategy: (times: number) => Math.min(times * 200, 2000),
  connectTimeout: 2000,
  lazyConnect: false,
} as const;

/**
 * Opens the two connections to `url` (REDIS_URL). Never throws when Redis is down: connection errors are
 * logged once per outage, commands on `client` then fail fast (`enableOfflineQueue: false`,
 * `commandTimeout` 3 s: a Redis that hangs) and the callers decide (rate limits fail open, locks are skipped, readiness 503).
 */
export function openRedis(url: string, log: RedisLog): RedisLink {
  const client = new Redis(url, {
    ...COMMON,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 3000,
  });
  // The subscriber queues its SUBSCRIBE until the first connection is up.
  const subscriber = new Redis(url, { ...COMMON, maxRetriesPerRequest: null });
  for (const [name, conn] of [
    ['commands', client],
    ['subscriber', subscriber],
  ] as const) {
    let down = false;
    conn.on('error', (err: Error) => {
      if (!down) log.warn({ err: { message: err.message } }, `redis (${name}) unavailable`);
      down = true;
    });
    conn.on('ready', () => {
      if (down) log.info(`redis (${name}) connected again`);
      down = false;
    });
  }
  return {
    client,
    subscriber,
    // Fails within commandTimeout (3 s), or at once while disconnected (no offline queue).
    ping: async () => void (await client.ping()),
    close: async () => {
      await Promise.all(
        [client, subscriber].map(async (conn) => {
          if (conn.status === 'ready') await conn.quit().catch(() => conn.disconnect());
          else conn.disconnect();
        }),
      );
    },
  };
}
