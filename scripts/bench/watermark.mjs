// `npm run bench:watermark`: how well the two page marks hold up (docs/domains/reading.md "Marks").
//
// Renders pages of the demo books (../shared/fixtures/pdfs) at 960 px with the reader's own render worker,
// keeps pages with enough text (at least BENCH_MIN_CARRIERS carrying words, default 160: enough for the
// crop), at most BENCH_PER_BOOK per book (default 12, out of 6 times as many tried) and BENCH_PAGES in all (default 120), marks each for a
// student of a population of BENCH_STUDENTS (default 200) exactly as the reader does (modules/reading/marks/
// mark-page.ts: fingerprint word shifts, visible line, WebP 75), applies each leak below, reads the hidden
// mark back with the leak tracer's worker code (align, read) against the page's 960-px clean render, as
// when the admin names book and page, and scores every student of the population (accuseHolders). Prints,
// per leak, the pages where a student whose copy is in the leak was named, where anyone else was named
// (must be 0), and where no one was. Single copies first, then copies combined: the mean, lightest and
// darkest pixel of 2 students' copies, A's visible mark replaced by B's pixels, means of 3 and 4 copies,
// and one student's 960- and 2048-px copies (the latter shrunk) averaged. Pages with little text (fewer
// carrying words) are read alone too. Then the visible mark: the share of its pixels left after the
// min(R,G,B) >= 185 and Otsu cleaners, and the glyph pixels it covers (goal 0); and ms per marked page.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RENDER = path.join(ROOT, 'api', 'src', 'platform', 'render');
const MARKS = path.join(ROOT, 'api', 'src', 'modules', 'reading', 'marks');
const FIXTURES = path.resolve(
  process.env.FIXTURES_DIR ?? path.join(ROOT, '..', 'shared', 'fixtures'),
  'pdfs',
);
const MIN_CARRIERS = Number(process.env.BENCH_MIN_CARRIERS ?? 160);
const PER_BOOK = Number(process.env.BENCH_PER_BOOK ?? 12);
const PAGES = Number(process.env.BENCH_PAGES ?? 120);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const SECRET = 'bench-watermark-secret';
const HOLDERS = Array.from({ length: STUDENTS }, (_, i) => `student-${i}`);

const require = createRequire(path.join(ROOT, 'api', 'package.json'));
const sharp = require('sharp');
const { render, inspect } = await import(path.join(RENDER, 'render-worker.mts'));
const { markImage } = await import(path.join(MARKS, 'mark-page.ts'));
const { read, accuseHolders } = await import(path.join(MARKS, 'trace-worker.mts'));
const { toGray } = await import(path.join(MARKS, 'raster.ts'));
const { visibleMarkOverlays, glyphPixelsUnder } = await import(path.join(MARKS, 'visible-mark.ts'));
const { findBlocks, carrierIndices, INK_LEVEL } = await import(path.join(MARKS, 'text-layout.ts'));
const A = await import(path.join(MARKS, 'leak-attacks.ts'));
const fontFile = require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');

/** Single-copy leaks: each takes the served WebP and answers the leaked file. */
const ATTACKS = {
  'none (WebP as served)': async (b) => b,
  'min(R,G,B) >= 185 to white': (b) => A.whitenLight(b, 185),
  'Otsu binarisation': (b) => A.otsuBinarise(b),
  'JPEG quality 40': (b) => A.jpeg(b, 40),
  '0.6x downscale': (b) => A.downscale(b, 0.6),
  'crop to middle 60% of lines': (b) => A.cropToMiddleLines(b, 0.6),
  'photo: 1 deg, perspective, noise': (b) => A.phonePhoto(b, 1),
};

/** Leaks of several copies: `c` are the served copies of distinct students, `wide` A's 2048-px copy. */
const COLLUSIONS = {
  'mean of 2 copies': { n: 2, make: (c) => A.combineCopies(c, 'mean') },
  'max of 2 copies': { n: 2, make: (c) => A.combineCopies(c, 'max') },
  'min of 2 copies': { n: 2, make: (c) => A.combineCopies(c, 'min') },
  "A's visible mark swapped for B's pixels": { n: 2, make: (c) => A.swapVisibleMark(c[0], c[1]) },
  'mean of 3 copies': { n: 3, make: (c) => A.combineCopies(c, 'mean') },
  'mean of 4 copies': { n: 4, make: (c) => A.combineCopies(c, 'mean') },
  "one student's 960 + 2048 px, mean": { n: 1, make: (c, wide) => A.combineCopies([c[0], wide], 'mean') },
};

const gray = async (buf) => {
  const { data, info } = await sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return toGray(new Uint8Array(data), info.width, info.height, 3);
};

