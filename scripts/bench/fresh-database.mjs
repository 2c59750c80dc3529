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
