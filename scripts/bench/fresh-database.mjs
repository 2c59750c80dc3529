// A throwaway database for a benchmark: with DATABASE_URL, a new `bench_<random>` database on that server
// (dropped by `drop`); without it, `databaseUrl` is undefined and the caller opens PGlite in its temp folder.
import { randomBytes } from 'node:crypto';

/** @returns {Promise<{ databaseUrl: string | undefined, drop: () => Promise<void> }>} */
export async function freshBenchDatabase() {
  if (!process.env.DATABASE_URL) return { databaseUrl: undefined, drop: async () => undefined };
  const pg = (await import('pg')).default;
  const run = async (query) => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(query);
    await c.end();
  };
  const name = `bench_${randomBytes(5).toString('hex')}`;
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Opens `databaseUrl` (PGlite under `dataDir` when undefined), applies the migrations and seeds it as the
 * platform's first start does (the admin `adminUsername` / `adminPassword`, the books of `fixturesDir`,
 * quietly), with the storage of `config`. `load(rel)` loads a module of the repository (TypeScript, through
 * the caller's tsx hook). Resolves `{ database, storage }`.
 */
export async function openSeededDatabase(
  load,
  { config, databaseUrl, dataDir, fixturesDir, adminUsername, adminPassword },
) {
  const { openDatabase } = await load('api/src/db/client.ts');
  const { seed } = await load('api/src/db/seed.ts');
  const { createStorage } = await load('api/src/platform/storage/storage-driver.ts');
  const path = await import('node:path');
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    onError: () => undefined,
  });
  await database.migrate();
  const storage = await createStorage(config.storage, dataDir);
  await seed(database.db, storage, {
    fixturesDir,
    adminUsername,
    adminPassword,
    upi: config.upiDemo,
    fileMode: 'symlink',
    log: () => undefined,
  });
  return { database, storage };
}
