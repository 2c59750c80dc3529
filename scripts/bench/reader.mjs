/**
 * `npm run bench:reader`: the protected reader's figures, measured in
 * real Chromium on a fresh platform, as admin, for mercatormap.pdf (25 MB, 95 pages) and pgfmanual.pdf
 * (1,321 pages), each opened the real way (Read Now on its card):
 *  - bytes transferred from the Read Now click until page 1 is visible (everything requested before that
 *    paint: the reader's JS and the API's session, document and page images; CDP network events), and of
 *    those the page images;
 *  - ms from the Read Now click to page 1 visible, with the server's render cache cold (first open on the fresh
 *    platform) and warm (the same book opened again in a fresh browser context);
 *  - ms per page turn: key press to the next page's image shown, median and p95 over the first 50 turns,
 *    with BENCH_DWELL_MS (default 400) of reading between turns so the two-page prefetch can work;
 *  - the page's JS heap (CDP, after a forced GC) before and after 200 page turns (bouncing at the ends);
 *  - the reader-remote build's JS, gzip bytes (all its .js files, and the ones loaded to open a book);
 *  - the time of a search for a word (BENCH_SEARCH_WORD, default "shading") in the 1,321-page book through
 *    the API once its text is prepared, cold and warm;
 *  - the server's render throughput (pages per second) with RENDER_WORKERS 1 and 2, each on a fresh platform
 *    serving pages 1..BENCH_RENDER_PAGES (default 1321) of pgfmanual.pdf at 960 px, and the platform's
 *    resident memory (all its processes) after the last page.
 * The viewer shows server-rendered images only: no PDF byte is ever transferred (counted and printed).
 * Needs Chromium (CHROMIUM_PATH). The in-browser measures are in reader-probes.mjs, the API's in
 * reader-server.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, findApp } from '../lib/apps.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { adminLogin, BENCH_DEVICE, call, startPlatform } from './bench-platform.mjs';
import { benchRender, benchSearch } from './reader-server.mjs';
import { installDeviceKey } from '../lib/device-key.mjs';
import { heap, PAGE_PROBE, trackBytes, turn } from './reader-probes.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3323);
const adminPassword = `bench-${Math.random().toString(36).slice(2)}`;
let url = `http://127.0.0.1:${PORT}`;
const TURNS = Number(process.env.BENCH_TURNS ?? 200);
const TIMED_TURNS = 50;
const DWELL_MS = Number(process.env.BENCH_DWELL_MS ?? 400);
const BOOKS = [
  { file: 'mercatormap.pdf', title: 'Map Projections Atlas, High Resolution', route: '/tests' },
  { file: 'pgfmanual.pdf', title: 'Complete Diagrams Compendium', route: '/' },
];

/** gzip bytes of the reader remote's built JS: all files, and those whose URL the browser loaded. */
function readerJsGzip(loaded) {
  const dist = path.join(ROOT, findApp('reader').folder, 'dist');
  const files = fs.readdirSync(dist, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  let all = 0;
  let used = 0;
  for (const f of files) {
    const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, String(f))), { level: 9 }).length;
    all += gz;
    if (loaded.some((u) => u.includes('/reader') && u.endsWith(`/${path.basename(String(f))}`))) used += gz;
  }
  return { all, used, files: files.length };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * Opens `book` the real way in a new browser context (fresh browser cache): its route, then Read Now, until
 * page 1 is painted. Resolves the context, page and CDP session with the bytes and ms to that first page.
 */
