import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A held lock: `extend` renews its lifetime (false when it was lost meanwhile), `release` frees it. */
export interface JobLock {
  extend(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * Locks between API replicas for work that only one of them should do at a time (two
 * replicas preparing the same book). `acquire` resolves to the lock, or to null when another holder has it.
 */
export interface JobLocks {
  acquire(key: string, ttlMs: number): Promise<JobLock | null>;
}

// Only the holder (same random value) may renew or delete: a lock that expired and was taken by another
// replica is never released by the first one.
const EXTEND = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/**
 * {@link JobLocks} in Redis: `SET <prefix><key> <random> NX PX <ttlMs>`, renewed by the holder, deleted by
 * it when done; a holder that dies frees the lock after `ttlMs`. While Redis is unreachable `acquire`
 * fails open (a lock that holds nothing, after `onError`): the work is done, at worst by two replicas, as
 * without Redis; it is never blocked by the outage.
 */
export function redisJobLocks(
  redis: Redis,
  onError: (err: Error) => void,
  prefix = 'exam-store:lock:',
): JobLocks {
  return {
    async acquire(key, ttlMs) {
      const name = `${prefix}${key}`;
      const value = randomBytes(16).toString('base64url');
      let taken: string | null;
      try {
        taken = await redis.set(name, value, 'PX', ttlMs, 'NX');
      } catch (err) {
        onError(err as Error);
        return { extend: async () => true, release: async () => undefined };
      }
      if (taken !== 'OK') return null;
      return {
        extend: async () => {
          try {
            return (await redis.eval(EXTEND, 1, name, value, ttlMs)) === 1;
          } catch (err) {
            onError(err as Error);
            return true;
          }
        },
        release: async () => {
          await redis.eval(RELEASE, 1, name, value).catch((err: Error) => onError(err));
        },
      };
    },
  };
}
