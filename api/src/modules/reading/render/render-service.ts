import { PDF_REFUSALS } from '@exam/shared-contracts/reading';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { books, type BookRow } from '../../../db/schema';
import { FIRST_PAGE_COVER_WIDTH } from '../../catalogue';
import { HttpError } from '../../../platform/http-error';
import type { Storage } from '../../../platform/storage/storage';
import {
  MAX_PAGE_PIXELS,
  PDF_META_NAME,
  PDF_SIZES_NAME,
  renderName,
  type PageRequest,
} from '../../../platform/render/page-sizes';
import {
  RenderJobError,
  RenderPool,
  renderHttpError,
  type RenderPoolOptions,
} from '../../../platform/render/render-pool';
import type {
  PageText,
  PdfSource,
  RenderResult,
  RenderTask,
  TaskFailure,
} from '../../../platform/render/render-types';
import type { JobLocks } from '../../../platform/job-locks';
import { BookPreparation, type RenderLog } from './book-preparation';
import { MarkedPages } from './marked-pages';
import { MarkPool, type MarkPoolOptions } from '../mark-pool';
import {
  refusalMessage,
  type PageSize,
  type PdfInspection,
  type UploadInspection,
} from '../../../platform/render/pdf-inspection';
import { withStoredPdf } from './stored-pdf';
import { TextIndex } from './text-search';
import { RENDER_MESSAGES } from '../../../platform/render/render-messages';

/** Most pages of an unprepared book whose text {@link RenderService.paperText} extracts on demand. */
export const MAX_PAPER_PAGES = 300;

/**
 * The reader's engine (docs/domains/reading.md "The reader"), decorated as `app.render`: it owns two {@link
 * RenderPool}s and the render cache in {@link Storage} (`renders/<pdf>/…` clean page images, `text/<pdf>/…`
 * meta, page sizes, outline and text). It inspects uploads once, prepares books (text extraction) in the
 * background one at a time, renders pages on demand (one render per cache key at a time) and searches
 * prepared text. Readers and preparation never share a thread: `pool` (RENDER_WORKERS threads) inspects
 * and renders for people waiting, `preparePool` (one thread, its own process) extracts text, so a page
 * request never queues behind a book being indexed and the reader's thread keeps its open documents.
 * `marks` (MARK_WORKERS threads in the API's process) burns readers' marks into page and question images.
 */
