import type { AppConfig } from '../config';
import { RenderPool } from '../platform/render/render-pool';
import type { Storage } from '../platform/storage/storage';
import type { Database } from './client';
import { seed } from './seed';
import { seedDemoExam } from './seed-demo-exam';
import { seedGeneratedCatalogue } from './seed-generated';

/**
 * Migrates the database and seeds it when empty (settings, the admin account, the demo catalogue from
 * FIXTURES_DIR written through `storage`, or a generated one when FIXTURES_DIR holds none), printing a
 * generated admin password once. Run at start-up by
 * `npm start` (MIGRATE_ON_START, default on) and once, as its own step, by `node api/dist/migrate.cjs` in a
 * deployment with several replicas (migrations never race between replicas). Throws when a
 * migration fails; idempotent otherwise.
 */
export async function prepareDatabase(
  config: AppConfig,
  database: Database,
  storage: Storage,
): Promise<void> {
  await database.migrate();
  const { admin, booksSeeded, noCatalogue } = await seed(database.db, storage, {
    fixturesDir: config.fixturesDir,
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    upi: config.upiDemo,
  });
  // A first start with the fixtures also gets the demo online test; without them, a demo catalogue is
  // generated. Either way the PDFs are read in a render pool of its own (a PDF is never parsed on the main
  // thread), closed again at once.
  if (booksSeeded || (noCatalogue && config.demoCatalogue)) {
    const pool = new RenderPool({ ...config.render, workers: 1 });
    try {
      if (booksSeeded) {
        if (await seedDemoExam(database.db, storage, config.fixturesDir, pool))
          console.log('Seeded the demo online test (JEE Main Mock Test 01, published)');
      } else {
        const made = await seedGeneratedCatalogue(database.db, storage, pool);
        console.log(
          `No demo catalogue at ${config.fixturesDir}: generated ${made.books} demo books (one a published online test) in ${(made.ms / 1000).toFixed(1)} s. For the full demo catalogue, put the workspace's shared/fixtures beside the clone or set FIXTURES_DIR.`,
        );
      }
    } finally {
      await pool.close();
    }
  }
  if (admin.generatedPassword) {
    const line = '='.repeat(64);
    console.log(
      `\n${line}\n  Admin account created (shown only once, store it now):\n    username: ${config.adminUsername}\n    password: ${admin.generatedPassword}\n  Set ADMIN_PASSWORD before the first start to choose it yourself.\n${line}\n`,
    );
  }
}
