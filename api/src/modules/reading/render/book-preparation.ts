import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { books, type BookRow } from '../../../db/schema';
import { HttpError } from '../../../platform/http-error';
import type { JobLocks } from '../../../platform/job-locks';
import type { Storage } from '../../../platform/storage/storage';
import { PDF_SIZES_NAME, TEXT_CHUNK_PAGES, textChunkName } from '../../../platform/render/page-sizes';
import type { PageSize, PdfInspection } from '../../../platform/render/pdf-inspection';
import { RenderJobError, type RenderPool } from '../../../platform/render/render-pool';
import type { PageText } from '../../../platform/render/render-types';
import { withStoredPdf } from './stored-pdf';

/** Minimal logger (Fastify's or console). */
export interface RenderLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/** How long a replica's claim on preparing a book lasts without renewal (renewed every quarter of it), ms. */
export const PREPARE_LOCK_TTL_MS = 120_000;

/**
 * What preparing books needs of the renderer (render-service.ts, which owns the preparation, gives it): the
 * stored inspection of a book's PDF, made now when missing (errors 404, 422, 503), and whether page renders
 * for readers are in flight (they go first).
 */
export interface PreparationSource {
  meta(book: BookRow): Promise<PdfInspection>;
  readersWaiting(): boolean;
}

/**
 * The background preparation of books (docs/domains/reading.md "The reader"): text extraction in chunks of
 * {@link TEXT_CHUNK_PAGES} pages in the preparation pool (one thread, its own process), one book at a time,
 * stored as `text/<pdf>/…` chunks and page sizes. Progress lives in `books.prepare_state` /
 * `prepared_pages` / `prepare_error`. With several replicas (REDIS_URL), one at a time prepares a book.
 */
export class BookPreparation {
  private queue: Promise<void> = Promise.resolve();
  private readonly queued = new Set<string>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    /** The preparation pool, never the readers'. */
    private readonly pool: RenderPool,
    private readonly log: RenderLog,
    /** Locks shared by the API replicas (REDIS_URL): one replica prepares a given book. */
    private readonly locks: JobLocks | undefined,
    private readonly source: PreparationSource,
  ) {}

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

  /**
   * Stops preparing: queued books are dropped (they resume on the next start) and the running one stops
   * before its next chunk or page. The owner closes the pool.
   */
  close(): void {
    this.closed = true;
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
      const meta = await this.source.meta(book);
      if (book.pages === null)
        await this.db
          .update(books)
          .set({ pages: meta.pages })
          .where(and(stillSame, isNull(books.pages)));
      for (let from = book.preparedPages + 1; from <= meta.pages; from += TEXT_CHUNK_PAGES) {
        // Readers first: page renders in flight hold the next chunk back.
        while (this.source.readersWaiting() && !this.closed) await new Promise((r) => setTimeout(r, 50));
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
      withStoredPdf(this.storage, pdfKey, (source) => this.pool.textChunk({ ...source, from, to }));
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
}
