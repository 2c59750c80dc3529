import fp from 'fastify-plugin';
import { redisJobLocks } from '../../platform/job-locks';
import { RenderService } from './render/render-service';

/**
 * Decorates `app.render` (docs/domains/reading.md "The reader"): the render pool (AppConfig.render:
 * RENDER_WORKERS, RENDER_TIMEOUT_MS, RENDER_MEMORY_MB) with the render cache in storage, and the marking
 * threads (AppConfig.marks: MARK_WORKERS, MARK_TIMEOUT_MS, MARK_MEMORY_MB); its threads stop with the app.
 */
export default fp(
  async (app) => {
    // With REDIS_URL, one replica at a time prepares a given book.
    const locks = app.redis
      ? redisJobLocks(app.redis.client, (err) =>
          app.log.warn({ err: { message: err.message } }, 'render lock: Redis unavailable, preparing anyway'),
        )
      : undefined;
    const render = new RenderService(
      app.db,
      app.storage,
      app.config.render,
      { info: (msg) => app.log.info(msg), warn: (msg) => app.log.warn(msg) },
      locks,
      app.config.markSecret,
      app.config.marks,
    );
    app.decorate('render', render);
    app.addHook('onClose', async () => render.close());
  },
  { name: 'render', dependencies: ['storage', 'redis'] },
);