let seed = 12345;
const rand = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
};
/** `n` distinct students of the population. */
const draw = (n) => {
  const out = new Set();
  while (out.size < n) out.add(HOLDERS[Math.floor(rand() * HOLDERS.length)]);
  return [...out];
};
const options = { fontFile, date: '25 Nov 2026', quality: 75 };
const served = (p, clean, holder) =>
  markImage(
    clean,
    {
      reader: 'st***@gmail.com',
      code: 'K7Q2-9XMD',
      hidden: { secret: SECRET, holder, scope: `${p.book}|${p.page}` },
    },
    options,
  );

/**
 * For each demo book: up to `tries` pages spread over it, rendered at 960 px, handed to `take` (which answers
 * whether it keeps the page) until `perBook` are kept.
 */
async function sampleBooks(tries, perBook, take) {
  const books = fs
    .readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  for (const name of books) {
    const file = path.join(FIXTURES, name);
    const info = await inspect({ file });
    if (!info.ok) continue;
    const spread = Math.min(info.pages, tries);
    let kept = 0;
    for (let i = 0; i < spread && kept < perBook; i += 1) {
      const page = 1 + Math.floor(((i + 0.5) * info.pages) / spread);
      const r = await render({ file, page, width: 960, maxPixels: 16e6, quality: 90 });
      if (r.ok && (await take({ book: name, file, page, clean: Buffer.from(r.webp) }))) kept += 1;
    }
    process.stdout.write(`  ${name}: ${kept} page(s)\n`);
  }
}

// BENCH_MODE=low-text measures pages with little text instead (watermark-low-text.mjs).
if (process.env.BENCH_MODE === 'low-text') {
  const { lowText } = await import('./watermark-low-text.mjs');
  await lowText({
    SECRET,
    HOLDERS,
    sharp,
    read,
    accuseHolders,
    findBlocks,
    carrierIndices,
    A,
    gray,
    draw,
    served,
    sampleBooks,
  });
  process.exit(0);
}

// BENCH_MODE=questions measures leaked question images instead (watermark-questions.mjs).
if (process.env.BENCH_MODE === 'questions') {
  const { questions } = await import('./watermark-questions.mjs');
  const widths = await import(path.join(ROOT, 'shared-contracts', 'src', 'reading', 'reader-constants.ts'));
  const tracer = await import(path.join(MARKS, 'trace-worker.mts'));
  const more = { render, inspect, markImage, options, A, draw, rand, FIXTURES_ROOT: path.dirname(FIXTURES) };
  await questions({ ...tracer, ...widths, ...more, SECRET, HOLDERS, sharp });
  process.exit(0);
}

/** Pages with enough text, spread over each book. */
const sparse = [];
async function samplePages() {
  const out = [];
  await sampleBooks(PER_BOOK * 6, PER_BOOK, async (p) => {
    const g = await gray(p.clean);
    const carriers = carrierIndices(findBlocks(g, 1), 1).length;
    if (carriers < MIN_CARRIERS) {
      if (carriers >= 4 && sparse.length < PAGES / 4) sparse.push({ ...p, g, carriers });
      return false;
    }
    out.push({ ...p, g });
    return true;
  });
  return out.slice(0, PAGES);
}

console.log(`bench:watermark: sampling pages with >= ${MIN_CARRIERS} carrying words from ${FIXTURES}`);
const pages = await samplePages();
console.log(`${pages.length} pages from ${new Set(pages.map((p) => p.book)).size} books\n`);

const rowOf = () => ({ colluder: 0, innocent: 0, nothing: 0, ms: 0 });
const rows = Object.fromEntries(
  [...Object.keys(ATTACKS), ...Object.keys(COLLUSIONS)].map((k) => [k, rowOf()]),
);
const unmarkedRow = rowOf();
const sparseRow = rowOf();
const markMs = [];
const visible = {
  threshold: [0, 0],
  otsu: [0, 0],
  thresholdCore: [0, 0],
  otsuCore: [0, 0],
  text: [0, 0],
  under: [0, 0],
};

/** Reads `leaked` against the page's clean render and scores the population; tallies into `row`. */
async function trace(row, p, leaked, colluders) {
  const started = performance.now();
  const r = await read({ image: leaked, maxPixels: 50e6, clean: p.clean });
  const a = await accuseHolders({
    secret: SECRET,
    pages: [{ scope: `${p.book}|${p.page}`, carriers: r.carriers ?? [] }],
    holders: HOLDERS,
  });
  row.ms += performance.now() - started;
  const named = new Set(a.named.map((x) => x.holder));
  if (colluders.some((c) => named.has(c))) row.colluder += 1;
  if ([...named].some((h) => !colluders.includes(h))) row.innocent += 1;
  if (!named.size) row.nothing += 1;
}

