import { randomUUID } from 'node:crypto';
import type { CatalogueCache } from './catalogue-cache';
import type { RedisLink } from './redis';

/** The Redis channel of catalogue invalidations (one message per admin create, edit or delete of a book). */
export const CATALOGUE_CHANNEL = 'exam-store:catalogue:invalidate';

/**
 * Links this replica's catalogue cache to the others' through Redis pub/sub (issue 13 item 3): a local
 * invalidation (admin write) is published as `{ from }` with this instance's random id; a message from
 * another instance drops the local cache without publishing again; our own echo is ignored. After the
 * subscriber reconnects (messages may have been missed while Redis was away) the local cache is dropped
 * too. Returns a function that detaches the cache (the connections are closed by their owner).
 */
export function linkCatalogueCache(
  cache: CatalogueCache,
  redis: RedisLink,
  onError: (err: Error) => void,
): () => void {
  const from = randomUUID();
  const stopPublishing = cache.onInvalidate(() => {
    redis.client.publish(CATALOGUE_CHANNEL, JSON.stringify({ from })).catch(onError);
  });
  const onMessage = (channel: string, message: string) => {
    if (channel !== CATALOGUE_CHANNEL) return;
    let sender: unknown;
    try {
      sender = (JSON.parse(message) as { from?: unknown }).from;
    } catch {
      sender = undefined;
    }
    if (sender !== from) cache.invalidate(false);
  };
  let connectedBefore = redis.subscriber.status === 'ready';
  const onReady = () => {
    if (connectedBefore) cache.invalidate(false);
    connectedBefore = true;
  };
  redis.subscriber.on('message', onMessage);
  redis.subscriber.on('ready', onReady);
  // Not awaited when Redis is down: the subscription is queued and made on connect.
  void redis.subscriber.subscribe(CATALOGUE_CHANNEL).catch(onError);
  return () => {
    stopPublishing();
    redis.subscriber.off('message', onMessage);
    redis.subscriber.off('ready', onReady);
  };
}
