import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import { releaseOnFailedFirstStatement } from './pool-guard';
import * as schema from './schema';
import { REPO_ROOT } from '../config';

/**
 * Drizzle over either driver, or a transaction of it (`db.transaction(async (tx) => …)`: a pg-core
 * `PgTransaction` is a `PgDatabase`), so a service taking a `Db` runs inside the caller's transaction or on
 * its own alike, with no cast. Raw statements answer as node-postgres does: `db.execute<Row>(sql…)` has
 * `rows: Row[]`, which PGlite's answer has too (`{ rows, fields, affectedRows }`), so a raw query's rows
 * are typed where the query is written.
 */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

/**
 * A raw statement's answer as a {@link Db} gives it: `{ rows: Row[] }`, the part node-postgres's
 * `QueryResult` and PGlite's `Results` share, so either driver's database is a `Db` as it is.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** The rows of a raw statement's answer; `Row` is the row type asked for, else a plain record. */
type RowsResult<Row> = { rows: (Row extends Record<string, unknown> ? Row : Record<string, unknown>)[] };

/** An open database: the drizzle handle plus what the app needs around it. */
export interface Database {
  db: Db;
  kind: 'pg' | 'pglite';
  /** Resolves when the database answers `select 1`. */
  ping(): Promise<void>;
  /**
   * `up`: `select 1` answered through the pool within `budgetMs` (default 2000). `slow`: it did not, but the
   * server answers a fresh connection (busy: pool exhausted, locks, long queries). `down`: it does not.
   */
  health(budgetMs?: number): Promise<DatabaseHealth>;
  /**
   * Connection counts for metrics: the pg pool's total, idle and waiting requests; PGlite
   * has one in-process connection and no pool (total 1, idle and waiting undefined).
   */
  stats?(): { total: number; idle?: number; waiting?: number };
  /** Applies the committed SQL migrations in api/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** What `GET /api/health` reports about the database ("down" is not "slow"). */
export type DatabaseHealth = 'up' | 'slow' | 'down';

/** Rejects after `ms` unless `work` settles first. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** `up` when `ping` resolves within `budgetMs`, else what `otherwise` finds out. */
async function healthOf(
  ping: () => Promise<void>,
  budgetMs: number,
  otherwise: () => Promise<DatabaseHealth>,
): Promise<DatabaseHealth> {
  try {
    await within(ping(), budgetMs);
    return 'up';
  } catch {
    return otherwise();
  }
}

/** The committed drizzle-kit migrations (`api/drizzle`, found from the repo root so the bundle in api/dist finds them too). */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'api', 'drizzle');

/**
 * Opens PostgreSQL when `databaseUrl` is set (a pooled `pg` client whose connection errors, idle or checked
 * out, are logged through `onError`, never fatal), else PGlite persisted in `pgliteDir` (in memory when
 * `pgliteDir` is undefined: tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir?: string;
  onError?: (err: Error) => void;
  /** Give up connecting after this many ms (then the request answers 503). Default 3000. */
  connectTimeoutMs?: number;
  /** Server-side statement_timeout and client-side query_timeout, ms. Default 10000. */
  queryTimeoutMs?: number;
  /** Server-side lock_timeout, ms: a statement waiting longer for a lock fails (55P03 → 503). Default 5000. */
  lockTimeoutMs?: number;
  /** Pool size; default 10. */
  max?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const queryTimeout = opts.queryTimeoutMs ?? 10_000;
    const pool = new Pool({
      connectionString: opts.databaseUrl,
      max: opts.max ?? 10,
      // Fail fast when PostgreSQL is unreachable instead of queueing requests forever.
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 3000,
      statement_timeout: queryTimeout,
      lock_timeout: opts.lockTimeoutMs ?? 5000,
      // A little above statement_timeout: the server cancels first, the client is the backstop for a dead link.
      query_timeout: queryTimeout + 1000,
      idleTimeoutMillis: 30_000,
    });
    const onError = (err: Error) => (opts.onError ?? console.error)(err);
    // Without this listener a dropped idle connection would crash the process.
    pool.on('error', onError);
    // The pool listens only to idle connections: one checked out by a transaction and ended by the server
    // between two statements (a failover, a restart) would emit an 'error' nobody hears, and stop the process.
    // Its next statement fails instead, and the transaction with it.
    pool.on('connect', (client) => client.on('error', onError));
    releaseOnFailedFirstStatement(pool);
    const pgDb = drizzlePg({ client: pool, schema });
    const db: Db = pgDb;
    const ping = async () => void (await db.execute(sql`select 1`));
    return {
      db,
      kind: 'pg',
      ping,
      health: (budgetMs = 2000) =>
        healthOf(ping, budgetMs, async () => {
          // The pool is busy or the server is gone: a connection of our own, outside the pool, tells which.
          const probe = new Client({
            connectionString: opts.databaseUrl,
            connectionTimeoutMillis: budgetMs,
            query_timeout: budgetMs,
          });
          probe.on('error', () => undefined);
          try {
            await probe.connect();
            await probe.query('select 1');
            return 'slow';
          } catch {
            return 'down';
          } finally {
            await probe.end().catch(() => undefined);
          }
        }),
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: () => migratePg(pgDb, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  if (opts.pgliteDir) fs.mkdirSync(opts.pgliteDir, { recursive: true });
  // pg_trgm ships with PGlite as a contrib bundle: loaded here so migration 0007's `create extension pg_trgm`
  // (book search) works on the embedded database as on PostgreSQL.
  const pgliteOptions = { extensions: { pg_trgm } };
  const client = opts.pgliteDir ? new PGlite(opts.pgliteDir, pgliteOptions) : new PGlite(pgliteOptions);
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, schema });
  const db: Db = pgliteDb;
  const ping = async () => void (await db.execute(sql`select 1`));
  return {
    db,
    kind: 'pglite',
    ping,
    // Embedded: one connection in this process, so busy and down cannot be told apart.
    health: (budgetMs = 2000) => healthOf(ping, budgetMs, async () => 'down'),
    stats: () => ({ total: 1 }),
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/** True for a unique-constraint violation (SQLSTATE 23505), whether or not drizzle wrapped the driver error. */
export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === '23505';
}

