// `npm run bench:load`: load figures of the API against a bare Fastify baseline.
//
// The parent starts a child process (`load.mjs --serve`) that builds the real API (buildApp, rate limits
// and security headers on, logging off) on a fresh database (PGlite in a temp folder, or a fresh
// `bench_<random>` database when DATABASE_URL is set), seeds the demo catalogue, and listens on
// 127.0.0.1 only, next to a bare Fastify instance serving GET /bare. The parent then runs autocannon
// (BENCH_CONNECTIONS, default 100, for BENCH_SECONDS, default 10, per target) against:
//   bare   GET /bare                                     constant JSON, the baseline
//   books  GET /api/books?section=home                   guest listing (catalogue cache), then at half its peak
//   books  same with a student token                     cached listing + the student's statuses (one query)
//   pdf    GET /api/pdf-proxy?url=... Range 0-65535      admin token, 64 KiB range of a real PDF
//   pay    GET /api/payment/<bookId>                      student token: book, UPI QR code (cached per link), payee
// and prints requests/s, p50/p99 latency (ms), non-2xx count and the ratio to the baseline. It runs on the
// embedded database, then again on PostgreSQL when DATABASE_URL is set.
//
// `npm run bench:load -- --topology` measures the production topology instead
// (e2e/topology/start.ts: nginx, compiled API replicas, PostgreSQL, Redis, S3 server; needs DATABASE_URL):
// the guest catalogue through nginx with one replica and with two, against nginx's own static answer
// (the shell's index.html: nginx alone, the baseline) in the same run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshBenchDatabase, openSeededDatabase } from './fresh-database.mjs';
import { deviceFetch } from '../lib/device-key.mjs';

/** The benchmark's browser: its device cookie's secret (a sign-in proves its device). */
const LOAD_DEVICE = 'bench-load-device-secret-'.padEnd(43, 'l');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

if (process.argv[2] === '--serve') await serve();
else if (process.argv.includes('--topology')) await runTopology();
else await run();

