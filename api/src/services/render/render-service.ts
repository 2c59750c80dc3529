import { PDF_REFUSALS } from '@exam/shared-contracts/http';
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { books, type BookRow } from '../../db/schema';
import { FIRST_PAGE_COVER_WIDTH } from '../first-page-cover';
import { HttpError } from '../http-error';
import { pdfFileKey, type Storage } from '../storage';
import {
  MAX_PAGE_PIXELS,
  PDF_META_NAME,
  PDF_SIZES_NAME,
  renderName,
  TEXT_CHUNK_PAGES,
  textChunkName,
  type PageRequest,
} from './page-sizes';
import { RenderJobError, RenderPool, renderHttpError, type RenderPoolOptions } from './render-pool';
import type {
  OutlineEntry,
  PageText,
  PdfSource,
  RenderResult,
  RenderTask,
  TaskFailure,
} from './render-types';
import type { JobLocks } from '../job-locks';
import { MarkedPages } from './marked-pages';
import { TextIndex } from './text-search';
import { RENDER_MESSAGES } from './render-messages';

/** What one inspection learns about a PDF (stored as `text/<pdf>/meta.json`). */
export interface PdfInspection {
  pages: number;
  outline: OutlineEntry[];
  /** Page 1 size in PDF points. */
  size: { w: number; h: number };
}

/** An upload's inspection, and its first page rendered as a cover-sized WebP (a cover when the form has none). */
export interface UploadInspection {
  inspection: PdfInspection;
  firstPage?: Buffer;
}

/** The 400 text of an upload the engine refused, by cause (PDF_REFUSALS). */
function refusalMessage(f: TaskFailure): string {
  if (f.failure === 'password') return PDF_REFUSALS.password;
  if (f.failure === 'not-pdf') return PDF_REFUSALS.notPdf;
  if (f.failure === 'no-pages') return PDF_REFUSALS.noPages;
  return PDF_REFUSALS.damaged;
}

/** A page's size in PDF points. */
export interface PageSize {
  w: number;
  h: number;
}

/** Minimal logger (Fastify's or console). */
export interface RenderLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/** Most pages of an unprepared book whose text {@link RenderService.paperText} extracts on demand. */
export const MAX_PAPER_PAGES = 300;

/** How long a replica's claim on preparing a book lasts without renewal (renewed every quarter of it), ms. */
export const PREPARE_LOCK_TTL_MS = 120_000;

/**
 * The reader's engine (docs/domains/reading.md "The reader"), decorated as `app.render`: it owns two {@link
 * RenderPool}s and the render cache in {@link Storage} (`renders/<pdf>/…` clean page images, `text/<pdf>/…`
 * meta, page sizes, outline and text). It inspects uploads once, prepares books (text extraction) in the
 * background one at a time, renders pages on demand (one render per cache key at a time) and searches
 * prepared text. Readers and preparation never share a thread: `pool` (RENDER_WORKERS threads) inspects
 * and renders for people waiting, `preparePool` (one thread, its own process) extracts text, so a page
 * request never queues behind a book being indexed and the reader's thread keeps its open documents.
 */