/** The constraint name of a driver error (possibly wrapped in `cause`), if any. */
export function constraintName(err: unknown): string | undefined {
  for (let e = err as { constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

function pgErrorCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

// SQLSTATE classes/codes meaning "the database went away", not "your query is wrong": 08 connection
// exception, 57P01-57P03 admin/crash shutdown or cannot connect now, 55000 (database not accepting
// connections, e.g. ALLOW_CONNECTIONS false).
const DOWN_SQLSTATE = /^(08...|57P0[123]|55000)$/;
// ... and "the database is there but busy": 57014 statement timeout (query_canceled), 55P03 lock timeout
// (lock_not_available), 53300 too many connections.
const BUSY_SQLSTATE = /^(57014|55P03|53300)$/;
const DOWN_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
const DOWN_MESSAGES =
  /Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end|connection timeout/i;
// Pool exhaustion (no free connection within DB_CONNECT_TIMEOUT_MS) and the client-side backstop of a
// statement that outlived statement_timeout.
const BUSY_MESSAGES = /timeout exceeded when trying to connect|Query read timeout/i;

/**
 * Whether `err` (possibly wrapped by drizzle in `cause`) is the database being `down` (unreachable, dropped
 * connection) or `busy` (statement or lock timeout, pool exhausted), or neither (undefined). Both answer
 * 503 `Service temporarily unavailable` with `Retry-After` (error handler), never 500.
 */
export function databaseFault(err: unknown): 'down' | 'busy' | undefined {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (typeof e.code === 'string') {
      if (BUSY_SQLSTATE.test(e.code)) return 'busy';
      if (DOWN_SQLSTATE.test(e.code) || DOWN_NODE_CODES.has(e.code)) return 'down';
    }
    if (typeof e.message === 'string') {
      if (BUSY_MESSAGES.test(e.message)) return 'busy';
      if (DOWN_MESSAGES.test(e.message)) return 'down';
    }
    if (e.cause === e) break;
  }
  return undefined;
}

/**
 * True when `err` means the database cannot serve the request now, down or busy ({@link databaseFault}):
 * the error handler answers 503 `Service temporarily unavailable`.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return databaseFault(err) !== undefined;
}

/**
 * True when PostgreSQL refused a value itself (SQLSTATE class 22, "data exception": a NUL character in text
 * (22021), a number out of range (22003), a string too long (22001), text that is not a valid value of its
 * type (22P02)…). That is the client's bad input reaching the database, answered 400, never 500. Walks
 * `cause` like {@link isDatabaseUnavailable} (Drizzle wraps driver errors).
 */
export function isDataException(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
    if (e.cause === e) break;
  }
  return false;
}
