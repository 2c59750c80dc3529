import fp from 'fastify-plugin';
import { ReaderBudgets, ReaderLimitsStore } from './reader-limits';

/**
 * Decorates `app.readerLimits` (the admin's `reader.limits` setting, read at most every 5 s) and
 * `app.budgets` (per-account page and search counters, in Redis when REDIS_URL is set; off with
 * RATE_LIMIT=off). docs/domains/reading.md "Per-user budgets".
 */
export default fp(
  async (app) => {
    const limits = new ReaderLimitsStore(app.db);
    app.decorate('readerLimits', limits);
    app.decorate('budgets', new ReaderBudgets(limits, app.redis?.client, app.config.rateLimit.enabled));
  },
  { name: 'reader-limits', dependencies: ['db', 'redis'] },
);
