import type { MessagePort } from 'node:worker_threads';

/**
 * Messages between the API and its render workers (docs/domains/reading.md "The reader",
 * "The viewer"). Plain structured-clone data only: the worker runs pdfjs-dist in a worker thread of the pool
 * (render-pool.ts). Coordinates in `PageText` and `OutlineEntry` are fractions of the page (0..1, origin top
 * left).
 */

/**
 * Why the engine refused a PDF: mapped to the upload's 400 texts in pdf-refusals.ts. `need-data`: a task
 * named a stored PDF by `key` that this thread does not hold open; send it again with the bytes.
 */
export type PdfFailure = 'password' | 'not-pdf' | 'damaged' | 'no-pages' | 'page-range' | 'need-data';

/**
 * Which PDF a task opens: a local `file` (the local driver's fast path, an upload's temp
 * spool), or a stored PDF's storage `key` (S3 driver: no PDF on this machine's disk). With `key`, the
 * worker uses its open document, or opens one from `data` (the whole PDF, kept in memory while the
 * document stays open; keys are generated names, never reused, so an open document is never stale), or
 * answers `need-data`.
 */
export interface PdfSource {
  file?: string;
  key?: string;
  data?: Uint8Array;
}

/** One entry of a PDF's table of contents; `page` is 1-based, null when its destination cannot be resolved. */
export interface OutlineEntry {
  title: string;
  page: number | null;
  items: OutlineEntry[];
}

/** Every task may carry a port on which the worker says `started` (the pool's time limit starts then). */
export interface TaskPort {
  port?: MessagePort;
}

/** `inspect` task: open the file, count pages, read the outline, size of page 1 (PDF points). */
export interface InspectTask extends TaskPort, PdfSource {
  /**
   * Also render page 1 at this width (px) as a probe, so a hostile first page fails the upload; the probe
   * is the book's cover when no image is given (first-page-cover.ts).
   */
  probeWidth?: number;
}
export interface InspectResult {
  ok: true;
  pages: number;
  outline: OutlineEntry[];
  /** Page 1 size in PDF points. */
  size: { w: number; h: number };
  /** WebP bytes of the probe render of page 1, when asked. */
  probe?: Uint8Array;
}

/**
 * Text of one page: `text` is the page's strings joined (an item followed by a line end gets a space),
 * `boxes` holds 5 numbers per item: start offset in `text`, then x, y, w, h as fractions of the page.
 */
export interface PageText {
  page: number;
  /** Page size in PDF points. */
  w: number;
  h: number;
  text: string;
  boxes: number[];
}

/** `text` task: pages `from`..`to` (1-based, inclusive). */
export interface TextTask extends TaskPort, PdfSource {
  from: number;
  to: number;
}
export interface TextResult {
  ok: true;
  pages: PageText[];
}

/**
 * `textChunk` task (a book's preparation): the same text as {@link TextResult}, serialised in the thread as
 * the stored chunk's JSON (an array of {@link PageText}), with each page's size in PDF points. The API's
 * event loop only moves the string to storage: a page of 50,000 text items is never turned into objects,
 * copied field by field or stringified there.
 */
export interface TextChunkResult {
  ok: true;
  json: string;
  sizes: { page: number; w: number; h: number }[];
}

/**
 * `render` task: page `page` at `width` px (the height follows the page's aspect, capped at `maxPixels`), or
 * when `tile` is given, the tile (`tileSize` px square, column x, row y) of the page rendered at `width`.
 */
export interface RenderTask extends TaskPort, PdfSource {
  page: number;
  width: number;
  tile?: { x: number; y: number; size: number };
  maxPixels: number;
  /** WebP quality 1..100 of the clean render. */
  quality: number;
  /**
   * Answer the page's pixels in grey (`grey`, one byte a pixel, 0 = black) instead of a WebP: for reading
   * where a question's ink ends, which needs no image file and no cache.
   */
  grey?: boolean;
}
export interface RenderResult {
  ok: true;
  /** The WebP (empty when `grey` was asked). */
  webp: Uint8Array;
  /** The grey pixels, row by row (`width × height` bytes), when `grey` was asked. */
  grey?: Uint8Array;
  width: number;
  height: number;
  /** Milliseconds spent rendering (open excluded when the document was cached in the worker). */
  ms: number;
}

/** A refusal from the worker (the task itself did not crash). */
export interface TaskFailure {
  ok: false;
  failure: PdfFailure;
  message: string;
}
