import type { BookRow } from '../../../db/schema';
import { HttpError } from '../../../platform/http-error';
import { MAX_PAPER_PAGES, type RenderService } from '../../reading';
import type { PageText } from '../../../platform/render/render-types';
import { OCR_PAGE_WIDTH, ocrPages } from './ocr-pages';
import type { PaperDetector } from './paper-detector';
import type { DetectedPaper } from './paper/detect-questions.ts';
import type { InkBitmap } from './paper/ink.ts';
import { hasUsableText } from './text-layer';

/**
 * Reads a question paper for its questions (docs/domains/exams.md "Making a test from a paper"): its text
 * layer, or, for a scan without one, its page images by OCR; then each page's pixels, to end regions at
 * their last ink; then the detector's proposal. Every step that parses the file runs off the event loop
 * (the render pools, tesseract's processes, the detector's thread).
 */

/** Width (px) of the grey page renders read to end each region at its last ink (≈ 0.8 px a point on A4). */
const INK_WIDTH = 480;
/** Pages read by OCR at once (one per core). */
const OCR_BATCH = 2;

/** Where a reading is: its stage, pages read of the images stage, and whether the pages are scans. */
export interface PaperProgress {
  stage: 'text' | 'images' | 'questions';
  pages: number;
  pagesRead: number;
  fromImages: boolean;
}

/** The paper as read: its pages' text (from the layer or OCR), the proposal, and whether OCR read it. */
export interface ReadPaper {
  pages: PageText[];
  paper: DetectedPaper;
  fromImages: boolean;
}

/**
 * Reads `book`'s PDF for questions, telling `progress` after each stage and page. 422 for a paper of more
 * than {@link MAX_PAPER_PAGES} pages, one the detector cannot finish within its limits, or a scan OCR cannot
 * read; 503 when the server has no OCR engine; the render service's errors otherwise.
 */
export async function readPaper(
  render: RenderService,
  detector: PaperDetector,
  book: BookRow,
  progress: (p: PaperProgress) => void = () => undefined,
): Promise<ReadPaper> {
  const meta = await render.meta(book);
  if (meta.pages > MAX_PAPER_PAGES)
    throw new HttpError(
      422,
      `A question paper has at most ${MAX_PAPER_PAGES} pages; this PDF has ${meta.pages}: upload the paper alone`,
    );
  const state: PaperProgress = { stage: 'text', pages: meta.pages, pagesRead: 0, fromImages: false };
  progress({ ...state });
  // Each page's pixels are drawn while its text is read: from the first page on in the readers' pool, and,
  // once the text is in, from the last page back in the preparation pool too, so both cores draw.
  const ink = new Map<number, InkBitmap>();
  const next = { first: 1, last: meta.pages };
  const draw = async (pool: 'render' | 'prepare') => {
    while (next.first <= next.last) {
      const page = pool === 'render' ? next.first++ : next.last--;
      ink.set(page, await render.inkPage(book, page, INK_WIDTH, pool));
      state.pagesRead = ink.size;
      if (state.stage === 'images' && !state.fromImages) progress({ ...state });
    }
  };
  const drawing = draw('render');
  // A failed text read must not leave the drawing's rejection unheard.
  drawing.catch(() => undefined);
  let pages = await render.paperText(book);
  state.stage = 'images';
  state.fromImages = !hasUsableText(pages);
  progress({ ...state });
  const inked = Promise.all([drawing, draw('prepare')]);
  inked.catch(() => undefined);
  if (state.fromImages) {
    const read: PageText[] = [];
    for (let i = 0; i < pages.length; i += OCR_BATCH) {
      const batch = pages.slice(i, i + OCR_BATCH);
      const images = await Promise.all(
        batch.map(async (p) => ({
          page: p.page,
          w: p.w,
          h: p.h,
          image: await render.cleanPage(book, p.page, { width: OCR_PAGE_WIDTH }),
        })),
      );
      read.push(...(await ocrPages(images, { concurrency: OCR_BATCH })));
      progress({ ...state, pagesRead: Math.min(pages.length, i + OCR_BATCH) });
    }
    pages = read;
  }
  await inked;
  state.stage = 'questions';
  progress({ ...state });
  const paper = await detector.detect(pages, ink);
  return { pages, paper, fromImages: state.fromImages };
}
