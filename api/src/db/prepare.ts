import type { AppConfig } from '../config';
import type { Storage } from '../services/storage';
import type { Database } from './client';
import { seed } from './seed';

/**
 * Migrates the database and seeds it when empty (settings, the admin account, the demo catalogue from
 * FIXTURES_DIR written through `storage`), printing a generated admin password once. Run at start-up by
 * `npm start` (MIGRATE_ON_START, default on) and once, as its own step, by `node api/dist/migrate.cjs` in a
 * deployment with several replicas (issue 13: migrations never race between replicas). Throws when a
 * migration fails; idempotent otherwise.
 */
export async function prepareDatabase(
  config: AppConfig,
  database: Database,
  storage: Storage,
): Promise<void> {
  await database.migrate();
  const { admin } = await seed(database.db, storage, {
    fixturesDir: config.fixturesDir,
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    upi: config.upiDemo,
  });
  if (admin.generatedPassword) {
    const line = '='.repeat(64);
    console.log(
      `\n${line}\n  Admin account created (shown only once, store it now):\n    username: ${config.adminUsername}\n    password: ${admin.generatedPassword}\n  Set ADMIN_PASSWORD before the first start to choose it yourself.\n${line}\n`,
    );
  }
}