async function openFirstPage(browser, token, book) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The device the benchmark's token was signed in on (reader-server.mjs `call`).
  await context.addCookies([
    {
      name: 'exam_device',
      value: BENCH_DEVICE,
      domain: '127.0.0.1',
      path: '/api',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  await installDeviceKey(context, url);
  await context.addInitScript((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('isAdmin', 'true');
  }, token);
  await context.addInitScript(PAGE_PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const bytes = await trackBytes(cdp);
  await page.goto(`${url}${book.route}`, { waitUntil: 'networkidle' });
  bytes.mark();
  const button = page
    .locator('article', { hasText: book.title })
    .getByRole('button', { name: 'Read Now' })
    .first();
  await button.click();
  await page
    .locator('[data-testid="pdf-page"][data-painted="1"][data-rendering="false"]')
    .waitFor({ timeout: 120_000 });
  // What was asked for before page 1 was painted (the prefetch of pages 2 and 3 follows the paint).
  const paintedAt = await page.evaluate(() => performance.timeOrigin + window.__bench.painted[1]);
  const bytesAtFirstPage = bytes.since(undefined, paintedAt);
  const imageBytesAtFirstPage = bytes.since((u) => u.includes('/api/reading/pages/'), paintedAt);
  if (process.env.BENCH_VERBOSE)
    for (const [u, b, from, to] of bytes.list()) console.log(`    ${from}-${to} ms\t${b} B\t${u}`);
  const { clickAt, painted } = await page.evaluate(() => window.__bench);
  return {
    context,
    page,
    cdp,
    bytes,
    bytesAtFirstPage,
    imageBytesAtFirstPage,
    firstPageMs: painted[1] - clickAt,
  };
}

async function benchBook(browser, token, book) {
  const { context, page, cdp, bytes, bytesAtFirstPage, imageBytesAtFirstPage, firstPageMs } =
    await openFirstPage(browser, token, book);
  await page.locator('[data-testid="pdf-page"][data-transition="false"]').waitFor();
  const total = Number((await page.getByText(/^Page \d+ of \d+$/).textContent()).split(' of ')[1]);
  const size = fs.statSync(path.join(ROOT, '..', 'shared', 'fixtures', 'pdfs', book.file)).size;

  const heapBefore = await heap(cdp);
  const times = [];
  let current = 1;
  let direction = 1;
  for (let i = 0; i < TURNS; i += 1) {
    if (current + direction < 1 || current + direction > total) direction = -direction;
    current += direction;
    const ms = await turn(page, direction > 0 ? 'ArrowRight' : 'ArrowLeft', current);
    if (i < TIMED_TURNS) times.push(ms);
    if (i < TIMED_TURNS) await page.waitForTimeout(DWELL_MS);
  }
  const heapAfter = await heap(cdp);
  const pdfSeen = bytes.urls().filter((u) => u.includes('/api/pdf-proxy')).length;
  const js = readerJsGzip(bytes.urls());
  await context.close();
  // The same book opened again in a fresh browser, at page 1 again (the turns moved the saved page): its
  // clean render is in the server's cache now.
  const books = await call(url, '/api/books', { token });
  const bookId = books.find((b) => b.title === book.title)._id;
  await call(url, `/api/reading/progress/${bookId}`, { token, method: 'PUT', body: { page: 1 } });
  const warm = await openFirstPage(browser, token, book);
  await warm.context.close();

  console.log(`\n${book.file} (${mb(size)}, ${total} pages)`);
  console.log(
    `  bytes from Read Now to page 1 visible: ${bytesAtFirstPage} (${mb(bytesAtFirstPage)}, ${((100 * bytesAtFirstPage) / size).toFixed(1)} % of the PDF's size), of which page images ${imageBytesAtFirstPage}`,
  );
  console.log(
    `  ms to first page (Read Now click to image shown): ${Math.round(firstPageMs)} with the render cache cold, ${Math.round(warm.firstPageMs)} warm (fresh browser, ${warm.bytesAtFirstPage} bytes)`,
  );
  console.log(
    `  ms per page turn (key to image, first ${TIMED_TURNS} turns, ${DWELL_MS} ms between turns): median ${Math.round(median(times))}, p95 ${Math.round(p95(times))}`,
  );
  console.log(
    `  JS heap (page, after GC): ${mb(heapBefore)} before, ${mb(heapAfter)} after ${TURNS} turns (${heapAfter >= heapBefore ? '+' : ''}${mb(heapAfter - heapBefore)})`,
  );
  console.log(`  pdf-proxy requests: ${pdfSeen}`);
  console.log(
    `  reader-remote JS (gzip -9): ${js.used} bytes loaded to read, ${js.all} bytes in all ${js.files} files of the build`,
  );
}

const SEARCH = { title: 'Complete Diagrams Compendium', word: process.env.BENCH_SEARCH_WORD ?? 'shading' };
const RENDER_PAGES = Number(process.env.BENCH_RENDER_PAGES ?? 1321);

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: install Debian chromium or set CHROMIUM_PATH');
  const platform = await startPlatform(PORT, adminPassword);
  url = platform.url;
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const token = await adminLogin(url, adminPassword);
    console.log(`reader benchmark: Chromium headless, 1280x900, DPR 1, admin, local platform on ${url}`);
    for (const book of BOOKS) await benchBook(browser, token, book);
    const search = await benchSearch(url, token, SEARCH.title, SEARCH.word);
    console.log(
      `\nsearch for "${SEARCH.word}" in the ${search.pages}-page book (GET /api/reading/search, after its preparation): ${Math.round(search.coldMs)} ms cold, ${Math.round(search.warmMs)} ms warm, ${search.hits} hits${search.truncated ? ' (truncated)' : ''}; text of all pages ready ${(search.waitedMs / 1000).toFixed(0)} s after the book's first open`,
    );
  } finally {
    await browser.close();
    await platform.stop();
  }
  console.log(
    `\nrender throughput (fresh platform, pgfmanual.pdf pages 1-${RENDER_PAGES} at 960 px, rendered + marked + sent):`,
  );
  for (const workers of [1, 2]) {
    const r = await benchRender({
      port: PORT,
      password: adminPassword,
      title: SEARCH.title,
      workers,
      pages: RENDER_PAGES,
    });
    console.log(
      `  RENDER_WORKERS=${workers}: ${r.pages} pages in ${r.seconds.toFixed(1)} s = ${r.perSecond.toFixed(1)} pages/s, ${r.failed} failed; platform resident memory after: ${mb(r.rssBytes)}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
