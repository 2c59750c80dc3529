// The real API for the question-detection benchmarks (`bench:detect`, `bench:detect-health`): buildApp in
// process on a fresh database (PGlite in a temp folder, or a fresh `bench_<random>` database beside
// DATABASE_URL) with only the admin seeded, so no catalogue is prepared beside the papers.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookForm } from './book-form.mjs';
import { freshBenchDatabase, openSeededDatabase } from './fresh-database.mjs';
import { injectProof } from '../lib/device-key.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const { register } = await import('tsx/cjs/api');
register();
const require = createRequire(import.meta.url);
/** A module of the repository (TypeScript through tsx), by its path from the root. */
export const load = (rel) => require(path.join(ROOT, rel));

/** The preset the admin would pick for a paper called `name`. */
export function presetOf(name) {
  if (name.includes('jee-adv')) return 'jee-advanced';
  if (name.includes('neet')) return 'neet';
  return 'jee-main';
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Starts the API: resolves `{ app, admin, dataDir, call(method, url, payload?, headers?), upload(bytes, name),
 * close() }`. `call` is an admin request through the app (`{ status, body }`); `upload` sends a PDF as a
 * test-series book the way the admin's form does and resolves the book's id, or throws with the refusal.
 */
export async function startDetectApp() {
  const { buildApp } = load('api/src/app.ts');
  const { loadConfig } = load('api/src/config.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-detect-'));
  const adminPassword = `bench-${randomBytes(6).toString('hex')}`;
  const { databaseUrl, drop: dropDb } = await freshBenchDatabase();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    // A long paper's text job and the synchronous request may take long on a busy machine.
    RENDER_TIMEOUT_MS: process.env.RENDER_TIMEOUT_MS ?? '600000',
    REQUEST_TIMEOUT_MS: process.env.REQUEST_TIMEOUT_MS ?? '900000',
    RENDER_PREPARE_ON_START: 'off',
    UPLOAD_MAX_PDF_MB: process.env.UPLOAD_MAX_PDF_MB ?? '200',
  });
  const { database } = await openSeededDatabase(load, {
    config,
    databaseUrl,
    dataDir,
    fixturesDir: path.join(dataDir, 'no-fixtures'),
    adminUsername: 'admin',
    adminPassword,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const admin = (
    await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      // A sign-in proves its device key.
      headers: { dpop: await injectProof(app, 'POST', '/api/admin/login') },
      payload: { username: 'admin', password: adminPassword },
    })
  ).json().token;
  const call = async (method, url, payload, headers = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${admin}`, ...headers },
      payload,
    });
    return { status: res.statusCode, body: res.body ? safeJson(res.body) : null };
  };
  const upload = async (bytes, name) => {
    const fields = {
      title: name,
      description: 'Question paper for bench:detect',
      category: presetOf(name) === 'neet' ? 'NEET' : 'JEE',
      section: 'test',
      price: '29',
      priceDiscounted: '',
      pages: '',
      isFree: 'false',
    };
    const { body: payload, type } = bookForm(bytes, name, fields);
    const book = await call('POST', '/api/admin/books', payload, { 'content-type': type });
    if (book.status !== 201) throw new Error(`upload ${book.status} ${book.body?.error ?? ''}`);
    return book.body._id;
  };
  const close = async () => {
    await app.close();
    await dropDb().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, admin, dataDir, database, call, upload, close };
}
