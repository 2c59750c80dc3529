import fp from 'fastify-plugin';
import { CATALOGUE_CHANNEL, linkCache, VIEWERS_CHANNEL, type CacheLink } from '../cache/cache-bus';
import { openRedis } from './redis';

/**
 * Decorates `app.redis`: the link to REDIS_URL shared by the replicas, or null when
 * unset (everything stays in this process). Once the app is ready the catalogue cache and the signed-in
 * viewers' cache are linked to the other replicas' (platform/cache/cache-bus); the viewers' cache keeps nothing
 * while this replica's subscriber is down (a revocation elsewhere could go unheard). The
 * app starts, and keeps answering, while Redis is down. Both connections close with the app.
 */
export default fp(
  async (app) => {
    const url = app.config.scale.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = openRedis(url, {
      warn: (obj, msg) => app.log.warn(obj, msg),
      info: (msg) => app.log.info(msg),
    });
    app.decorate('redis', redis);
    const links: CacheLink[] = [];
    app.addHook('onReady', async () => {
      // A viewer's invalidation that is not published leaves the other replicas on the cached row until
      // VIEWER_CACHE_TTL_MS runs out: logged, as the catalogue's.
      const onError = (what: string) => (err: Error) =>
        app.log.warn({ err: { message: err.message } }, `${what} invalidation not published`);
      links.push(linkCache(app.catalogue, CATALOGUE_CHANNEL, redis, onError('catalogue')));
      const viewers = linkCache(app.viewers, VIEWERS_CHANNEL, redis, onError('viewer'));
      links.push(viewers);
      app.viewers.trusted = viewers.live;
    });
    app.addHook('onClose', async () => {
      for (const link of links) link.unlink();
      await redis.close();
    });
  },
  { name: 'redis' },
);
