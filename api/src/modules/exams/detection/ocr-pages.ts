import sharp from 'sharp';
import { HttpError } from '../../../platform/http-error';
import type { PageText } from '../../../platform/render/render-types';
import { hocrWords, splitLabels, unoverlap, type OcrWord } from './hocr-words';
import { runTesseract, TesseractError } from './run-tesseract';

/** One page to read: its number (1-based), its size in PDF points, and its pixels (WebP, PNG, JPEG…). */
export interface PageImage {
  page: number;
  w: number;
  h: number;
  image: Buffer;
}

export interface OcrOptions {
  /** Whole-job time limit, ms (default 240 000). */
  timeoutMs?: number;
  /** Time limit of one page, ms (default 30 000). */
  pageTimeoutMs?: number;
  /** Tesseract languages joined with `+` (default `eng`; `eng+hin` reads Hindi too, ≈ 1.7 × slower). */
  languages?: string;
  /** Address-space limit of each tesseract process, MB (default 1024). */
  memoryMb?: number;
  /** Pages read at once (default 2: one per core of the API's machine). */
  concurrency?: number;
  /** The tesseract executable (default `tesseract` on PATH). */
  command?: string;
}

/**
 * Width (px) to render a page for OCR with `render.cleanPage(book, page, { width: OCR_PAGE_WIDTH })`: one
 * of the render cache's widths, ≈ 195 dpi on A4. On the 13 pages of the scanned sample (`npm run
 * bench:ocr`) it read 88 of the 90 labels at their place, against 85 at 1280 px (≈ 155 dpi, one of them as
 * a wrong number), for about 40 % more time a page.
 */
export const OCR_PAGE_WIDTH = 1600;

/** Said to the admin when the server cannot OCR at all (503): the paper is fine, the server is not. */
export const OCR_MISSING_MESSAGE =
  'This server cannot read scanned papers (its OCR engine is not installed); upload a PDF with a text layer';

/** For the admin, beside the questions proposed from a paper read by {@link ocrPages} (one text with the editor). */
export { OCR_NOTICE } from '@exam/shared-contracts/rules';

const LANGUAGES = /^[a-z]{3}(?:_[a-z]+)?(?:\+[a-z]{3}(?:_[a-z]+)?)*$/;
/** A page image this large is not a page of a paper (sharp's own default is far higher). */
const MAX_IMAGE_PIXELS = 40_000_000;

const round = (n: number) => Math.round(n * 10000) / 10000;

function checkImages(images: PageImage[]): void {
  if (!Array.isArray(images)) throw new HttpError(422, 'No page images to read');
  for (const img of images) {
    const ok =
      img &&
      Number.isInteger(img.page) &&
      img.page >= 1 &&
      Number.isFinite(img.w) &&
      Number.isFinite(img.h) &&
      img.w > 0 &&
      img.h > 0 &&
      (img.image as unknown) instanceof Uint8Array &&
      img.image.length > 0;
    if (!ok) throw new HttpError(422, `Page ${String(img?.page)} has no readable image`);
  }
}

/** The words of a page as `PageText`, text and boxes laid out as the render worker's `text` task does. */
export function pageTextOf(img: PageImage, width: number, height: number, words: OcrWord[]): PageText {
  let text = '';
  const boxes: number[] = [];
  const split = words.flatMap(splitLabels);
  unoverlap(split);
  for (const word of split) {
    const [x0, inkTop, x1, y1] = word.box;
    // A word's box from OCR hugs its ink; a text layer's box is the font's, which starts above the tallest
    // glyph by about a fifth of its height. Regions start at a label's box, so they start there too.
    const y0 = Math.max(0, inkTop - (y1 - inkTop) * 0.2);
    boxes.push(
      text.length,
      round(x0 / width),
      round(y0 / height),
      round((x1 - x0) / width),
      round((y1 - y0) / height),
    );
    text += `${word.text} `;
  }
  return { page: img.page, w: img.w, h: img.h, text, boxes };
}