/** Child: the API and the bare baseline, both on 127.0.0.1 random ports; prints `READY {json}`. */
async function serve() {
  // The API is CommonJS TypeScript: tsx's require hook keeps its __dirname (migrations folder, repo root).
  const { register } = await import('tsx/cjs/api');
  register();
  const require = createRequire(import.meta.url);
  const load = async (rel) => require(path.join(ROOT, rel));
  const { buildApp } = await load('api/src/app.ts');
  const { loadConfig } = await load('api/src/config.ts');
  const { default: Fastify } = await import('fastify');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const adminPassword = `bench-${randomBytes(6).toString('hex')}`;
  const { databaseUrl, drop: dropDb } = await freshBenchDatabase();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    ADMIN_PASSWORD: adminPassword,
    HOST: '127.0.0.1',
  });
  const { database } = await openSeededDatabase(load, {
    config,
    databaseUrl,
    dataDir,
    fixturesDir: config.fixturesDir,
    adminUsername: config.adminUsername,
    adminPassword,
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, service: 'bare' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const shutdown = async () => {
    await Promise.allSettled([app.close(), bare.close()]);
    await database.close().catch(() => undefined);
    await dropDb().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  console.log(
    `READY ${JSON.stringify({ api: app.server.address().port, bare: bare.server.address().port, adminPassword, db: database.kind })}`,
  );
}

/**
 * Parent: measures on the embedded database, then on PostgreSQL when DATABASE_URL is set (each a fresh
 * child and database), and prints one table per database.
 */
async function run() {
  await runOn({ ...process.env, DATABASE_URL: '' });
  if (process.env.DATABASE_URL) await runOn(process.env);
}

/** Spawns `cmd` and waits for its `READY {json}` line; resolves with the child and that JSON. */
async function startReady(cmd, args, env) {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env });
  const ready = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /READY (\{.*\})/.exec(out);
      if (m) resolve(JSON.parse(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}\n${out}`)));
  });
  return { child, ready };
}

/** Starts the child on `env`'s database, measures every target, prints the table. */
async function runOn(env) {
  const { default: autocannon } = await import('autocannon');
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const { child, ready } = await startReady(process.execPath, [fileURLToPath(import.meta.url), '--serve'], {
    ...env,
    LOG_LEVEL: 'silent',
  });
  const api = `http://127.0.0.1:${ready.api}`;
  try {
    const login = await (
      await deviceFetch(
        `${api}/api/admin/login`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: ready.adminPassword }),
        },
        LOAD_DEVICE,
      )
    ).json();
    const books = await (
      await fetch(`${api}/api/admin/books`, { headers: { authorization: `Bearer ${login.token}` } })
    ).json();
    const pdfUrl = books.find((b) => b.pdfUrl)?.pdfUrl;
    if (!pdfUrl) throw new Error('no PDF in the seeded catalogue (is ../shared/fixtures there?)');
    const paid = books.find((b) => !b.isFree);
    const student = await (
      await deviceFetch(
        `${api}/api/auth/register`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Bench Student',
            email: `bench-${randomBytes(4).toString('hex')}@example.com`,
            password: 'granite-meadow-oboe-17',
          }),
        },
        LOAD_DEVICE,
      )
    ).json();
    if (!student.token) throw new Error(`could not register the bench student: ${JSON.stringify(student)}`);
    const targets = [
      { name: 'bare GET /bare (baseline)', url: `http://127.0.0.1:${ready.bare}/bare` },
      { name: 'GET /api/books?section=home', url: `${api}/api/books?section=home`, halfPeak: true },
      {
        name: 'GET /api/books?section=home (student)',
        url: `${api}/api/books?section=home`,
        headers: { authorization: `Bearer ${student.token}` },
        halfPeak: true,
      },
      {
        name: 'GET /api/pdf-proxy Range 0-65535',
        url: `${api}/api/pdf-proxy?url=${encodeURIComponent(pdfUrl)}`,
        headers: { authorization: `Bearer ${login.token}`, range: 'bytes=0-65535' },
      },
      {
        name: 'GET /api/payment/:bookId',
        url: `${api}/api/payment/${paid._id}`,
        headers: { authorization: `Bearer ${student.token}` },
      },
    ];
    console.log(
      `bench:load: ${connections} connections, ${duration} s per target, database ${ready.db}, node ${process.version}, ${os.cpus().length} CPUs`,
    );
    const rows = [];
    for (const t of targets) {
      const r = await autocannon({ url: t.url, headers: t.headers, connections, duration });
      rows.push({
        name: t.name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx + r.errors + r.timeouts,
      });
      // The latency goal is at half of the peak rate: a steady load the server keeps up with.
      if (t.halfPeak) {
        const rate = Math.max(1, Math.round(r.requests.average / 2));
        const h = await autocannon({
          url: t.url,
          headers: t.headers,
          connections,
          duration,
          overallRate: rate,
        });
        rows.push({
          name: `  same at ${rate} req/s (half peak)`,
          rps: h.requests.average,
          p50: h.latency.p50,
          p99: h.latency.p99,
          non2xx: h.non2xx + h.errors + h.timeouts,
        });
      }
    }
    const base = rows[0].rps;
    const pad = (s, n) => String(s).padEnd(n);
    console.log(
      `\n${pad('target', 44)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('non-2xx', 9)}vs baseline`,
    );
    for (const r of rows)
      console.log(
        `${pad(r.name, 44)}${pad(Math.round(r.rps), 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.non2xx, 9)}${(r.rps / base).toFixed(2)}x`,
      );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** `--topology`: the guest catalogue through nginx with 1 and 2 replicas, against nginx's static index.html. */
async function runTopology() {
  if (!process.env.DATABASE_URL)
    throw new Error('--topology needs DATABASE_URL (PostgreSQL is shared by the replicas)');
  const { default: autocannon } = await import('autocannon');
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const rows = [];
  for (const replicas of [1, 2]) {
    const { child, ready } = await startReady(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['e2e/topology/start.ts', String(replicas)],
      process.env,
    );
    try {
      const measure = async (name, url) => {
        const r = await autocannon({ url, connections, duration });
        rows.push({
          name,
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          non2xx: r.non2xx + r.errors + r.timeouts,
        });
      };
      // nginx alone: the shell's index.html from disk, no replica involved.
      if (replicas === 1) await measure('nginx GET / static (baseline)', `${ready.url}/`);
      await measure(
        `GET /api/books?section=home, ${replicas} replica(s)`,
        `${ready.url}/api/books?section=home`,
      );
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
  console.log(
    `bench:load --topology: ${connections} connections, ${duration} s per target, node ${process.version}, ${os.cpus().length} CPUs`,
  );
  const base = rows[0].rps;
  const pad = (s, n) => String(s).padEnd(n);
  console.log(
    `\n${pad('target', 44)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('non-2xx', 9)}vs baseline`,
  );
  for (const r of rows)
    console.log(
      `${pad(r.name, 44)}${pad(Math.round(r.rps), 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.non2xx, 9)}${(r.rps / base).toFixed(2)}x`,
    );
}
