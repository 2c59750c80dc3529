/**
 * Server-side parts of `npm run bench:reader` (see reader.mjs): a platform started for the benchmark, the
 * search time in the 1,321-page book, and the render throughput with its resident memory. The platform's
 * start and `settle` serve the other browser benchmarks too (lighthouse.mjs, exam-trace.mjs).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/apps.mjs';
import { treeCpuSeconds, treeRss } from '../lib/process-tree.mjs';

/**
 * Starts `npm start` (scripts/start.mjs) on `port` with a fresh data folder and the embedded database,
 * admin password `adminPassword`, no rate limits, plus `env`. Resolves once /api/health answers, with
 * `{ url, child, stop() }` (stop ends it and deletes its data).
 */
export async function startPlatform(port, adminPassword, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-bench-reader-'));
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

/** `{ method, path, token, body }` against `url`; the parsed JSON answer (throws on a non-2xx status). */
/** The benchmark's one browser: its device secret (sign-in and reading tokens are bound to it). */
export const BENCH_DEVICE = 'bench-reader-device-secret-'.padEnd(43, 'b');

export async function call(url, pathname, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      // One browser for the whole benchmark: sign-in and reading tokens are bound to its device cookie.
      cookie: `exam_device=${BENCH_DEVICE}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The admin's sign-in token. */
export async function adminLogin(url, password) {
  return (await call(url, '/api/admin/login', { method: 'POST', body: { username: 'admin', password } }))
    .token;
}

/** The admin book row titled `title` (with its `preparation`). */
async function adminBook(url, token, title) {
  const books = await call(url, '/api/admin/books', { token });
  const book = books.find((b) => b.title === title);
  if (!book) throw new Error(`no book titled ${title}`);
  return book;
}

/**
 * Waits (up to `timeoutMs`) until the book titled `title` is prepared (its text extracted), then times a
 * search for `word` in it twice through `GET /api/reading/search`: cold (text chunks read from storage)
 * and warm (kept in memory). Resolves `{ pages, hits, truncated, coldMs, warmMs, waitedMs }`.
 */
export async function benchSearch(url, token, title, word, timeoutMs = 600_000) {
  const started = performance.now();
  let book = await adminBook(url, token, title);
  while (book.preparation?.state !== 'ready') {
    if (performance.now() - started > timeoutMs) throw new Error(`${title} not prepared in time`);
    if (book.preparation?.state === 'failed') throw new Error(`${title}: ${book.preparation.error}`);
    await new Promise((r) => setTimeout(r, 1000));
    book = await adminBook(url, token, title);
  }
  const waitedMs = performance.now() - started;
  const session = await call(url, '/api/reading/sessions', {
    token,
    method: 'POST',
    body: { bookId: book._id },
  });
  const timed = async () => {
    const t0 = performance.now();
    const answer = await call(url, `/api/reading/search?q=${encodeURIComponent(word)}`, {
      token: session.token,
    });
    return { ms: performance.now() - t0, answer };
  };
  const cold = await timed();
  const warm = await timed();
  return {
    pages: book.preparation.pageCount,
    hits: cold.answer.results.length,
    truncated: cold.answer.truncated,
    coldMs: cold.ms,
    warmMs: warm.ms,
    waitedMs,
  };
}

/**
 * Render throughput: a fresh platform with `RENDER_WORKERS=workers` (no background preparation) serves
 * pages 1..`pages` of the book titled `title` at `width` px as a reader gets them (rendered, marked,
 * sent), `workers + 1` requests at a time. Resolves `{ pages, seconds, perSecond, rssBytes, failed }`,
 * rssBytes being the whole platform's resident memory after the last page.
 */
export async function benchRender({ port, password, title, workers, pages, width = 960 }) {
  const platform = await startPlatform(port, password, {
    RENDER_WORKERS: String(workers),
    RENDER_PREPARE_ON_START: 'off',
  });
  try {
    const token = await adminLogin(platform.url, password);
    const book = await adminBook(platform.url, token, title);
    const session = await call(platform.url, '/api/reading/sessions', {
      token,
      method: 'POST',
      body: { bookId: book._id },
    });
    const last = Math.min(pages, book.preparation?.pageCount ?? book.pages ?? pages);
    let next = 1;
    let failed = 0;
    const t0 = performance.now();
    const lane = async () => {
      while (next <= last) {
        const page = next++;
        const res = await fetch(`${platform.url}/api/reading/pages/${page}?w=${width}`, {
          headers: { authorization: `Bearer ${session.token}` },
        });
        await res.arrayBuffer();
        if (!res.ok) failed += 1;
      }
    };
    await Promise.all(Array.from({ length: workers + 1 }, lane));
    const seconds = (performance.now() - t0) / 1000;
    return { pages: last, seconds, perSecond: last / seconds, rssBytes: treeRss(platform.child.pid), failed };
  } finally {
    await platform.stop();
  }
}