/** Grey PNG for tesseract (colour is no help to it, and a PNG of grey is what leptonica reads fastest). */
async function greyPng(img: PageImage): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(img.image, { limitInputPixels: MAX_IMAGE_PIXELS })
      .greyscale()
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(422, `The image of page ${img.page} could not be read`);
  }
}

function httpErrorOf(err: unknown, page: number, languages: string): HttpError {
  if (err instanceof HttpError) return err;
  if (!(err instanceof TesseractError)) return new HttpError(422, `Page ${page} could not be read by OCR`);
  switch (err.reason) {
    case 'missing':
      return new HttpError(503, OCR_MISSING_MESSAGE);
    case 'language':
      return new HttpError(503, `This server cannot read scanned papers in ${languages}`);
    case 'timeout':
      return new HttpError(
        422,
        `Reading the scanned paper took too long (stopped at page ${page}); try a smaller or clearer scan`,
      );
    default:
      return new HttpError(422, `Page ${page} of the scanned paper could not be read by OCR`);
  }
}

/**
 * Reads page images by OCR (Debian's tesseract, one child process per page) and returns each page's text
 * with word boxes in the shape the text layer gives (`PageText`: `w`, `h` the page in PDF points as given;
 * `boxes` 5 numbers per word: start offset in `text`, x, y, w, h as fractions of the page, origin top left;
 * words joined by one space, a trailing space), in the order of `images`. Only good enough to find labels,
 * options, headings and answers: a label run into its first word (`Q13.A`) is split off as a word.
 *
 * Limits: at most `concurrency` pages at once; each page within `pageTimeoutMs` and the whole job within
 * `timeoutMs` (past either, every running tesseract is killed); each process within `memoryMb` of address
 * space. Errors are all `HttpError`s: 503 {@link OCR_MISSING_MESSAGE} when tesseract (or the language's
 * data) is not installed; 422 for a time limit, an image that cannot be decoded, a page tesseract fails on,
 * or bad input (no page number, size or image).
 */
export async function ocrPages(images: PageImage[], options: OcrOptions = {}): Promise<PageText[]> {
  checkImages(images);
  const languages = options.languages ?? 'eng';
  if (!LANGUAGES.test(languages)) throw new HttpError(422, `Unknown OCR languages: ${languages}`);
  const pageTimeoutMs = options.pageTimeoutMs ?? 30_000;
  const job = new AbortController();
  const jobTimer = setTimeout(() => job.abort(), options.timeoutMs ?? 240_000);
  const results: PageText[] = new Array<PageText>(images.length);
  let next = 0;
  let failure: HttpError | undefined;

  const readOne = async (img: PageImage): Promise<PageText> => {
    const signal = AbortSignal.any([job.signal, AbortSignal.timeout(pageTimeoutMs)]);
    const grey = await greyPng(img);
    const hocr = await runTesseract({
      image: grey.data,
      dpi: (grey.width / img.w) * 72,
      languages,
      signal,
      memoryMb: options.memoryMb ?? 1024,
      command: options.command ?? 'tesseract',
    });
    return pageTextOf(img, grey.width, grey.height, hocrWords(hocr));
  };
  // A few lanes taking the next page, not a queue library: the order is kept by index.
  const lane = async () => {
    while (!failure && next < images.length) {
      const i = next++;
      try {
        results[i] = await readOne(images[i]);
      } catch (err) {
        failure ??= httpErrorOf(err, images[i].page, languages);
        // The first failure ends the job: the other lanes' tesseracts are killed.
        job.abort();
      }
    }
  };
  try {
    const lanes = Math.max(1, Math.min(options.concurrency ?? 2, images.length));
    await Promise.all(Array.from({ length: lanes }, lane));
  } finally {
    clearTimeout(jobTimer);
  }
  if (failure) throw failure;
  return results;
}
