import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { books, type BookRow } from '../../../src/db/schema';
import * as leak from '../../../src/modules/reading/marks/leak-attacks';
import { toGray, type Gray } from '../../../src/modules/reading/marks/raster';
import { glyphPixelsUnder, visibleMarkOverlays } from '../../../src/modules/reading/marks/visible-mark';
import { runTesseract } from '../../../src/modules/exams/detection/run-tesseract';
import { markPage } from '../../../src/modules/reading/render/watermark';
import { createTestApp, guestBooks, type TestContext } from '../../helpers/test-app';

/**
 * The two page marks on real renders of a demo book (docs/domains/reading.md "Marks"): the cleaners that
 * removed the old mark leave the visible one, which covers no glyph and is on every page, readable (the
 * hidden one's round trips: leak-trace-image.test.ts, bench:watermark).
 */
let ctx: TestContext;
let book: BookRow;
const who = { reader: 'st***@gmail.com', code: 'K7Q2-9XMD' };

beforeAll(async () => {
  ctx = await createTestApp();
  const id = (await guestBooks(ctx.app)).find((b) => b.title.startsWith('Physics Notation'))!._id;
  [book] = await ctx.app.db.select().from(books).where(eq(books.id, id));
}, 60_000);
afterAll(() => ctx.close());

const gray = async (image: Buffer): Promise<Gray> => {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return toGray(new Uint8Array(data), info.width, info.height, 3);
};

it('min(R,G,B) >= 185 and Otsu leave most of the visible mark (the old one lost 86.5 % of it)', async () => {
  for (const page of [4, 5]) {
    const clean = await ctx.app.render.cleanPage(book, page, { width: 960 });
    const marked = await markPage(ctx.app.render.marks, clean, who, new Date(), { hidden: false });
    const [c, m] = [await gray(clean), await gray(marked)];
    for (const cleaner of [leak.whitenLight, leak.otsuBinarise]) {
      const after = await gray(await cleaner(marked));
      let core = 0;
      let left = 0;
      for (let i = 0; i < c.data.length; i += 1)
        if (c.data[i] >= 160 && c.data[i] - m.data[i] >= 100) {
          core += 1;
          if (after.data[i] < 200) left += 1;
        }
      expect(core).toBeGreaterThan(500);
      expect(left / core).toBeGreaterThan(0.9);
    }
  }
}, 60_000);

it('the visible mark never covers a glyph, and every page carries it, readable, in its margins and between lines', async () => {
  const font = require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');
  const line = `SECURE VIEWER · 06 Dec 2026 · Asha Verma · ${who.reader} · ${who.code}`;
  for (const page of [1, 2, 3, 4, 5, 6]) {
    const clean = await ctx.app.render.cleanPage(book, page, { width: 960 });
    const c = await gray(clean);
    // Under the strokes of every placement a session could draw: no glyph pixel.
    for (const seed of [1, 2, 3]) {
      const overlays = await visibleMarkOverlays(c, line, seed, font);
      const [covered, glyphs] = await glyphPixelsUnder(c, overlays);
      expect({ page, seed, covered, copies: overlays.length >= 1, text: glyphs > 1000 }).toEqual({
        page,
        seed,
        covered: 0,
        copies: true,
        text: true,
      });
    }
    // And as served: the mark's dark strokes are on the page, in its white space.
    const m = await gray(await markPage(ctx.app.render.marks, clean, who, new Date(), { hidden: false }));
    let mark = 0;
    for (let i = 0; i < c.data.length; i += 1)
      if (c.data[i] >= 200 && c.data[i] - m.data[i] >= 100) mark += 1;
    expect({ page, marked: mark > 300 }).toEqual({ page, marked: true });
  }
  // Read back by OCR: the code and SECURE VIEWER are print a person (or tesseract) reads.
  const clean = await ctx.app.render.cleanPage(book, 4, { width: 960 });
  const big = await sharp(await markPage(ctx.app.render.marks, clean, who, new Date(), { hidden: false }))
    .resize({ width: 1920 })
    .png()
    .toBuffer();
  const hocr = await runTesseract({
    image: big,
    dpi: 300,
    languages: 'eng',
    signal: AbortSignal.timeout(60_000),
    memoryMb: 1024,
    command: 'tesseract',
  });
  // hOCR with a box per character: the letters, in reading order, without the spaces between boxes.
  const letters = hocr.replace(/<[^>]+>/g, '').replace(/\s+/g, '');
  expect(letters.split(`SECUREVIEWER`).length - 1).toBeGreaterThanOrEqual(2);
  expect(letters.split(who.code).length - 1).toBeGreaterThanOrEqual(2);
}, 120_000);
