import { withDeviceProofs } from './device-proofs';
import type { Book } from '@exam/shared-contracts/catalogue';
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
import { seedDemoExam } from '../../src/db/seed-demo-exam';
import type { Storage } from '../../src/platform/storage/storage';
import { createStorage } from '../../src/platform/storage/storage-driver';
import { LocalStorage } from '../../src/platform/storage/storage-local';
import { migratedTemplate } from './template-database';

/** The real fixtures (never copied into the repo). */
export const FIXTURES_DIR = path.resolve(__dirname, '../../../../shared/fixtures');
export const ADMIN = { username: 'admin', password: 'admin-test-password-1' };
/** The password {@link signUp} registers with: strong enough for the password rules
 * (docs/domains/accounts.md "Rules and limits"). */
export const TEST_PASSWORD = 'tidal-orchid-ledger-93';

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
  const app = withDeviceProofs(await buildApp({ config, database }));
  await app.ready();
  if (opts.demoTest)
    await seedDemoExam(
      database.db,
      storage,
      FIXTURES_DIR,
      app.render.preparePool,
      opts.fileMode ?? 'symlink',
    );
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

/**
 * The device secret of "this test's browser" (the `exam_device` cookie, 43 base64url characters): every
 * request made with {@link auth} and every sign-in of the helpers carries it, so sign-ins land on one
 * device and reading sessions are bound to it. Tests of other devices send their own.
 */
export const TEST_DEVICE = 'test-device-secret-'.padEnd(43, 'x');

/** A second device of the same candidate (its device cookie's secret): a tablet beside the laptop. */
export const TABLET_DEVICE = 'tablet-device-secret-'.padEnd(43, 't');

/** The Cookie header of a browser holding device secret `secret`. */
export function deviceCookie(secret = TEST_DEVICE): { cookie: string } {
  return { cookie: `exam_device=${secret}` };
}

/** `{ authorization: 'Bearer <token>', cookie: <this test's device> }`. */
export function auth(token: string, device = TEST_DEVICE): { authorization: string; cookie: string } {
  return { authorization: `Bearer ${token}`, ...deviceCookie(device) };
}

let userSeq = 0;

/** Registers a new student (`POST /api/auth/register` on this test's device); returns its token and user. */
export async function signUp(
  app: FastifyInstance,
  name = 'Student',
): Promise<{ token: string; user: { id: string; email: string } }> {
  userSeq += 1;
  const email = `student${userSeq}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: deviceCookie(),
    payload: { name, email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** `POST /api/auth/login` with `email` and `password` (default {@link TEST_PASSWORD}); the raw answer. */
export function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD, device = TEST_DEVICE) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: deviceCookie(device),
    payload: { email, password },
  });
}

/** Signs in as the seeded admin; returns the token. */
export async function adminToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: deviceCookie(),
    payload: ADMIN,
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** {@link createTestApp} with the seeded admin signed in: the preamble of most API test files. */
export async function createTestAppWithAdmin(
  opts: Parameters<typeof createTestApp>[0] = {},
): Promise<{ ctx: TestContext; admin: string }> {
  const ctx = await createTestApp(opts);
  return { ctx, admin: await adminToken(ctx.app) };
}

/** A seeded demo book as the API lists it: every demo book has a PDF and a cover. */
export type SeededBook = Book & { pdfUrl: string; image: string };

/**
 * Two paid demo books by what a student pays: ₹99 (`cheap`) and ₹149 (`dear`), the amounts the
 * statement and export tests match on.
 */
export async function paidBooksAt99And149(
  app: FastifyInstance,
): Promise<{ cheap: SeededBook; dear: SeededBook }> {
  const paid = (await guestBooks(app)).filter((b) => !b.isFree);
  const payable = (b: SeededBook) => b.priceDiscounted ?? b.price;
  return { cheap: paid.find((b) => payable(b) === 99)!, dear: paid.find((b) => payable(b) === 149)! };
}

/** The listed books as a guest. */
export async function guestBooks(app: FastifyInstance): Promise<SeededBook[]> {
  return (await app.inject({ method: 'GET', url: '/api/books' })).json();
}

let utrSeq = 0;

/** A well-formed UTR (12 digits, starting 97) no other call in this test file gets. */
export function nextUtr(): string {
  utrSeq += 1;
  return `97${String(utrSeq).padStart(10, '0')}`;
}

/**
 * `POST /api/payment/submit` of `bookId` by `token` with `utr` (default {@link nextUtr}) and, when given,
 * `amount`; the raw answer.
 */
export function submitPayment(
  app: FastifyInstance,
  token: string,
  bookId: string,
  opts: { utr?: string; amount?: unknown } = {},
) {
  const payload: Record<string, unknown> = { bookId, utr: opts.utr ?? nextUtr() };
  if ('amount' in opts) payload.amount = opts.amount;
  return app.inject({ method: 'POST', url: '/api/payment/submit', headers: auth(token), payload });
}

/** {@link submitPayment} that must answer 201; returns the pending payment's id and its UTR. */
export async function submitted(
  app: FastifyInstance,
  token: string,
  bookId: string,
  opts: { utr?: string; amount?: unknown } = {},
): Promise<{ paymentId: string; utr: string }> {
  const utr = opts.utr ?? nextUtr();
  const res = await submitPayment(app, token, bookId, { ...opts, utr });
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return { paymentId: res.json().paymentId as string, utr };
}

/** `POST /api/admin/payments/:id/approve` as `admin` (an admin token); the raw answer. */
export function approve(app: FastifyInstance, admin: string, paymentId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/approve`,
    headers: auth(admin),
  });
}

/**
 * A purchase: `token` submits a UTR for `bookId` ({@link submitted}) and `admin` approves it (must be 200);
 * returns the approved payment's id and its UTR.
 */
export async function buyBook(
  app: FastifyInstance,
  admin: string,
  token: string,
  bookId: string,
  opts: { utr?: string; amount?: unknown } = {},
): Promise<{ paymentId: string; utr: string }> {
  const payment = await submitted(app, token, bookId, opts);
  const res = await approve(app, admin, payment.paymentId);
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return payment;
}

/**
 * `POST /api/reading/sessions` for `bookId` (any value: bad ids are refused) by `token` (on `device`, default
 * this test's), with `view` when given; the raw answer (201 carries the reading session's `token`).
 */
export function openReadingSession(
  app: FastifyInstance,
  token: string,
  bookId: unknown,
  opts: { view?: unknown; device?: string } = {},
) {
  const payload: Record<string, unknown> = { bookId };
  if (opts.view !== undefined) payload.view = opts.view;
  return app.inject({
    method: 'POST',
    url: '/api/reading/sessions',
    headers: auth(token, opts.device),
    payload,
  });
}
