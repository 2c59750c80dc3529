// `BENCH_MODE=low-text npm run bench:watermark`: the hidden mark on pages with little text (docs/domains/reading.md
// "Marks"): a part title, a figure, a page of formulas. Renders pages of the demo books (../shared/fixtures/pdfs,
// or FIXTURES_DIR) at 960 px with the reader's render worker, keeps pages with some ink but fewer than
// BENCH_MAX_CARRIERS (default 60) carrying words (text-layout's word carriers, the same on every version of the
// mark), at most BENCH_LOW_PER_BOOK per book (default 2, out of 40 tried) and BENCH_PAGES in all (default 24),
// marks each for students of a population of BENCH_STUDENTS (default 200) as the reader does, applies each leak
// below, reads the mark back with the tracer's worker code against the page's 960-px clean render and scores
// the population. Prints, per leak, the pages naming a student whose copy is in the leak, naming anyone else
// (must be 0) and naming no one, and the median time to mark a page.
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
const MAX_CARRIERS = Number(process.env.BENCH_MAX_CARRIERS ?? 60);
const PER_BOOK = Number(process.env.BENCH_LOW_PER_BOOK ?? 2);
const PAGES = Number(process.env.BENCH_PAGES ?? 24);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const TRIES = 40;
const SECRET = 'bench-watermark-secret';
const HOLDERS = Array.from({ length: STUDENTS }, (_, i) => `student-${i}`);

const require = createRequire(path.join(ROOT, 'api', 'package.json'));
const sharp = require('sharp');
const { render, inspect } = await import(path.join(RENDER, 'render-worker.mts'));
const { markImage } = await import(path.join(MARKS, 'mark-page.ts'));
const { read, accuseHolders } = await import(path.join(MARKS, 'trace-worker.mts'));
const { toGray } = await import(path.join(MARKS, 'raster.ts'));
const { findBlocks, carrierIndices } = await import(path.join(MARKS, 'text-layout.ts'));
const A = await import(path.join(MARKS, 'leak-attacks.ts'));
const fontFile = require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');

/** Leaks: `c` are served copies of distinct students (the first is the one of single-copy leaks). */
const LEAKS = {
  'one copy as served (WebP 75)': { n: 1, make: async (c) => c[0] },
  '0.5x downscale': { n: 1, make: (c) => A.downscale(c[0], 0.5) },
  'JPEG quality 30': { n: 1, make: (c) => A.jpeg(c[0], 30) },
  'photo: 2 deg, perspective, noise': { n: 1, make: (c) => A.phonePhoto(c[0], 2) },
  '1-bit (Otsu binarisation)': { n: 1, make: (c) => A.otsuBinarise(c[0]) },
  'mean of 2 copies': { n: 2, make: (c) => A.combineCopies(c, 'mean') },
  'min of 2 copies': { n: 2, make: (c) => A.combineCopies(c, 'min') },
  'max of 2 copies': { n: 2, make: (c) => A.combineCopies(c, 'max') },
};

const gray = async (buf) => {
  const { data, info } = await sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return toGray(new Uint8Array(data), info.width, info.height, 3);
};

/** Pages with some ink and few carrying words, spread over each book. */
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
    const tries = Math.min(info.pages, TRIES);
    let kept = 0;
    for (let i = 0; i < tries && kept < PER_BOOK; i += 1) {
      const page = 1 + Math.floor(((i + 0.5) * info.pages) / tries);
      const r = await render({ file, page, width: 960, maxPixels: 16e6, quality: 90 });
      if (!r.ok) continue;
      const clean = Buffer.from(r.webp);
      const blocks = findBlocks(await gray(clean), 1);
      const words = carrierIndices(blocks, 1).length;
      if (!blocks.length || words >= MAX_CARRIERS) continue;
      out.push({ book: name, page, clean, words });
      kept += 1;
    }
    process.stdout.write(`  ${name}: ${kept} page(s)\n`);
  }
  return out.slice(0, PAGES);
}

console.log(`bench:watermark (low text): pages with < ${MAX_CARRIERS} carrying words from ${FIXTURES}`);
const pages = await samplePages();
console.log(`${pages.length} pages: ${pages.map((p) => `${p.book}:${p.page} (${p.words})`).join(', ')}\n`);

let seed = 4242;
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
const scopeOf = (p) => `${p.book}|${p.page}`;
const served = (p, holder) =>
  markImage(
    p.clean,
    { reader: 'st***@gmail.com', code: 'K7Q2-9XMD', hidden: { secret: SECRET, holder, scope: scopeOf(p) } },
    options,
  );

const rows = Object.fromEntries(Object.keys(LEAKS).map((k) => [k, { colluder: 0, innocent: 0, nothing: 0 }]));
const unmarked = { colluder: 0, innocent: 0, nothing: 0 };
const markMs = [];
let positions = 0;

/** Reads `leaked` against the page's clean render, scores the population and tallies into `row`. */
async function trace(row, p, leaked, colluders) {
  const r = await read({ image: leaked, maxPixels: 50e6, clean: p.clean });
  const a = await accuseHolders({
    secret: SECRET,
    pages: [{ scope: scopeOf(p), carriers: r.carriers ?? [] }],
    holders: HOLDERS,
  });
  const named = new Set(a.named.map((x) => x.holder));
  if (colluders.some((c) => named.has(c))) row.colluder += 1;
  if ([...named].some((h) => !colluders.includes(h))) row.innocent += 1;
  if (!named.size) row.nothing += 1;
  return a.positions;
}

for (const [n, p] of pages.entries()) {
  const students = draw(2);
  const t = performance.now();
  const copies = [];
  for (const s of students) copies.push(await served(p, s));
  markMs.push((performance.now() - t) / copies.length);
  for (const [name, leak] of Object.entries(LEAKS)) {
    const read = await trace(
      rows[name],
      p,
      await leak.make(copies.slice(0, leak.n)),
      students.slice(0, leak.n),
    );
    if (leak.n === 1 && name.startsWith('one copy')) positions += read;
  }
  await trace(unmarked, p, await sharp(p.clean).png().toBuffer(), []);
  if ((n + 1) % 6 === 0) console.log(`  ${n + 1}/${pages.length} pages`);
}

console.log(
  `\nHidden mark on ${pages.length} low-text pages, ${STUDENTS} students scored per read (code positions read from one copy: ${positions}):\n`,
);
console.log('| leak | named a colluder / innocent / nothing |');
console.log('| --- | --- |');
for (const [name, r] of Object.entries(rows))
  console.log(`| ${name} | ${r.colluder}/${r.innocent}/${r.nothing} |`);
console.log(
  `| unmarked page (no one may be named) | ${unmarked.colluder}/${unmarked.innocent}/${unmarked.nothing} |`,
);
markMs.sort((a, b) => a - b);
console.log(
  `\nmarkImage on these pages: median ${markMs[markMs.length >> 1]?.toFixed(1)} ms, max ${markMs.at(-1)?.toFixed(1)} ms`,
);
