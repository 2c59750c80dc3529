/**
 * The platform under the browser benchmarks (reader.mjs, lighthouse.mjs, exam-trace.mjs, platform.mjs): a
 * fresh `npm start` for the run, the wait until it is quiet, and JSON calls from the benchmark's one device.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/apps.mjs';
import { treeCpuSeconds } from '../lib/process-tree.mjs';
import { deviceFetch } from '../lib/device-key.mjs';

/**
 * Starts `npm start` (scripts/start.mjs) on `port` with a fresh data folder and the embedded database,
 * admin password `adminPassword`, no rate limits, plus `env`. Resolves once /api/health answers, with
 * `{ url, child, stop() }` (stop ends it and deletes its data).
 */
export async function startPlatform(port, adminPassword, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error('platform exited');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, stop };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until the platform is quiet: a fresh start prepares the demo books for the reader (text and
 * outlines of up to 1,321 pages) and then makes the resized covers, in the background, for a minute or more.
 * Measured during that, a page competes for this machine's 2 cores with the server's own start-up work
 * (inflated TBT, covers made on request) instead of showing what a student meets on a running server.
 * Quiet: under 0.1 CPU second in 3 s for the server's process tree; at most BENCH_SETTLE_S seconds (600).
 */
export async function settle(pid) {
  const started = Date.now();
  const limitMs = Number(process.env.BENCH_SETTLE_S ?? 600) * 1000;
  let last = treeCpuSeconds(pid);
  for (;;) {
    await new Promise((r) => setTimeout(r, 3000));
    const now = treeCpuSeconds(pid);
    const quiet = now - last < 0.1;
    last = now;
    const waited = Math.round((Date.now() - started) / 1000);
    if (quiet) return console.log(`server settled after ${waited} s (books prepared, covers resized)`);
    if (Date.now() - started > limitMs)
      return console.log(`server still busy after ${waited} s: measuring anyway (figures may be high)`);
  }
}

/** The benchmark's one browser: its device secret (sign-in, reading tokens and attempts are bound to it). */
export const BENCH_DEVICE = 'bench-reader-device-secret-'.padEnd(43, 'b');

/** `{ method, path, token, body }` against `url`, from {@link BENCH_DEVICE}; the parsed JSON answer (throws on a non-2xx status). */
export async function call(url, pathname, { token, method = 'GET', body } = {}) {
  // One browser for the whole benchmark: sign-in and reading tokens are bound to its device.
  const res = await deviceFetch(
    `${url}${pathname}`,
    {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    },
    BENCH_DEVICE,
  );
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The admin's sign-in token. */
export async function adminLogin(url, password) {
  return (await call(url, '/api/admin/login', { method: 'POST', body: { username: 'admin', password } }))
    .token;
}
