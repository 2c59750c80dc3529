import { PAGE_WIDTHS, QUESTION_IMAGE_GAP, QUESTION_WIDTHS } from '@exam/shared-contracts/reading';
import { type Region } from '@exam/shared-contracts/exams';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { BookRow, TestRow } from '../../../db/schema';
import { HttpError } from '../../../platform/http-error';
import { pageScope, type HiddenMark, type RenderService } from '../../reading';
import { RENDER_MESSAGES } from '../../../platform/render/render-messages';

/**
 * Question and solution images (docs/domains/exams.md "Online tests"): a question's regions cut out of the
 * clean page renders the reader already caches, stacked top to bottom, at the width the screen asked for. The
 * caller burns the candidate's mark into it (`markPage`), as for reader pages, the hidden fingerprint in
 * the page coordinates of each band (so a question image is traced like the page it was cut from): the
 * PDF never leaves the server, and every image names its candidate.
 */

/** `w` snapped up to {@link QUESTION_WIDTHS} (the largest when above it). */
export function snapQuestionWidth(w: number): number {
  return QUESTION_WIDTHS.find((s) => s >= w) ?? QUESTION_WIDTHS[QUESTION_WIDTHS.length - 1];
}

/**
 * Where a band of a question image comes from: rows `top`..`top + height − 1` (px) show the rectangle
 * `u0`, `v0`, `du`, `dv` (fractions of the page's width and height) of `page` of the paper or of the
 * solutions PDF (`source`). The hidden mark places its fingerprint by it (word-shifts MarkPart).
 */
export interface QuestionPart {
  top: number;
  height: number;
  page: number;
  source: 'paper' | 'solutions';
  u0: number;
  v0: number;
  du: number;
  dv: number;
}

/** A clean question image (PNG) and the page rectangles its bands show. */
export interface QuestionImage {
  image: Buffer;
  parts: QuestionPart[];
}

/**
 * The hidden mark of a question image for account `userId`: each band placed on its page of the paper
 * (the book's own pages, so the trace reads it like the reader's page) or of the test's solutions PDF.
 */
export function questionMark(
  secret: string,
  userId: string,
  bookId: string,
  testId: string,
  parts: QuestionPart[],
): HiddenMark {
  return {
    secret,
    holder: userId,
    parts: parts.map((p) => ({
      ...p,
      scope: p.source === 'paper' ? pageScope(bookId, p.page) : `${testId}|solutions|${p.page}`,
    })),
  };
}

/** Clean question images kept in memory (bytes): the same question is asked by every candidate. */
const clean = new LRUCache<string, Promise<QuestionImage>>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: () => 256 * 1024,
});

/** The book whose PDF a region comes from: the paper, or the test's solutions PDF under the same book. */
function sourceOf(
  book: BookRow,
  test: TestRow,
  region: Region,
): { book: BookRow; sizes: { w: number; h: number }[] } {
  if (region.source !== 'solutions') return { book, sizes: test.pageSizes };
  if (!test.solutionsPdfKey || !test.solutionsPageSizes)
    throw new HttpError(404, 'This test has no solutions PDF', { code: 'test_no_solutions' });
  return {
    book: { ...book, pdfKey: test.solutionsPdfKey, pageCount: test.solutionsPageSizes.length },
    sizes: test.solutionsPageSizes,
  };
}

/** One region cut out of its page's clean render, `width` px wide (PNG), with its place on the page. */
async function cut(
  render: RenderService,
  book: BookRow,
  test: TestRow,
  region: Region,
  width: number,
): Promise<{ png: Buffer; height: number; part: Omit<QuestionPart, 'top' | 'height'> }> {
  const source = sourceOf(book, test, region);
  const size = source.sizes[region.page - 1];
  if (!size) throw new HttpError(404, RENDER_MESSAGES.pageNotFound);
  // The page is rendered at the smallest of the reader's widths that gives the region `width` px.
  const wanted = Math.ceil((size.w * width) / region.width);
  const pageWidth = PAGE_WIDTHS.find((s) => s >= wanted) ?? PAGE_WIDTHS[PAGE_WIDTHS.length - 1];
  const page = await render.cleanPage(source.book, region.page, { width: pageWidth });
  const image = sharp(page);
  const meta = await image.metadata();
  const scale = (meta.width ?? pageWidth) / size.w;
  const left = Math.max(0, Math.floor(region.x * scale));
  const top = Math.max(0, Math.floor(region.y * scale));
  const w = Math.min((meta.width ?? 0) - left, Math.ceil(region.width * scale));
  const h = Math.min((meta.height ?? 0) - top, Math.ceil(region.height * scale));
  if (w < 1 || h < 1) throw new HttpError(422, 'This region is outside its page');
  const pageW = meta.width ?? pageWidth;
  const pageH = meta.height ?? 1;
  const { data, info } = await image
    .extract({ left, top, width: w, height: h })
    .resize({ width: Math.min(width, w) })
    .png()
    .toBuffer({ resolveWithObject: true });
  const part = {
    page: region.page,
    source: region.source === 'solutions' ? ('solutions' as const) : ('paper' as const),
    u0: left / pageW,
    v0: top / pageH,
    du: w / pageW,
    dv: h / pageH,
  };
  return { png: data, height: info.height, part };
}

/**
 * The clean image of `regions` (a question's, or its solution's) at `width` px (snapped, see
 * {@link snapQuestionWidth}): each region cut from its page and stacked with a white gap, and where each
 * band comes from. Kept in memory per test version, question, language and width. 404 when a page or the
 * solutions PDF is missing.
 */
export function regionsImage(
  render: RenderService,
  book: BookRow,
  test: TestRow,
  key: string,
  regions: Region[],
  width: number,
): Promise<QuestionImage> {
  const snapped = snapQuestionWidth(width);
  const cacheKey = `${test.id}|${test.updatedAt.getTime()}|${key}|${snapped}`;
  let image = clean.get(cacheKey);
  if (!image) {
    image = (async () => {
      if (!regions.length)
        throw new HttpError(404, 'This question has no image', { code: 'question_no_image' });
      const cuts = await Promise.all(regions.map((r) => cut(render, book, test, r, snapped)));
      let y = 0;
      const parts = cuts.map((c) => {
        const part = { ...c.part, top: y, height: c.height };
        y += c.height + QUESTION_IMAGE_GAP;
        return part;
      });
      if (cuts.length === 1) return { image: cuts[0].png, parts };
      const sizes = await Promise.all(cuts.map((c) => sharp(c.png).metadata()));
      const stacked = sharp({
        create: {
          width: Math.max(...sizes.map((s) => s.width ?? 0)),
          height: y - QUESTION_IMAGE_GAP,
          channels: 3,
          background: '#ffffff',
        },
      });
      const layers = cuts.map((c, i) => ({ input: c.png, top: parts[i].top, left: 0 }));
      return { image: await stacked.composite(layers).png().toBuffer(), parts };
    })();
    image.catch(() => clean.delete(cacheKey));
    clean.set(cacheKey, image);
  }
  return image;
}
