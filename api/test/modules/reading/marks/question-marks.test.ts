import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { toGray } from '../../../../src/modules/reading/marks/raster';
import { glyphPixelsUnder, visibleMarkOverlays } from '../../../../src/modules/reading/marks/visible-mark';
import { RenderPool } from '../../../../src/platform/render/render-pool';
import { FIXTURES_DIR } from '../../../helpers/test-app';

// The visible mark on question images (docs/domains/reading.md "Marks"): the demo paper's every question cut
// as the exam screen asks for it at 720 px (a phone at 2× or a laptop) keeps its glyphs clear, the one-line
// numerical questions included (their cuts have no blank band tall enough: the mark goes beside the text).

const PAPER = path.join(FIXTURES_DIR, 'tests/jee-main-mock-01.pdf');
const LAYOUT: { question: number; page: number; x: number; y: number; width: number; height: number }[] =
  JSON.parse(fs.readFileSync(path.join(FIXTURES_DIR, 'tests/jee-main-mock-01.layout.json'), 'utf8'));
const FONT = require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');
const READER = 'Asha Verma · as***@gmail.com';
const CODE = 'K7Q2-9XMD';

let pool: RenderPool;
beforeAll(() => {
  pool = new RenderPool({ workers: 1, timeoutMs: 60_000, memoryMb: 512 });
});
afterAll(() => pool.close());

it('no question image of the demo paper has a glyph under the visible mark at 720 px, and each carries it', async () => {
  const width = 720;
  const results: { question: number; covered: number; copies: number }[] = [];
  for (const r of LAYOUT) {
    const pageWidth = Math.round((595.28 * width) / r.width);
    const page = await pool.render({
      file: PAPER,
      page: r.page,
      width: pageWidth,
      maxPixels: 16e6,
      quality: 95,
    });
    if (!page.ok) throw new Error(page.message);
    const scale = pageWidth / 595.28;
    const cut = await sharp(Buffer.from(page.webp))
      .extract({
        left: Math.round(r.x * scale),
        top: Math.round(r.y * scale),
        width: Math.min(width, pageWidth - Math.round(r.x * scale)),
        height: Math.round(r.height * scale),
      })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const gray = toGray(new Uint8Array(cut.data), cut.info.width, cut.info.height, 3);
    for (const seed of [1, 2]) {
      const overlays = await visibleMarkOverlays(
        gray,
        `SECURE VIEWER · 07 Dec 2026 · ${READER} · ${CODE}`,
        seed,
        FONT,
        `${READER} · ${CODE}`,
      );
      const [covered] = await glyphPixelsUnder(gray, overlays);
      results.push({ question: r.question, covered, copies: overlays.length });
    }
  }
  expect(results.filter((r) => r.covered > 0 || r.copies === 0)).toEqual([]);
  expect(results).toHaveLength(LAYOUT.length * 2);
}, 120_000);
