import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { loggerOptions } from './logger';
import { makeMissingCoverVariants } from './modules/catalogue/cover-variants';
import { secureDataDir } from './platform/data-dir';
import { createStorage } from './platform/storage/storage-driver';

/** Starts the platform (docs/serving.md): migrate, seed, serve API + front ends on PORT. */
async function main(): Promise<void> {
  // Everything this process creates (PGlite's files and WAL, the JWT secret, uploads) is owner-only; the
  // tree of an existing data folder is tightened below (docs/operations.md).
  process.umask(0o077);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    onError: (err) => console.error('database pool error:', err.message),
    connectTimeoutMs: config.timeouts.dbConnectMs,
    queryTimeoutMs: config.timeouts.dbQueryMs,
    lockTimeoutMs: config.timeouts.dbLockMs,
  });
  const storage = await createStorage(config.storage, config.dataDir);
  // A bucket that is missing or unreachable stops the start here, with its cause, not half-way into the seed.
  await storage.check().catch((err: Error) => {
    throw new Error(`storage (${config.storage.driver}) is not usable: ${err.name}: ${err.message}`);
  });
  if (config.migrateOnStart) await prepareDatabase(config, database, storage);
  // Data folders of earlier versions were 0755 with 0666 files: tightened here, after the seed (the storage
  // driver writes its own files 0600; the umask covers the rest).
  const tightened = secureDataDir(config.dataDir);
  if (tightened) console.log(`data folder: ${tightened} entries made private (folders 0700, files 0600)`);

  const app = await buildApp({
    config,
    database,
    serveFrontends: config.serveFrontends,
    logger: loggerOptions(config.logLevel),
  });
  // Graceful shutdown (docs/operations.md): readiness answers 503 at once, the listener closes
  // (new connections are refused), in-flight requests (uploads included) finish, then the render pool,
  // Redis and the database close. Past SHUTDOWN_GRACE_MS the process exits anyway, with code 1.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    const graceMs = config.scale.shutdownGraceMs;
    app.log.info(`${signal}: shutting down (grace period ${graceMs} ms)`);
    setTimeout(() => {
      app.log.error(`shutdown did not finish within SHUTDOWN_GRACE_MS=${graceMs}: exiting anyway`);
      process.exit(1);
    }, graceMs);
    try {
      await app.close();
      await database.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.render.warmUp();
  // Books not yet prepared for the reader (the seeded demo catalogue on a first start, or a preparation cut
  // short by a restart) are prepared in the render pool in the background: start-up does not wait.
  const prepared = config.render.prepareOnStart
    ? app.render
        .prepareAll()
        .then((n) => n && app.log.info(`preparing ${n} book(s) for the reader in the background`))
        .then(() => app.render.idle())
        .catch((err: Error) => app.log.warn(`reader preparation not started: ${err.message}`))
    : Promise.resolve();
  // Then the resized covers that are missing (the demo seed on a first start): after the books, so they
  // never take a core from a reader's first page. A cover asked for before that is made on request.
  void prepared
    .then(() => makeMissingCoverVariants(app.storage))
    .catch((err: unknown) => app.log.warn({ err }, 'resized covers could not be made'));
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `Exam Store listening on http://${shown}:${config.port} (database: ${database.kind === 'pg' ? 'PostgreSQL' : `PGlite at ${path.join(config.dataDir, 'pglite')}`})`,
  );
}

main().catch((err) => {
  console.error('Failed to start:', err);
  process.exit(1);
});