export class RenderService {
  readonly pool: RenderPool;
  readonly preparePool: RenderPool;
  readonly text: TextIndex;
  readonly marks: MarkPool;
  /** Marked images for readers, the first page of a session prepared ahead. */
  readonly marked: MarkedPages;
  /** The background preparation of books (text, page sizes) in `preparePool`. */
  private readonly preparation: BookPreparation;
  private readonly sizes = new LRUCache<string, PageSize[]>({ max: 64 });
  private readonly inflight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    options: RenderPoolOptions,
    log: RenderLog,
    /** Locks shared by the API replicas (REDIS_URL): one replica prepares a given book. */
    locks: JobLocks | undefined,
    /** The secret of the hidden mark's fingerprints (AppConfig.markSecret). */
    readonly markSecret: string,
    marks: MarkPoolOptions,
  ) {
    this.marks = new MarkPool(marks);
    this.pool = new RenderPool({ ...options, keepWarm: true });
    this.preparePool = new RenderPool({ ...options, workers: 1, niceness: 10 });
    this.text = new TextIndex(storage);
    this.preparation = new BookPreparation(db, storage, this.preparePool, log, locks, {
      meta: (book) => this.meta(book),
      readersWaiting: () => this.inflight.size > 0,
    });
    this.marked = new MarkedPages(this, markSecret);
  }

  /**
   * Inspects an uploaded PDF in the pool (open, count pages, outline, probe render of page 1), the only
   * parse of an upload. The probe is drawn at the cover's width, so it doubles as the book's cover when
   * the admin gives no image. 400 with a PDF_REFUSALS text when the engine refuses it or a limit stops
   * the job.
   */
  async inspectUpload(file: string): Promise<UploadInspection> {
    let result;
    try {
      result = await this.pool.inspect({ file, probeWidth: FIRST_PAGE_COVER_WIDTH });
    } catch (err) {
      if (err instanceof RenderJobError && err.reason === 'busy')
        throw new HttpError(503, RENDER_MESSAGES.busy);
      if (err instanceof RenderJobError) throw new HttpError(400, PDF_REFUSALS.tooHeavy);
      throw err;
    }
    if (!result.ok) throw new HttpError(400, refusalMessage(result));
    return {
      inspection: { pages: result.pages, outline: result.outline, size: result.size },
      firstPage:
        result.probe && Buffer.from(result.probe.buffer, result.probe.byteOffset, result.probe.byteLength),
    };
  }

  /** Stores an inspection as the PDF's meta (page count, page 1 size, outline). */
  async storeInspection(pdfKey: string, inspection: PdfInspection): Promise<void> {
    await this.storage.writeCache('text', pdfKey, PDF_META_NAME, JSON.stringify(inspection));
  }

  /** The stored inspection of a book's PDF, or one made now (and stored, with its page count). */
  async meta(book: BookRow): Promise<PdfInspection> {
    const pdfKey = book.pdfKey;
    if (!pdfKey) throw new HttpError(404, 'Book not found');
    const stored = await this.storage.readCache('text', pdfKey, PDF_META_NAME);
    if (stored) return JSON.parse(stored.toString('utf8')) as PdfInspection;
    const result = await this.withPdf(pdfKey, (source) => this.pool.inspect(source)).catch((err) => {
      throw renderHttpError(err);
    });
    if (!result.ok) throw new HttpError(422, refusalMessage(result));
    const inspection = { pages: result.pages, outline: result.outline, size: result.size };
    await this.storeInspection(pdfKey, inspection);
    await this.db.update(books).set({ pageCount: result.pages }).where(eq(books.id, book.id));
    return inspection;
  }

  /**
   * Every page's size in PDF points, in page order, once the book is prepared (`text/<pdf>/sizes.json`,
   * written at the end of preparation; rebuilt from the text chunks for books prepared before it
   * existed); null before. A page without text (skipped by preparation) gets page 1's size.
   */
  async pageSizes(book: BookRow): Promise<PageSize[] | null> {
    const pdfKey = book.pdfKey;
    if (!pdfKey || book.prepareState !== 'ready') return null;
    const known = this.sizes.get(pdfKey);
    if (known) return known;
    const stored = await this.storage.readCache('text', pdfKey, PDF_SIZES_NAME);
    let sizes: PageSize[];
    if (stored) sizes = JSON.parse(stored.toString('utf8')) as PageSize[];
    else {
      const meta = await this.meta(book);
      const pages = await this.text.load(book);
      if (pages.length !== meta.pages) return null;
      sizes = pages.map((p) => (p.w ? { w: p.w, h: p.h } : meta.size));
      await this.storage.writeCache('text', pdfKey, PDF_SIZES_NAME, JSON.stringify(sizes));
    }
    this.sizes.set(pdfKey, sizes);
    return sizes;
  }

  /**
   * Page `page` of `book`'s PDF in grey pixels at `width` px (`data[y * width + x]`, 0 = black), drawn for
   * reading where a question's ink ends: not cached, no image file; in the readers' pool, or in the
   * preparation pool (`pool: 'prepare'`) once a paper's text is read. 404 past the last page, 422 when the
   * engine cannot draw it, the pool's errors otherwise.
   */
  async inkPage(
    book: BookRow,
    page: number,
    width: number,
    pool: 'render' | 'prepare' = 'render',
  ): Promise<{ width: number; height: number; data: Uint8Array }> {
    const pdfKey = book.pdfKey;
    if (!pdfKey) throw new HttpError(404, 'Book not found');
    const result = await this.renderNow(pdfKey, { page, width, quality: 1, grey: true }, pool);
    if (!result.grey) throw new HttpError(422, RENDER_MESSAGES.notRendered);
    return { width: result.width, height: result.height, data: result.grey };
  }

  /** Page `task.page` of the stored PDF drawn now in `pool`: 404 past the last page, 422 when not drawn. */
  private async renderNow(
    pdfKey: string,
    task: Omit<RenderTask, keyof PdfSource | 'maxPixels'>,
    pool: 'render' | 'prepare' = 'render',
  ): Promise<RenderResult> {
    const threads = pool === 'prepare' ? this.preparePool : this.pool;
    const result = await this.withPdf(pdfKey, (source) =>
      threads.render({ ...source, ...task, maxPixels: MAX_PAGE_PIXELS }),
    ).catch((err) => {
      throw renderHttpError(err);
    });
    if (!result.ok)
      throw result.failure === 'page-range'
        ? new HttpError(404, RENDER_MESSAGES.pageNotFound)
        : new HttpError(422, RENDER_MESSAGES.notRendered);
    return result;
  }

  /**
   * The clean (unmarked) WebP of page `page` of `book` for `req`, from the render cache or rendered now
   * in the pool and cached. Concurrent requests for the same image share one render. 404 for a page
   * outside the book, 422 when the page fails in the worker (time or memory limit), 503 when the pool's
   * queue is full.
   */
  async cleanPage(book: BookRow, page: number, req: PageRequest): Promise<Buffer> {
    const pdfKey = book.pdfKey;
    if (!pdfKey) throw new HttpError(404, 'Book not found');
    if (book.pageCount !== null && page > book.pageCount)
      throw new HttpError(404, RENDER_MESSAGES.pageNotFound);
    const name = renderName(page, req);
    const key = `${pdfKey}/${name}`;
    const running = this.inflight.get(key);
    if (running) return running;
    const job = (async () => {
      const cached = await this.storage.readCache('renders', pdfKey, name);
      if (cached) return cached;
      const result = await this.renderNow(pdfKey, { page, width: req.width, tile: req.tile, quality: 90 });
      const webp = Buffer.from(result.webp.buffer, result.webp.byteOffset, result.webp.byteLength);
      await this.storage.writeCache('renders', pdfKey, name, webp);
      return webp;
    })();
    this.inflight.set(key, job);
    try {
      return await job;
    } finally {
      this.inflight.delete(key);
    }
  }

  /**
   * The text of every page of `book` with positions (online tests: proposing question regions): the
   * prepared text when the book is prepared, else extracted now in the preparation pool (a test paper is
   * short; at most {@link MAX_PAPER_PAGES} pages). 409 for a longer unprepared book, errors of the pool
   * otherwise.
   */
  async paperText(book: BookRow): Promise<PageText[]> {
    const pdfKey = book.pdfKey;
    if (!pdfKey) throw new HttpError(404, 'Book not found');
    const meta = await this.meta(book);
    if (book.prepareState === 'ready' && book.preparedPages >= meta.pages) return this.text.load(book);
    if (meta.pages > MAX_PAPER_PAGES)
      throw new HttpError(
        409,
        `This book is still being prepared (${book.preparedPages} of ${meta.pages} pages)`,
      );
    return this.textOf(pdfKey, 1, meta.pages);
  }

  /**
   * Text with positions (and each page's size in points) of pages `from`..`to` of the stored PDF
   * `pdfKey`, extracted now in the preparation pool. 422 when the engine refuses the file, the pool's
   * errors (503 busy, 422 over a limit) otherwise.
   */
  async textOf(pdfKey: string, from: number, to: number): Promise<PageText[]> {
    const result = await this.withPdf(pdfKey, (source) =>
      this.preparePool.text({ ...source, from, to }),
    ).catch((err) => {
      throw renderHttpError(err);
    });
    if (!result.ok) throw new HttpError(422, refusalMessage(result));
    return result.pages;
  }

  /**
   * Queues the background preparation of a book (inspection when missing, then text extraction in chunks),
   * one book at a time; resolves when this book is done. Never rejects. See {@link BookPreparation.prepare}.
   */
  prepare(bookId: string): Promise<void> {
    return this.preparation.prepare(bookId);
  }

  /** Queues every book with a PDF whose preparation is not finished (new, queued, or interrupted). */
  prepareAll(): Promise<number> {
    return this.preparation.prepareAll();
  }

  /** Resolves when every queued preparation has finished. */
  idle(): Promise<void> {
    return this.preparation.idle();
  }

  /** Runs a pool job on the stored PDF `pdfKey`; see {@link withStoredPdf} (404 when it is missing). */
  private withPdf<T extends { ok: true }>(
    pdfKey: string,
    job: (source: PdfSource) => Promise<T | TaskFailure>,
  ): Promise<T | TaskFailure> {
    return withStoredPdf(this.storage, pdfKey, job);
  }

  /** Starts the readers' render process and its thread now (after the server listens), not on the first page. */
  warmUp(): void {
    this.pool.warm();
  }

  /** Stops the three pools; queued preparations are dropped (they resume on the next start). */
  async close(): Promise<void> {
    this.preparation.close();
    await Promise.all([this.pool.close(), this.preparePool.close(), this.marks.close()]);
  }
}
