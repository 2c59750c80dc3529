import fp from 'fastify-plugin';
import { linkCatalogueCache } from '../services/catalogue-bus';
import { openRedis } from '../services/redis';

/**
 * Decorates `app.redis` (issue 13 item 3): the link to REDIS_URL shared by the replicas, or null when
 * unset (everything stays in this process). Once the app is ready the catalogue cache is linked to the
 * other replicas' (services/catalogue-bus). The app starts, and keeps answering, while Redis is down.
 * Both connections close with the app.
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
    let unlink: (() => void) | undefined;
    app.addHook('onReady', async () => {
      unlink = linkCatalogueCache(app.catalogue, redis, (err) =>
        app.log.warn({ err: { message: err.message } }, 'catalogue invalidation not published'),
      );
    });
    app.addHook('onClose', async () => {
      unlink?.();
      await redis.close();
    });
  },
  { name: 'redis' },
);
