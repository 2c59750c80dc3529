import fp from 'fastify-plugin';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { CatalogueCache } from '../modules/catalogue/catalogue-cache';
import { ViewerCache } from '../modules/reading/viewer-cache';

/**
 * Decorates `app.database` / `app.db` (docs/architecture.md "Data"), the catalogue cache `app.catalogue` and
 * the signed-in viewers' cache `app.viewers`. Uses the given open database (tests,
 * server.ts after migrating) or opens one from the config; closes it on shutdown only if it opened it.
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
    app.decorate('catalogue', new CatalogueCache(database.db));
    app.decorate('viewers', new ViewerCache(database.db));
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
