/**
 * `npm run bench:platform`: the platform figures of the closing note, measured on a fresh start.
 *  - cold `npm start` time to the first answer of /api/health (ms), fresh data folder, embedded database,
 *    against a bare Fastify process started the same way in the same run (the baseline);
 *  - gzip bytes of the JavaScript each app loads for its first render (shell and store on `/`, admin on
 *    `/admin`, reader when the viewer opens), grouped by where it was served from.
 * Bytes before page 1 of the big PDFs are measured by `npm run bench:reader`.
 * Prints one line per figure. Needs Chromium (CHROMIUM_PATH or /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { HOST_APP, REMOTES, ROOT } from '../lib/apps.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { BENCH_DEVICE } from './bench-platform.mjs';
import { deviceFetch, installDeviceKey } from '../lib/device-key.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3322);
const url = `http://127.0.0.1:${PORT}`;
const adminPassword = `bench-${Math.random().toString(36).slice(2)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-bench-'));

/**
 * Spawns `node <args>` and polls `GET <url>/api/health` every 50 ms; resolves the child and the
 * milliseconds from spawn to its first 2xx answer.
 */
async function timeToFirstAnswer(args, cwd, env) {
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, ms: Date.now() - started };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const stop = async (child) => {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
};

/** The baseline of the same run: a bare Fastify process answering /api/health, from spawn to first answer. */
async function bareFastifyMs() {
  const code = `const f = require('fastify')(); f.get('/api/health', async () => ({ ok: true })); f.listen({ port: ${PORT}, host: '127.0.0.1' });`;
  const { child, ms } = await timeToFirstAnswer(['-e', code], path.join(ROOT, 'api'), {});
  await stop(child);
  return ms;
}

const startPlatform = () =>
  timeToFirstAnswer([path.join(ROOT, 'scripts', 'start.mjs')], ROOT, {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
  });

/** App name for a script URL, by the path it was served from: a remote's name, else the host's folder. */
const appOf = (u) => REMOTES.find((remote) => u.includes(remote.prefix))?.name ?? HOST_APP.folder;

/**
 * Adds the gzip size of every script `page` loads to `totals[app]`, its brotli size to `totals.br[app]`,
 * the bytes actually sent (Content-Length of the encoded answer) to `totals.wire[app]`, and counts the
 * `Content-Encoding` served in `totals.encodings`. Returns `settled()`, which waits for the bodies still
 * being read: a response event fires before its body is in, so reading `totals` straight after
 * `networkidle` can miss the last scripts.
 */
function trackScripts(page, totals) {
  const pending = [];
  totals.br ??= {};
  totals.wire ??= {};
  totals.encodings ??= {};
  page.on('response', (response) => {
    const u = response.url();
    if (!u.endsWith('.js') && !u.endsWith('.mjs')) return;
    pending.push(
      Promise.all([response.body(), response.allHeaders()]).then(
        ([body, headers]) => {
          const app = appOf(u);
          const encoding = headers['content-encoding'] ?? 'none';
          const gzip = zlib.gzipSync(body, { level: 9 }).length;
          totals[app] = (totals[app] ?? 0) + gzip;
          totals.br[app] =
            (totals.br[app] ?? 0) +
            zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
          totals.wire[app] = (totals.wire[app] ?? 0) + Number(headers['content-length'] ?? body.length);
          totals.encodings[encoding] = (totals.encodings[encoding] ?? 0) + 1;
          // BENCH_VERBOSE=1: each script with its gzip size, to see what a page loads.
          if (process.env.BENCH_VERBOSE) console.log(`    ${gzip} B gzip  ${new URL(u).pathname}`);
        },
        () => undefined, // redirected or aborted
      ),
    );
  });
  return () => Promise.all(pending);
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: install Debian chromium or set CHROMIUM_PATH');
  const bareMs = await bareFastifyMs();
  const { child, ms } = await startPlatform();
  console.log(
    `cold npm start to first response: ${ms} ms (fresh data folder, PGlite, migrations and seed, front ends already built)`,
  );
  console.log(
    `baseline, bare Fastify process to first response: ${bareMs} ms (platform ${(ms / bareMs).toFixed(1)}x)`,
  );
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const login =
      await // Sign-in and reading tokens are bound to a device: the one whose cookie and key the admin's context holds.
      (
        await deviceFetch(
          `${url}/api/admin/login`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'admin', password: adminPassword }),
          },
          BENCH_DEVICE,
        )
      ).json();
    const js = {};
    // Guest home: shell + store.
    const guest = await browser.newPage();
    const guestSettled = trackScripts(guest, js);
    await guest.goto(url, { waitUntil: 'networkidle' });
    await guestSettled();
    await guest.close();
    const home = ['shell', 'store'];
    const sum = (byApp) => home.reduce((n, app) => n + (byApp[app] ?? 0), 0);
    console.log(
      `guest home JavaScript: ${sum(js)} bytes gzip, ${sum(js.br)} bytes brotli, ${sum(js.wire)} bytes sent ` +
        `(goal ≤ 204800 gzip, ≤ 174080 brotli); Content-Encoding served: ${Object.entries(js.encodings)
          .map(([e, n]) => `${e} ×${n}`)
          .join(', ')}`,
    );
    for (const app of home)
      console.log(`  ${app}: ${js[app] ?? 0} gzip, ${js.br[app] ?? 0} brotli, ${js.wire[app] ?? 0} sent`);
    // Admin: the dashboard and the reader.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([
      {
        name: 'exam_device',
        value: BENCH_DEVICE,
        domain: new URL(url).hostname,
        path: '/api',
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
    await installDeviceKey(context, url);
    await context.addInitScript((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('isAdmin', 'true');
    }, login.token);
    const admin = await context.newPage();
    const adminJs = {};
    const adminSettled = trackScripts(admin, adminJs);
    await admin.goto(`${url}/admin`, { waitUntil: 'networkidle' });
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.waitForLoadState('networkidle');
    await adminSettled();
    js.admin = adminJs.admin ?? 0;

    // The reader's initial JS: open the viewer on the smallest free book (its pages are bench:reader's job).
    const reader = await context.newPage();
    const readerJs = {};
    const readerSettled = trackScripts(reader, readerJs);
    await reader.goto(`${url}/tests`, { waitUntil: 'networkidle' });
    await reader.getByRole('button', { name: 'Read Now' }).first().click();
    await reader.waitForFunction(
      () => Number(document.querySelector('[data-testid="pdf-page"]')?.getAttribute('data-painted')) >= 1,
      null,
      { timeout: 120_000 },
    );
    await reader.waitForLoadState('networkidle');
    await readerSettled();
    js.reader = readerJs.reader ?? 0;
    for (const app of ['shell', 'store', 'admin', 'reader'])
      console.log(`initial JS of ${app}: ${js[app] ?? 0} bytes gzip`);
    console.log(
      'bytes before page 1 of mercatormap.pdf and pgfmanual.pdf: npm run bench:reader (CDP byte counts)',
    );
  } finally {
    await browser.close();
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
