import { PAGE_WIDTHS, QUESTION_IMAGE_GAP, QUESTION_WIDTHS, type Region } from '@exam/shared-contracts/http';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { BookRow, TestRow } from '../../db/schema';
import { HttpError } from '../http-error';
import type { RenderService } from '../render/render-service';
import { RENDER_MESSAGES } from '../render/render-messages';

/**
 * Question and solution images (ARCHITECTURE "Online tests"): a question's regions cut out of the clean
 * page renders the reader already caches, stacked top to bottom, at the width the screen asked for. The
 * caller burns the candidate's mark into it (`markPage`), as for reader pages: the PDF never leaves the
 * server, and every image names its candidate.
 */

/** `w` snapped up to {@link QUESTION_WIDTHS} (the largest when above it). */
export function snapQuestionWidth(w: number): number {
  return QUESTION_WIDTHS.find((s) => s >= w) ?? QUESTION_WIDTHS[QUESTION_WIDTHS.length - 1];
}

/** Clean question images kept in memory (bytes): the same question is asked by every candidate. */
const clean = new LRUCache<string, Promise<Buffer>>({
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

/** One region cut out of its page's clean render, `width` px wide (PNG). */
async function cut(
  render: RenderService,
  book: BookRow,
  test: TestRow,
  region: Region,
  width: number,
): Promise<Buffer> {
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
  return image
    .extract({ left, top, width: w, height: h })
    .resize({ width: Math.min(width, w) })
    .png()
    .toBuffer();
}

/**
 * The clean image of `regions` (a question's, or its solution's) at `width` px (snapped, see
 * {@link snapQuestionWidth}): each region cut from its page and stacked with a white gap. Kept in memory
 * per test version, question, language and width. 404 when a page or the solutions PDF is missing.
 */
export function regionsImage(
  render: RenderService,
  book: BookRow,
  test: TestRow,
  key: string,
  regions: Region[],
  width: number,
): Promise<Buffer> {
  const snapped = snapQuestionWidth(width);
  const cacheKey = `${test.id}|${test.updatedAt.getTime()}|${key}|${snapped}`;
  let image = clean.get(cacheKey);
  if (!image) {
    image = (async () => {
      if (!regions.length)
        throw new HttpError(404, 'This question has no image', { code: 'question_no_image' });
      const parts = await Promise.all(regions.map((r) => cut(render, book, test, r, snapped)));
      if (parts.length === 1) return parts[0];
      const sizes = await Promise.all(parts.map((p) => sharp(p).metadata()));
      const width = Math.max(...sizes.map((s) => s.width ?? 0));
      const height =
        sizes.reduce((sum, s) => sum + (s.height ?? 0), 0) + QUESTION_IMAGE_GAP * (parts.length - 1);
      let y = 0;
      const layers = parts.map((input, i) => {
        const layer = { input, top: y, left: 0 };
        y += (sizes[i].height ?? 0) + QUESTION_IMAGE_GAP;
        return layer;
      });
      return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
        .composite(layers)
        .png()
        .toBuffer();
    })();
    image.catch(() => clean.delete(cacheKey));
    clean.set(cacheKey, image);
  }
  return image;
}
