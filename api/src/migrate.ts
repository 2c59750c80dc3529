import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { createStorage } from './platform/storage/storage-driver';

/**
 * The one-off migration step of a deployment (migrations run once, not in each replica's
 * start-up): `node api/dist/migrate.cjs` (or `npx tsx api/src/migrate.ts`) migrates DATABASE_URL, seeds an
 * empty database, and exits 0; exits 1 with the error on failure. Replicas then start with
 * MIGRATE_ON_START=false.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    connectTimeoutMs: config.timeouts.dbConnectMs,
  });
  try {
    const storage = await createStorage(config.storage, config.dataDir);
    await storage.check();
    await prepareDatabase(config, database, storage);
    console.log('migrations applied; database ready');
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error('Migration failed:', err);
  process.exit(1);
});
