import { randomUUID } from 'node:crypto';
import type { LoadCache } from './load-cache';
import type { RedisLink } from '../redis/redis';

/** The Redis channel of catalogue invalidations (one message per admin create, edit or delete of a book). */
export const CATALOGUE_CHANNEL = 'exam-store:catalogue:invalidate';
/** The Redis channel of signed-in viewers' invalidations (`key`: the user id; none: every user). */
export const VIEWERS_CHANNEL = 'exam-store:viewers:invalidate';

/** A link of one cache to the bus: whether it can currently be trusted to hear every invalidation. */
export interface CacheLink {
  /** True once subscribed and while the subscriber is connected (invalidations cannot be missed). */
  live(): boolean;
  /** Detaches the cache (the connections are closed by their owner). */
  unlink(): void;
}

/**
 * Links this replica's `cache` to the other replicas' through Redis pub/sub on `channel` (the shared
 * state of several replicas, the viewers' cache): a local invalidation is published as `{ from, key? }` with this instance's random id
 * (`key` absent: everything); a message from another instance drops that key (all when absent or
 * malformed) locally without publishing again; our own echo is ignored. After the subscriber reconnects
 * (messages may have been missed while Redis was away) the whole local cache is dropped too.
 */
export function linkCache(
  cache: Pick<LoadCache<unknown>, 'invalidate' | 'onInvalidate'>,
  channel: string,
  redis: RedisLink,
  onError: (err: Error) => void,
): CacheLink {
  const from = randomUUID();
  const stopPublishing = cache.onInvalidate((key) => {
    redis.client
      .publish(channel, JSON.stringify(key === undefined ? { from } : { from, key }))
      .catch(onError);
  });
  const onMessage = (ch: string, message: string) => {
    if (ch !== channel) return;
    let parsed: { from?: unknown; key?: unknown } = {};
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      // A message we cannot read drops everything: safe, only slower.
    }
    if (parsed?.from !== from)
      cache.invalidate(typeof parsed?.key === 'string' ? parsed.key : undefined, false);
  };
  let connectedBefore = redis.subscriber.status === 'ready';
  const onReady = () => {
    if (connectedBefore) cache.invalidate(undefined, false);
    connectedBefore = true;
  };
  let subscribed = false;
  redis.subscriber.on('message', onMessage);
  redis.subscriber.on('ready', onReady);
  // Not awaited when Redis is down: the subscription is queued and made on connect.
  redis.subscriber.subscribe(channel).then(
    () => (subscribed = true),
    (err: Error) => onError(err),
  );
  return {
    live: () => subscribed && redis.subscriber.status === 'ready',
    unlink: () => {
      stopPublishing();
      redis.subscriber.off('message', onMessage);
      redis.subscriber.off('ready', onReady);
    },
  };
}
