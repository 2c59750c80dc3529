// `npm run bench:watermark`: how well the two page marks hold up (ARCHITECTURE "Marks").
//
// Renders pages of the demo books (../shared/fixtures/pdfs) at 960 px with the reader's own render worker,
// keeps pages with enough text (at least BENCH_MIN_CARRIERS carrying words, default 160: enough for the
// crop), at most BENCH_PER_BOOK per book (default 12, out of 6 times as many tried) and BENCH_PAGES in all (default 120), marks each for a
// random leak code exactly as the reader does (services/marks/mark-page.ts: word shifts, visible line,
// WebP 75), applies each leak below, and reads the hidden mark back with the leak tracer's worker code
// (align, read, Reed-Solomon) against the page's clean render, as when the admin names book and page.
// Prints, per leak, the pages decoded to the right code, the wrong codes (must be 0) and the ms per read;
// unmarked pages must decode to nothing. Then the visible mark: the share of its pixels left after the
// min(R,G,B) >= 185 and Otsu cleaners, and the share of text pixels it changes; and ms per marked page.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API = path.join(ROOT, 'api', 'src', 'services');
const FIXTURES = path.resolve(
  process.env.FIXTURES_DIR ?? path.join(ROOT, '..', 'shared', 'fixtures'),
  'pdfs',
);
const MIN_CARRIERS = Number(process.env.BENCH_MIN_CARRIERS ?? 160);
const PER_BOOK = Number(process.env.BENCH_PER_BOOK ?? 12);
const PAGES = Number(process.env.BENCH_PAGES ?? 120);

const require = createRequire(path.join(ROOT, 'api', 'package.json'));
const sharp = require('sharp');
const { render, inspect } = await import(path.join(API, 'render', 'render-worker.mts'));
const { markImage } = await import(path.join(API, 'marks', 'mark-page.ts'));
const { read } = await import(path.join(API, 'marks', 'trace-worker.mts'));
const { toGray } = await import(path.join(API, 'marks', 'raster.ts'));
const { findBlocks, carrierIndices, INK_LEVEL } = await import(path.join(API, 'marks', 'text-layout.ts'));
const { leakCodeOf, LEAK_CODE_COUNT } = await import(path.join(API, 'marks', 'leak-code.ts'));
const A = await import(path.join(API, 'marks', 'leak-attacks.ts'));
const fontFile = require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');

const ATTACKS = {
  'none (WebP as served)': async (b) => b,
  'min(R,G,B) >= 185 to white': (b) => A.whitenLight(b, 185),
  'Otsu binarisation': (b) => A.otsuBinarise(b),
  'JPEG quality 40': (b) => A.jpeg(b, 40),
  '0.6x downscale': (b) => A.downscale(b, 0.6),
  'crop to middle 60% of lines': (b) => A.cropToMiddleLines(b, 0.6),
  'photo: 1 deg, perspective, noise': (b) => A.phonePhoto(b, 1),
};

const gray = async (buf) => {
  const { data, info } = await sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return toGray(new Uint8Array(data), info.width, info.height, 3);
};

/** Pages with enough text, spread over each book. */
async function samplePages() {
  const out = [];
  const books = fs
    .readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  for (const name of books) {
    const file = path.join(FIXTURES, name);
    const info = await inspect({ file });
    if (!info.ok) continue;
    const tries = Math.min(info.pages, PER_BOOK * 6);
    let kept = 0;
    for (let i = 0; i < tries && kept < PER_BOOK; i += 1) {
      const page = 1 + Math.floor(((i + 0.5) * info.pages) / tries);
      const r = await render({ file, page, width: 960, maxPixels: 16e6, quality: 90 });
      if (!r.ok) continue;
      const clean = Buffer.from(r.webp);
      const g = await gray(clean);
      if (carrierIndices(findBlocks(g, 1), 1).length < MIN_CARRIERS) continue;
      out.push({ book: name, page, clean, g });
      kept += 1;
    }
    process.stdout.write(`  ${name}: ${kept} page(s)\n`);
  }
  return out.slice(0, PAGES);
}

console.log(`bench:watermark: sampling pages with >= ${MIN_CARRIERS} carrying words from ${FIXTURES}`);
const pages = await samplePages();
console.log(`${pages.length} pages from ${new Set(pages.map((p) => p.book)).size} books\n`);

const rows = Object.fromEntries(Object.keys(ATTACKS).map((k) => [k, { ok: 0, wrong: 0, none: 0, ms: 0 }]));
let falseCodes = 0;
const markMs = [];
const visible = { threshold: [0, 0], otsu: [0, 0], thresholdCore: [0, 0], otsuCore: [0, 0], text: [0, 0] };
let seed = 12345;
const nextCode = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return leakCodeOf(Math.floor((seed / 2 ** 32) * LEAK_CODE_COUNT));
};
for (const [n, p] of pages.entries()) {
  const code = nextCode();
  const who = { reader: 'st***@gmail.com', code };
  const options = { fontFile, date: '25 Nov 2026', quality: 75 };
  const t = performance.now();
  const served = await markImage(p.clean, who, options);
  markMs.push(performance.now() - t);
  for (const [name, attack] of Object.entries(ATTACKS)) {
    const leaked = await attack(served);
    const started = performance.now();
    const result = await read({ image: leaked, maxPixels: 50e6, clean: p.clean });
    rows[name].ms += performance.now() - started;
    if (result.code === code) rows[name].ok += 1;
    else if (result.code) rows[name].wrong += 1;
    else rows[name].none += 1;
  }
  const unmarked = await read({
    image: await sharp(p.clean).png().toBuffer(),
    maxPixels: 50e6,
    clean: p.clean,
  });
  if (unmarked.code) falseCodes += 1;
  // The visible mark alone: its pixels (darker than the clean page by 40+ levels) and what cleaning leaves.
  const only = await gray(await markImage(p.clean, who, { ...options, hidden: false }));
  const cleaned = {
    threshold: await gray(await A.whitenLight(await markImage(p.clean, who, { ...options, hidden: false }))),
    otsu: await gray(await A.otsuBinarise(await markImage(p.clean, who, { ...options, hidden: false }))),
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

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
console.log('\nHidden mark (word shifts), decode rate over', pages.length, 'pages:\n');
console.log('| leak | decoded | wrong student | nothing read | ms per read |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, r] of Object.entries(rows))
  console.log(
    `| ${name} | ${pct(r.ok, pages.length)} | ${r.wrong} | ${r.none} | ${Math.round(r.ms / pages.length)} |`,
  );
console.log(`\nUnmarked pages read as a code: ${falseCodes} of ${pages.length}`);
console.log('\nVisible mark:');
console.log(
  `  its pixels left after min(R,G,B) >= 185: ${pct(...visible.threshold)}; after Otsu: ${pct(...visible.otsu)}`,
);
console.log(`  its stroke cores left: ${pct(...visible.thresholdCore)} and ${pct(...visible.otsuCore)}`);
console.log(`  text pixels it changes (by 24+ levels): ${pct(...visible.text)}`);
markMs.sort((a, b) => a - b);
console.log(
  `\nmarkImage, 960-px page: median ${markMs[markMs.length >> 1].toFixed(1)} ms (both marks, WebP encode included)`,
);