for (const [n, p] of pages.entries()) {
  const students = draw(4);
  const t = performance.now();
  const copies = await Promise.all(students.map((s) => served(p, p.clean, s)));
  markMs.push((performance.now() - t) / copies.length);
  const who = { reader: 'st***@gmail.com', code: 'K7Q2-9XMD' };
  for (const [name, attack] of Object.entries(ATTACKS))
    await trace(rows[name], p, await attack(copies[0]), students.slice(0, 1));
  await trace(unmarkedRow, p, await sharp(p.clean).png().toBuffer(), []);
  const wideClean = await render({ file: p.file, page: p.page, width: 2048, maxPixels: 16e6, quality: 90 });
  const wide = wideClean.ok ? await served(p, Buffer.from(wideClean.webp), students[0]) : copies[0];
  for (const [name, c] of Object.entries(COLLUSIONS))
    await trace(rows[name], p, await c.make(copies.slice(0, Math.max(c.n, 1)), wide), students.slice(0, c.n));
  // The glyph pixels under the visible mark's strokes, for three placements of the page (exact: no encode).
  for (const s of [1, 2, 3]) {
    const overlays = await visibleMarkOverlays(
      p.g,
      `SECURE VIEWER · ${options.date} · Asha Verma · ${who.reader} · ${who.code}`,
      s,
      fontFile,
    );
    const [covered, glyphs] = await glyphPixelsUnder(p.g, overlays);
    visible.under[0] += covered;
    visible.under[1] += glyphs;
  }
  // The visible mark alone: its pixels (darker than the clean page by 40+ levels) and what cleaning leaves.
  const only = await gray(await markImage(p.clean, who, options));
  const cleaned = {
    threshold: await gray(await A.whitenLight(await markImage(p.clean, who, options))),
    otsu: await gray(await A.otsuBinarise(await markImage(p.clean, who, options))),
  };
  for (let i = 0; i < only.data.length; i += 1) {
    const ink = p.g.data[i] < INK_LEVEL;
    const mark = !ink && p.g.data[i] - only.data[i] >= 40;
    if (ink) {
      visible.text[1] += 1;
      if (Math.abs(p.g.data[i] - only.data[i]) >= 24) visible.text[0] += 1;
    }
    if (!mark) continue;
    // Cores: the strokes' dark middle (100+ levels darker); the rest is their anti-aliased edge.
    const core = p.g.data[i] - only.data[i] >= 100;
    for (const k of ['threshold', 'otsu']) {
      const left = cleaned[k].data[i] < 200 ? 1 : 0;
      visible[k][1] += 1;
      visible[k][0] += left;
      if (core) {
        visible[`${k}Core`][1] += 1;
        visible[`${k}Core`][0] += left;
      }
    }
  }
  if ((n + 1) % 10 === 0) console.log(`  ${n + 1}/${pages.length} pages`);
}

for (const p of sparse) {
  const [student] = draw(1);
  await trace(sparseRow, p, await served(p, p.clean, student), [student]);
}

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
const line = (name, r, total) =>
  console.log(
    `| ${name} | ${pct(r.colluder, total)} | ${r.innocent} | ${r.nothing} | ${Math.round(r.ms / Math.max(1, total))} |`,
  );
console.log(
  `\nHidden mark (fingerprint word shifts), ${pages.length} text pages, ${STUDENTS} students scored per read:\n`,
);
console.log(
  '| leak | named a student whose copy is in it | pages naming an innocent | nothing named | ms per trace |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const [name, r] of Object.entries(rows)) line(name, r, pages.length);
line('unmarked page (no one may be named)', unmarkedRow, pages.length);
console.log(
  `\nPages with little text (4..${MIN_CARRIERS - 1} carrying words, median ${sparse.length ? sparse.map((p) => p.carriers).sort((a, b) => a - b)[sparse.length >> 1] : '-'}), one copy as served:`,
);
line(`${sparse.length} little-text pages`, sparseRow, sparse.length);
console.log('\nVisible mark:');
console.log(
  `  its pixels left after min(R,G,B) >= 185: ${pct(...visible.threshold)}; after Otsu: ${pct(...visible.otsu)}`,
);
console.log(`  its stroke cores left: ${pct(...visible.thresholdCore)} and ${pct(...visible.otsuCore)}`);
const share3 = ([a, b]) => `${b ? ((100 * a) / b).toFixed(3) : '-'}% (${a} of ${b})`;
console.log(
  `  glyph pixels covered by the visible mark (under its strokes, 3 placements a page): ${share3(visible.under)}`,
);
console.log(
  `  glyph pixels changed by 24+ levels as served (the WebP encode's own noise included): ${share3(visible.text)}`,
);
markMs.sort((a, b) => a - b);
console.log(
  `\nmarkImage, 960-px page: median ${markMs[markMs.length >> 1].toFixed(1)} ms (both marks, WebP encode included)`,
);
