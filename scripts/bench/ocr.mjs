// `npm run bench:ocr`: how fast and how well a scanned paper is read by OCR (api/src/modules/exams/detection).
//
// Renders each page of ../shared/fixtures/tests/real/scanned-jee-main-2024-01feb-s1.pdf with the reader's
// render pool at OCR_PAGE_WIDTH (as render.cleanPage does: WebP 90), reads it with ocrPages, and prints per
// page the render and OCR milliseconds (one page at a time), then the whole paper the way the API reads it
// (renders 2 at a time, then ocrPages on all pages, 2 at a time): wall ms per page. Then how many of the
// truth labels are OCR words with the label's text within BENCH_TOLERANCE points (default 3) of the truth box
// (its left-top corner and centre; and every edge), and which are not. BENCH_WIDTH sets another width.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REAL = path.resolve(
  process.env.FIXTURES_DIR ?? path.join(ROOT, '..', 'shared', 'fixtures'),
  'tests',
  'real',
);
const PDF = path.join(REAL, 'scanned-jee-main-2024-01feb-s1.pdf');
const truth = JSON.parse(
  fs.readFileSync(path.join(REAL, 'scanned-jee-main-2024-01feb-s1.truth.json'), 'utf8'),
);
const TOLERANCE = Number(process.env.BENCH_TOLERANCE ?? 3);

const { RenderPool } = await import(path.join(ROOT, 'api/src/platform/render/render-pool.ts'));
const { MAX_PAGE_PIXELS } = await import(path.join(ROOT, 'api/src/platform/render/page-sizes.ts'));
const { ocrPages, OCR_PAGE_WIDTH } = await import(
  path.join(ROOT, 'api/src/modules/exams/detection/ocr-pages.ts')
);
const { labelWords } = await import(path.join(ROOT, 'api/test/modules/exams/detection/label-words.ts'));
const WIDTH = Number(process.env.BENCH_WIDTH ?? OCR_PAGE_WIDTH);

const pool = new RenderPool({ workers: 2, timeoutMs: 60_000, memoryMb: 512 });
const size = (page) => {
  const [w, h] = page === 13 ? truth.pageSize['13'] : truth.pageSize['1-12'];
  return { w, h };
};
async function render(page) {
  const r = await pool.render({ file: PDF, page, width: WIDTH, maxPixels: MAX_PAGE_PIXELS, quality: 90 });
  if (!r.ok) throw new Error(`page ${page}: ${r.message}`);
  return { page, ...size(page), image: Buffer.from(r.webp) };
}

try {
  await render(1); // starts the render host and pdf.js, which a running API has warm
  console.log(`width ${WIDTH} px; one page at a time:`);
  let sumRender = 0;
  let sumOcr = 0;
  for (let page = 1; page <= truth.pages; page += 1) {
    const t0 = performance.now();
    const img = await render(page);
    const t1 = performance.now();
    await ocrPages([img]);
    const t2 = performance.now();
    sumRender += t1 - t0;
    sumOcr += t2 - t1;
    console.log(`  page ${page}: render ${Math.round(t1 - t0)} ms, OCR ${Math.round(t2 - t1)} ms`);
  }
  const n = truth.pages;
  console.log(`  mean: render ${Math.round(sumRender / n)} ms + OCR ${Math.round(sumOcr / n)} ms per page`);

  const t0 = performance.now();
  const pages = Array.from({ length: n }, (_, i) => i + 1);
  const images = await Promise.all(pages.map(render));
  const t1 = performance.now();
  const texts = await ocrPages(images);
  const t2 = performance.now();
  console.log(
    `whole paper, 2 at a time: ${Math.round(t2 - t0)} ms = ${Math.round((t2 - t0) / n)} ms per page ` +
      `(render ${Math.round((t1 - t0) / n)}, OCR ${Math.round((t2 - t1) / n)})`,
  );

  // Strict: every edge within TOLERANCE. At its place: the left-top corner and the centre within TOLERANCE
  // (as the tests check: an OCR box hugs the ink, the truth box is the font's, so the right edge may differ).
  const within = (a, b) => Math.abs(a - b) <= TOLERANCE;
  const missed = [];
  let strict = 0;
  let placed = 0;
  for (const q of truth.questions) {
    const words = labelWords(texts[q.page - 1]);
    const [x0, y0, x1, y1] = q.labelBox;
    const corner = (wd) => within(wd.x0, x0) && within(wd.y0, y0);
    const mine = words.filter((wd) => wd.word === q.label && corner(wd));
    if (mine.some((wd) => within(wd.x1, x1) && within(wd.y1, y1))) strict += 1;
    const centred = (wd) =>
      within((wd.x0 + wd.x1) / 2, (x0 + x1) / 2) && within((wd.y0 + wd.y1) / 2, (y0 + y1) / 2);
    if (mine.some(centred)) placed += 1;
    else {
      const near = words.find(corner);
      missed.push(`${q.label}${near ? ` (read ${JSON.stringify(near.word)})` : ''}`);
    }
  }
  const n90 = truth.questions.length;
  console.log(`labels read at their place (corner and centre ±${TOLERANCE} pt): ${placed} of ${n90}`);
  console.log(`labels read with every edge within ±${TOLERANCE} pt: ${strict} of ${n90}`);
  console.log(`not at their place: ${missed.join(', ') || 'none'}`);
} finally {
  await pool.close();
}
