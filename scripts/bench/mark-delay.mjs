// `npm run bench:mark-delay`: the API's event-loop delay while page images are marked (docs/operations.md
// "Environment": MARK_WORKERS).
//
// Renders BENCH_PAGES pages (default 24) of the demo books (../shared/fixtures/pdfs) at 960 px with the
// reader's render worker, spread over the books, then marks each BENCH_COPIES times (default 2: 48 images, within the pool's 64 waiting) for
// different students, all at once, as a busy reader would, and reports the event loop's delay over that
// time (perf_hooks.monitorEventLoopDelay, 10 ms resolution: p50, p95, max) with the wall time and images
// per second. `main`: mark-page.ts `markImage` on this thread (the API before the mark pool); `pool`:
// watermark.ts `markPage` through the mark pool (MARK_WORKERS threads, default 1). BENCH_MARK_MODE picks
// one (default both). Run with tsx (the API's own modules are CommonJS TypeScript).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ROOT } from '../lib/apps.mjs';

const READING = path.join(ROOT, 'api', 'src', 'modules', 'reading');
const FIXTURES = path.resolve(
  process.env.FIXTURES_DIR ?? path.join(ROOT, '..', 'shared', 'fixtures'),
  'pdfs',
);
const [PAGES, COPIES, WORKERS] = ['BENCH_PAGES', 'BENCH_COPIES', 'MARK_WORKERS'].map((k, i) =>
  Number(process.env[k] ?? [24, 2, 1][i]),
);
const MODES = (process.env.BENCH_MARK_MODE ?? 'main,pool').split(',');

const require = createRequire(path.join(ROOT, 'api', 'package.json'));
const { render, inspect } = await import(
  path.join(ROOT, 'api', 'src', 'platform', 'render', 'render-worker.mts')
);
const { markImage } = await import(path.join(READING, 'marks', 'mark-page.ts'));
const { MarkPool } = require(path.join(READING, 'mark-pool.ts'));
const { markPage } = require(path.join(READING, 'render', 'watermark.ts'));
const fontFile = require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');

/** BENCH_PAGES clean 960-px renders, taken evenly from each book in turn. */
async function cleanPages() {
  const books = fs
    .readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  const perBook = Math.ceil(PAGES / books.length);
  const out = [];
  for (const name of books) {
    const file = path.join(FIXTURES, name);
    const info = await inspect({ file });
    if (!info.ok) continue;
    for (let i = 0; i < perBook && out.length < PAGES; i += 1) {
      const page = 1 + Math.floor(((i + 0.5) * info.pages) / perBook);
      const r = await render({ file, page, width: 960, maxPixels: 16e6, quality: 90 });
      if (r.ok) out.push({ book: name, page, clean: Buffer.from(r.webp) });
    }
  }
  return out;
}

const who = (p, n) => ({
  reader: 'st***@gmail.com',
  code: 'K7Q2-9XMD',
  hidden: {
    secret: 'bench-mark-delay-secret-of-32-bytes',
    holder: `student-${n}`,
    scope: `${p.book}|${p.page}`,
  },
});

/** Marks every page COPIES times at once with `mark`; the loop's delay (ms) and the wall time over it. */
async function measure(pages, mark) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const started = performance.now();
  await Promise.all(pages.flatMap((p) => Array.from({ length: COPIES }, (_, n) => mark(p, n))));
  const wall = performance.now() - started;
  h.disable();
  const ms = (ns) => (ns / 1e6).toFixed(1);
  return {
    p50: ms(h.percentile(50)),
    p95: ms(h.percentile(95)),
    max: ms(h.max),
    wall,
    n: pages.length * COPIES,
  };
}

console.log(`bench:mark-delay: rendering ${PAGES} pages at 960 px from ${FIXTURES}`);
const pages = await cleanPages();
console.log(`${pages.length} pages, ${COPIES} copies each, all marked at once\n`);
console.log('| marking | event-loop delay p50 / p95 / max (ms) | wall (s) | images/s |');
console.log('| --- | --- | --- | --- |');
const row = (name, r) =>
  console.log(
    `| ${name} | ${r.p50} / ${r.p95} / ${r.max} | ${(r.wall / 1000).toFixed(1)} | ${((1000 * r.n) / r.wall).toFixed(1)} |`,
  );
if (MODES.includes('main'))
  row(
    'on the main thread (markImage)',
    await measure(pages, (p, n) =>
      markImage(p.clean, who(p, n), { fontFile, date: '7 Dec 2026', quality: 75 }),
    ),
  );
if (MODES.includes('pool')) {
  const marks = new MarkPool({ workers: WORKERS, timeoutMs: 120_000, memoryMb: 256 });
  // The first image starts the thread (and loads sharp in it): not part of the measure, as in a running API.
  await markPage(marks, pages[0].clean, who(pages[0], 0));
  row(
    `mark pool, ${WORKERS} thread(s) (markPage)`,
    await measure(pages, (p, n) => markPage(marks, p.clean, who(p, n))),
  );
  await marks.close();
}
