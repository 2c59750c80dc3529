import fp from 'fastify-plugin';
import path from 'node:path';
import { openDatabase, type Database } from './client';

/**
 * Decorates `app.database` / `app.db` (docs/architecture.md "Data"). Uses the given open database (tests,
 * server.ts after migrating) or opens one from the config; closes it on shutdown only if it opened it. The
 * caches over it are their domains' (modules/catalogue/catalogue-cache-plugin.ts,
 * modules/reading/viewer-cache-plugin.ts).
 */
export default fp<{ database?: Database }>(
  async (app, opts) => {
    const owned = !opts.database;
    const database =
      opts.database ??
      (await openDatabase({
        databaseUrl: app.config.databaseUrl,
        pgliteDir: path.join(app.config.dataDir, 'pglite'),
        onError: (err) => app.log.error({ err }, 'database pool error'),
        connectTimeoutMs: app.config.timeouts.dbConnectMs,
        queryTimeoutMs: app.config.timeouts.dbQueryMs,
        lockTimeoutMs: app.config.timeouts.dbLockMs,
      }));
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
