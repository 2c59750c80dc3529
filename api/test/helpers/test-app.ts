import { withDeviceProofs } from './device-proofs';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { seed, type SeedFileMode } from '../../src/db/seed';
import type { Storage } from '../../src/platform/storage/storage';
import { createStorage } from '../../src/platform/storage/storage-driver';
import { LocalStorage } from '../../src/platform/storage/storage-local';
import type * as DemoExam from '../../src/db/seed-demo-exam';
import { migratedTemplate } from './template-database';
import { ADMIN, adminToken } from './test-accounts';

// The requests of the tests, by domain, from one import with the app itself.
export * from './test-accounts';
export * from './test-purchases';

/** The real fixtures (never copied into the repo). */
export const FIXTURES_DIR = path.resolve(__dirname, '../../../../shared/fixtures');

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  storage: Storage;
  dataDir: string;
  close(): Promise<void>;
}

/** Pool size and timeouts (ms) of a test's PostgreSQL pool (faults-busy.pg.test.ts makes them small). */
export type PgTestOptions = Pick<
  Parameters<typeof openDatabase>[0],
  'max' | 'connectTimeoutMs' | 'queryTimeoutMs' | 'lockTimeoutMs'
>;

/**
 * A fresh database for one test file: with DATABASE_URL, a new `test_<random>` database on that server,
 * copied from the migrated template (./template-database.ts) and dropped by `drop`; otherwise an in-memory
 * PGlite. Migrated (on a copy, drizzle finds every migration applied).
 */
export async function freshDatabase(
  pgOptions: PgTestOptions = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(url)}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  // Idle-connection errors are expected in faults.test.ts: keep them out of the test output.
  const database = await openDatabase({
    databaseUrl: testUrl.toString(),
    onError: () => undefined,
    ...pgOptions,
  });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Builds the app on a fresh database and a temp DATA_DIR, seeded with settings, the admin {@link ADMIN}
 * and (unless `books: false`) the 16 catalogue books whose files are symlinked to the fixtures; with
 * `demoTest`, the demo online test too.
 */
export async function createTestApp(
  opts: {
    books?: boolean;
    fileMode?: SeedFileMode;
    config?: Partial<AppConfig>;
    pg?: PgTestOptions;
    /** Also seed the demo online test (its ₹49 test-series book and the published JEE Main mock). */
    demoTest?: boolean;
  } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config: AppConfig = {
    // Rate limits are off by default here (test files register dozens of users); rate-limit.test.ts turns them on.
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-'.padEnd(48, 'x'), RATE_LIMIT: 'off' }),
    fixturesDir: FIXTURES_DIR,
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    ...opts.config,
  };
  const { database, drop } = await freshDatabase(opts.pg);
  const storage = await createStorage(config.storage, dataDir);
  await seed(database.db, storage, {
    fixturesDir: opts.books === false ? path.join(dataDir, 'no-fixtures') : FIXTURES_DIR,
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    upi: config.upiDemo,
    fileMode: opts.fileMode ?? 'symlink',
    log: () => undefined,
  });
  // Each route's schemas are compiled when a test first calls it (platform/http/lazy-schemas.ts).
  const app = withDeviceProofs(await buildApp({ config, database, lazySchemas: true }));
  await app.ready();
  // Loaded only here: the demo paper's PDF writer (pdfkit, fontkit) took a quarter of a second of every
  // test file's start, and few files seed the demo test.
  if (opts.demoTest) {
    const { seedDemoExam } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand (above)
      require('../../src/db/seed-demo-exam') as typeof DemoExam;
    await seedDemoExam(
      database.db,
      storage,
      FIXTURES_DIR,
      app.render.preparePool,
      opts.fileMode ?? 'symlink',
    );
  }
  return {
    app,
    database,
    config,
    storage,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The test app's local driver (its folders under DATA_DIR/files); throws when the test runs on S3. */
export function localFiles(ctx: TestContext): LocalStorage {
  if (!(ctx.storage instanceof LocalStorage)) throw new Error('This test needs the local storage driver');
  return ctx.storage;
}

/** {@link createTestApp} with the seeded admin signed in: the preamble of most API test files. */
export async function createTestAppWithAdmin(
  opts: Parameters<typeof createTestApp>[0] = {},
): Promise<{ ctx: TestContext; admin: string }> {
  const ctx = await createTestApp(opts);
  return { ctx, admin: await adminToken(ctx.app) };
}