export class RenderService {
  readonly pool: RenderPool;
  readonly preparePool: RenderPool;
  readonly text: TextIndex;
  /** Marked images for readers, the first page of a session prepared ahead. */
  readonly marked: MarkedPages;
  private readonly sizes = new LRUCache<string, PageSize[]>({ max: 64 });
  private readonly inflight = new Map<string, Promise<Buffer>>();
  private queue: Promise<void> = Promise.resolve();
  private readonly queued = new Set<string>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    options: RenderPoolOptions,
    private readonly log: RenderLog,
    /** Locks shared by the API replicas (REDIS_URL): one replica prepares a given book. */
    private readonly locks: JobLocks | undefined,
    /** The secret of the hidden mark's fingerprints (AppConfig.markSecret). */
    readonly markSecret: string,
  ) {
    this.pool = new RenderPool({ ...options, keepWarm: true });
    this.preparePool = new RenderPool({ ...options, workers: 1, niceness: 10 });
    this.text = new TextIndex(storage);
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
   * Queues the background preparation of a book (inspection when missing, then text extraction in chunks
   * of {@link TEXT_CHUNK_PAGES} pages), one book at a time; resolves when this book is done. Progress is
   * stored in `books.prepare_state` / `prepared_pages` / `prepare_error`. Never rejects.
   */
  prepare(bookId: string): Promise<void> {
    if (this.queued.has(bookId) || this.closed) return this.queue;
    this.queued.add(bookId);
    this.queue = this.queue.then(async () => {
      this.queued.delete(bookId);
      if (this.closed) return;
      try {
        await this.prepareNow(bookId);
      } catch (err) {
        this.log.warn(`preparing book ${bookId} failed: ${(err as Error).message}`);
      }
    });
    return this.queue;
  }

  /** Queues every book with a PDF whose preparation is not finished (new, queued, or interrupted). */
  async prepareAll(): Promise<number> {
    const rows = await this.db
      .select({ id: books.id })
      .from(books)
      .where(
        and(
          isNotNull(books.pdfKey),
          or(isNull(books.prepareState), inArray(books.prepareState, ['queued', 'preparing'])),
        ),
      )
      .orderBy(books.createdAt);
    for (const row of rows) void this.prepare(row.id);
    return rows.length;
  }

  /** Resolves when every queued preparation has finished. */
  idle(): Promise<void> {
    return this.queue;
  }

  private async prepareNow(bookId: string): Promise<void> {
    const [book] = await this.db.select().from(books).where(eq(books.id, bookId));
    if (!book?.pdfKey) return;
    const pdfKey = book.pdfKey;
    // With several replicas, the one that takes the lock prepares; the others skip the book.
    // A replica that dies frees the lock after PREPARE_LOCK_TTL_MS; the next start resumes the book.
    const lock = await this.locks?.acquire(`prepare:${bookId}:${pdfKey}`, PREPARE_LOCK_TTL_MS);
    if (lock === null) {
      this.log.info(`book ${bookId} is being prepared by another replica`);
      return;
    }
    // Renewed while held, whatever a chunk takes; if it was lost anyway (Redis flushed, a long pause), this
    // replica stops at the next chunk and leaves the book to the new holder.
    let lost = false;
    const keepAlive = lock
      ? setInterval(() => {
          void lock.extend().then((held) => {
            if (!held) lost = true;
          });
        }, PREPARE_LOCK_TTL_MS / 4)
      : undefined;
    keepAlive?.unref();
    try {
      // Read again under the lock: another replica may have finished the book meanwhile.
      const [current] = lock ? await this.db.select().from(books).where(eq(books.id, bookId)) : [book];
      if (current?.pdfKey !== pdfKey || (lock && current.prepareState === 'ready')) return;
      await this.prepareLocked(current, pdfKey, () => lost);
    } finally {
      clearInterval(keepAlive);
      await lock?.release();
    }
  }

  /** {@link prepareNow} once this replica may prepare; `lockLost()` true: another replica took the book over. */
  private async prepareLocked(book: BookRow, pdfKey: string, lockLost: () => boolean): Promise<void> {
    const bookId = book.id;
    const stillSame = and(eq(books.id, bookId), eq(books.pdfKey, pdfKey));
    const started = Date.now();
    const skipped: number[] = [];
    const sizes: PageSize[] = [];
    await this.db.update(books).set({ prepareState: 'preparing', prepareError: null }).where(stillSame);
    try {
      const meta = await this.meta(book);
      if (book.pages === null)
        await this.db
          .update(books)
          .set({ pages: meta.pages })
          .where(and(stillSame, isNull(books.pages)));
      for (let from = book.preparedPages + 1; from <= meta.pages; from += TEXT_CHUNK_PAGES) {
        // Readers first: page renders in flight hold the next chunk back.
        while (this.inflight.size > 0 && !this.closed) await new Promise((r) => setTimeout(r, 50));
        if (this.closed) return;
        if (lockLost()) return; // Another replica took over the book.
        const to = Math.min(meta.pages, from + TEXT_CHUNK_PAGES - 1);
        const chunk = await this.chunkText(pdfKey, from, to, skipped);
        await this.storage.writeCache('text', pdfKey, textChunkName(from), chunk.json);
        for (const p of chunk.sizes) sizes[p.page - 1] = p.w ? { w: p.w, h: p.h } : meta.size;
        const [still] = await this.db
          .update(books)
          .set({ preparedPages: to, pageCount: meta.pages })
          .where(stillSame)
          .returning({ id: books.id });
        if (!still) return; // The PDF was replaced meanwhile: the new one has its own preparation.
      }
      const prepareError = skipped.length
        ? `No text for page(s) ${skipped.slice(0, 20).join(', ')}${skipped.length > 20 ? ', …' : ''} (time or memory limit)`
        : null;
      // Sizes of a preparation resumed part-way are rebuilt from all the chunks on first use instead.
      if (book.preparedPages === 0) {
        const all = Array.from({ length: meta.pages }, (_, i) => sizes[i] ?? meta.size);
        await this.storage.writeCache('text', pdfKey, PDF_SIZES_NAME, JSON.stringify(all));
      }
      await this.db.update(books).set({ prepareState: 'ready', prepareError }).where(stillSame);
      this.log.info(`prepared book ${bookId}: ${meta.pages} pages in ${Date.now() - started} ms`);
    } catch (err) {
      const message =
        err instanceof RenderJobError || err instanceof HttpError ? err.message : String(err).slice(0, 500);
      await this.db
        .update(books)
        .set({ prepareState: 'failed', prepareError: message })
        .where(stillSame)
        .catch(() => undefined);
      throw err;
    }
  }

  /**
   * Text of pages `from`..`to` in one pool job, as the stored chunk's JSON and the pages' sizes (serialised
   * in the thread: the event loop never holds the text as objects); when that job fails (a hostile page hits
   * a limit), page by page, a page that still fails getting no text (its number is added to `skipped`), so
   * one bad page does not leave the rest of the book unsearchable.
   */
  private async chunkText(
    pdfKey: string,
    from: number,
    to: number,
    skipped: number[],
  ): Promise<{ json: string; sizes: (PageSize & { page: number })[] }> {
    const text = (from: number, to: number) =>
      this.withPdf(pdfKey, (source) => this.preparePool.textChunk({ ...source, from, to }));
    const whole = await text(from, to).catch((err: unknown) => {
      if (err instanceof RenderJobError && err.reason !== 'busy') return undefined;
      throw err;
    });
    if (whole?.ok) return whole;
    if (whole && whole.failure !== 'damaged') throw new Error(`pages ${from}-${to}: ${whole.message}`);
    // Each page's JSON array, unwrapped and joined: still no parse of the text here.
    const parts: string[] = [];
    const sizes: { page: number; w: number; h: number }[] = [];
    for (let page = from; page <= to && !this.closed; page += 1) {
      const one = await text(page, page).catch(() => undefined);
      if (one?.ok && one.sizes.length) {
        parts.push(one.json.slice(1, -1));
        sizes.push(...one.sizes);
      } else {
        skipped.push(page);
        const empty: PageText = { page, w: 0, h: 0, text: '', boxes: [] };
        parts.push(JSON.stringify(empty));
        sizes.push({ page, w: 0, h: 0 });
      }
    }
    return { json: `[${parts.join(',')}]`, sizes };
  }

  /**
   * Runs a pool job on a stored PDF: by its local path when the driver keeps files on
   * this machine, else by its storage key, sending the bytes (read from the driver) only when the thread
   * answers `need-data`. 404 when the stored PDF is missing.
   */
  private async withPdf<T extends { ok: true }>(
    pdfKey: string,
    job: (source: PdfSource) => Promise<T | TaskFailure>,
  ): Promise<T | TaskFailure> {
    const key = pdfFileKey(pdfKey);
    const file = this.storage.localFile(key);
    if (file) return job({ file });
    const first = await job({ key });
    if (first.ok || first.failure !== 'need-data') return first;
    const data = await this.storage.getBytes(key);
    if (!data) throw new HttpError(404, 'PDF not found');
    return job({ key, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) });
  }

  /** Starts the readers' render process and its thread now (after the server listens), not on the first page. */
  warmUp(): void {
    this.pool.warm();
  }

  /** Stops both pools; queued preparations are dropped (they resume on the next start). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([this.pool.close(), this.preparePool.close()]);
  }
}
