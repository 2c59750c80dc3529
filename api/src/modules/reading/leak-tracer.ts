import path from 'node:path';
import { PAGE_WIDTHS, type LeakImageTrace } from '@exam/shared-contracts/reading';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, users, type BookRow } from '../../db/schema';
import { HttpError } from '../../platform/http-error';
import { LEAK_TRACE_MAX_PIXELS, type LeakTraceForm } from './leak-form';
import { bookHolders, latestCodes, leakTrace, recentlyServed, type MarkedElsewhere } from './leak-sources';
import { QUESTION_CANDIDATES, traceQuestion, type TracedImage } from './leak-questions';
import { FALSE_ACCUSATION, pageScope } from './marks/fingerprint';
import type { AccuseResult, AccuseTask, LocateResult, ReadResult } from './marks/trace-worker.mts';
import type { Homography } from './marks/raster';
import { RenderJobError, RenderPool } from '../../platform/render/render-pool';
import type { RenderService } from './render/render-service';
import { RENDER_MESSAGES } from '../../platform/render/render-messages';

/** The trace threads' module (copied beside the bundle by build-api as `marks/trace-worker.mts`). */
const WORKER = path.join(__dirname, 'marks', 'trace-worker.mts');
/** Largest image decoded, pixels: the form's limit (leak-form.ts), applied again by sharp in the thread. */
const MAX_PIXELS = LEAK_TRACE_MAX_PIXELS;
/** Width (px) of the clean renders an image is first compared with. */
const LOCATE_WIDTH = 960;
/** Mean |reading| at which the first width read is taken without trying the next one. */
const GOOD_STRENGTH = 0.35;
/**
 * Least mean |reading| of a leak for its mark to count as read: a copy of one reader reads ≈ 1, four
 * copies averaged ≈ 0.4, an unmarked page ≈ 0.05 (the measuring noise).
 */
const MIN_STRENGTH = 0.15;

const NOTHING = 'Nothing could be read from this image: no marked page of ours was found in it';
const UNREADABLE =
  'The page was found, but its hidden mark could not be read (too little text in the image, or too much lost); add more pages of the same leak';
const NO_ONE =
  'The page was found, but no reader of this book scores above the threshold (too little of the mark is left, or too many copies were mixed); add more pages of the same leak';

/** A page an image may show. */
interface Candidate {
  book: BookRow;
  page: number;
}

/** Fewest candidates the false-accusation bound is computed for, however few read the book. */
const MIN_CANDIDATES = 1000;

/** 0..1 from a score and the threshold: 0.5 at the threshold, 1 at twice it or more. */
function confidenceOf(score: number, threshold: number): number {
  return Math.round(Math.min(1, Math.max(0, score / (2 * threshold))) * 100) / 100;
}

/** `h` (clean at `from` px wide → image) for a clean render `to` px wide. */
function rescale(h: Homography, from: number, to: number): Homography {
  const k = from / to;
  return [h[0] * k, h[1] * k, h[2], h[3] * k, h[4] * k, h[5], h[6] * k, h[7] * k, h[8]];
}

/** Width the whole page would have in the image, px: the clean width times the homography's scale. */
function pageWidthInImage(h: Homography, cleanWidth: number): number {
  return cleanWidth * Math.sqrt(Math.abs(h[0] * h[4] - h[1] * h[3]) / (h[8] * h[8]));
}

/**
 * "Trace a leaked page" (docs/domains/reading.md "Marks"), decorated as `app.leakTracer`: names the readers
 * whose fingerprints (marks/fingerprint.ts) are in leaked page or question images, one copy or several
 * combined. Image work runs in its own pool (a RenderPool host process running trace-worker.mts at niceness
 * 10: one thread, LEAK_TRACE_TIMEOUT_MS for a whole trace, 512 MB heap), started on
 * the first trace. For each image: a question image is read against its own clean crop (leak-questions.ts);
 * any other: find the page (the one the admin named, else among the
 * LEAK_TRACE_CANDIDATES pages most recently sent to any reader or candidate, at 960 px), then read it against
 * the clean render of the reader width nearest the image's scale (and the next one when little was read).
 * The readings of all images are scored in a worker against the fingerprint of every account that opened
 * the book or took a test of it, and the accounts above the threshold for a false-accusation probability of
 * 1e-6 are named. An exam attempt's question images count as its module says (`others`, leak-sources.ts).
 */
export class LeakTracer {
  private pool: RenderPool | undefined;

  constructor(
    private readonly db: Db,
    private readonly render: RenderService,
    private readonly options: { timeoutMs: number; candidates: number; memoryMb: number; markSecret: string },
    /** Marked images sent outside reading sessions (an exam attempt's question images). */
    private readonly others: MarkedElsewhere,
  ) {}

  /** Who read what under a leak code (`GET /api/admin/leak-trace/:code`, leak-sources.ts `leakTrace`). */
  byCode(code: string) {
    return leakTrace(this.db, this.others, code);
  }

  /**
   * Runs one job of a trace that must end by `deadline` (ms since the epoch): the job gets what is left of
   * the trace's time as its own limit, so the thread is stopped at the trace's limit, not later.
   */
  private call<T>(
    name: 'locate' | 'locateQuestion' | 'read' | 'accuseHolders',
    task: object,
    deadline: number,
  ): Promise<T> {
    this.pool ??= new RenderPool({
      workers: 1,
      timeoutMs: this.options.timeoutMs,
      memoryMb: this.options.memoryMb,
      worker: WORKER,
      // Admin's background work: the API's event loop comes first on a small machine.
      niceness: 10,
    });
    const left = deadline - Date.now();
    if (left <= 0) return Promise.reject(this.timeUp());
    return this.pool.call<T>(name, task, left).catch((err: unknown) => {
      if (err instanceof RenderJobError)
        throw err.reason === 'busy'
          ? new HttpError(503, 'The leak tracer is busy, please try again')
          : err.reason === 'timeout'
            ? this.timeUp()
            : new HttpError(422, 'This image could not be read (it took too much memory)');
      throw err;
    });
  }

  /** The refusal of a trace stopped at its time limit (LEAK_TRACE_TIMEOUT_MS). */
  private timeUp(): HttpError {
    return new HttpError(
      422,
      `Tracing stopped at its time limit of ${Math.round(this.options.timeoutMs / 1000)} s: send fewer images, or smaller ones (a screenshot or a crop of the page)`,
    );
  }

  /** The pages an image may show: the named page, a book's recently served pages, or any. */
  private async candidates(form: LeakTraceForm): Promise<Candidate[]> {
    let bookRows: BookRow[] = [];
    if (form.bookId) {
      bookRows = await this.db
        .select()
        .from(books)
        .where(and(eq(books.id, form.bookId), isNull(books.deletedAt), isNotNull(books.pdfKey)));
      if (!bookRows.length) throw new HttpError(404, 'Book not found');
      if (form.page !== undefined) {
        if (bookRows[0].pageCount !== null && form.page > bookRows[0].pageCount)
          throw new HttpError(404, RENDER_MESSAGES.pageNotFound);
        return [{ book: bookRows[0], page: form.page }];
      }
    }
    const served = await recentlyServed(this.db, this.others, form.bookId, this.options.candidates);
    const byId = new Map(bookRows.map((b) => [b.id, b]));
    const out: Candidate[] = [];
    for (const s of served) {
      let book = byId.get(s.bookId);
      if (!book) {
        [book] = await this.db.select().from(books).where(eq(books.id, s.bookId));
        if (book) byId.set(book.id, book);
      }
      if (book?.pdfKey && !book.deletedAt) out.push({ book, page: s.page });
    }
    return out;
  }

  /** Finds the page of one image among `candidates`, then reads its mark at the likeliest widths. */
  private async traceOne(
    image: Buffer,
    candidates: Candidate[],
    deadline: number,
  ): Promise<TracedImage | null> {
    if (!candidates.length) return null;
    const clean = await Promise.all(
      candidates.map((c) => this.render.cleanPage(c.book, c.page, { width: LOCATE_WIDTH })),
    );
    const located = await this.call<LocateResult>(
      'locate',
      {
        image,
        maxPixels: MAX_PIXELS,
        candidates: candidates.map((c, i) => ({ id: String(i), clean: clean[i] })),
      },
      deadline,
    );
    if (!located.ok) throw new HttpError(400, 'This file could not be read as an image');
    if (!located.found) return null;
    const page = candidates[Number(located.found.id)];
    const h = located.found.h;
    const seen = pageWidthInImage(h, LOCATE_WIDTH);
    const widths = [...PAGE_WIDTHS].sort(
      (a, b) => Math.abs(Math.log(a / seen)) - Math.abs(Math.log(b / seen)),
    );
    let best: ReadResult & { ok: true } = { ok: true, carriers: [], slots: 0, read: 0, strength: 0 };
    // Cells are in page coordinates, so any width reads the mark; the nearest width reads it best.
    for (const width of widths.slice(0, 2)) {
      const render = await this.render.cleanPage(page.book, page.page, { width });
      const result = await this.call<ReadResult>(
        'read',
        { image, maxPixels: MAX_PIXELS, clean: render, h: rescale(h, LOCATE_WIDTH, width) },
        deadline,
      );
      if (!result.ok) throw new HttpError(400, 'This file could not be read as an image');
      if (result.strength * result.read > best.strength * best.read) best = result;
      if (result.strength >= GOOD_STRENGTH) break;
    }
    return {
      bookId: page.book.id,
      pages: [page.page],
      readings: [{ scope: pageScope(page.book.id, page.page), carriers: best.carriers }],
      read: best.read,
      strength: best.strength,
    };
  }

  /**
   * The question images a leak may show: those served of the named book (on the named page, when one is),
   * else of any book; none when no test was taken.
   */
  private async questions(form: LeakTraceForm) {
    const all = await this.others.questions(this.db, this.render, form.bookId, QUESTION_CANDIDATES);
    const named = form.page === undefined ? all : all.filter((q) => q.pages.includes(form.page!));
    // Every image of a leak is compared with the same crops: each is cut once per width for the whole trace.
    return named.map((q) => {
      const cut = new Map<number, ReturnType<typeof q.crop>>();
      return { ...q, crop: (width: number) => cut.get(width) ?? cut.set(width, q.crop(width)).get(width)! };
    });
  }

  /**
   * The readers whose copies are in the leak of `form.images` (see the class): every image's readings are
   * scored together against every reader of the matched book, and those above the threshold are named,
   * best first (`user`, `code` and `confidence` are the first's). 422 when no image shows a page of ours,
   * when the images show pages of different books, when nothing of the mark is read, or when no one passes
   * the threshold; 404 for a named book or page that does not exist; 400 for a file that is no image; 503
   * when the pool is full; 422 when the whole trace (every job of it) runs past LEAK_TRACE_TIMEOUT_MS: its
   * thread is stopped then.
   */
  async trace(form: LeakTraceForm): Promise<LeakImageTrace> {
    const deadline = Date.now() + this.options.timeoutMs;
    const candidates = await this.candidates(form);
    const questions = await this.questions(form);
    if (!candidates.length && !questions.length) throw new HttpError(422, NOTHING);
    const call = <T>(name: 'locateQuestion' | 'read', task: object) => this.call<T>(name, task, deadline);
    const traced: TracedImage[] = [];
    for (const image of form.images) {
      // A question image first: read against its own crop; else (a page, or no crop fits) as a page.
      const one =
        (await traceQuestion(image, questions, MAX_PIXELS, call)) ??
        (await this.traceOne(image, candidates, deadline));
      if (one) traced.push(one);
    }
    if (!traced.length) throw new HttpError(422, NOTHING);
    const bookId = traced[0].bookId;
    const read = traced.reduce((n, t) => n + t.read, 0);
    const strength = traced.reduce((s, t) => s + t.strength * t.read, 0) / Math.max(1, read);
    // An unmarked copy reads ≈ 0 everywhere: there is no mark to score, whoever the candidates are.
    if (traced.some((t) => t.bookId !== bookId) || strength < MIN_STRENGTH)
      throw new HttpError(422, UNREADABLE);
    const [book] = await this.db.select().from(books).where(eq(books.id, bookId));
    if (!book) throw new HttpError(422, NOTHING);
    const holders = await bookHolders(this.db, this.others, book.id);
    const task: AccuseTask = {
      secret: this.options.markSecret,
      // Every image's readings on the code of the page each of its words lies on: they add up per cell.
      pages: traced.flatMap((t) => t.readings),
      // Never fewer than MIN_CANDIDATES in the bound: a new book's few readers do not loosen it.
      holders,
      epsilon: (FALSE_ACCUSATION * holders.length) / Math.max(holders.length, MIN_CANDIDATES),
    };
    const accused = await this.call<AccuseResult>('accuseHolders', task, deadline);
    if (!accused.named.length) throw new HttpError(422, NO_ONE);
    const ids = accused.named.map((a) => a.holder);
    const codes = await latestCodes(this.db, this.others, book.id, ids);
    const people = await this.db.select().from(users).where(inArray(users.id, ids));
    const named = accused.named.flatMap((a) => {
      const user = people.find((p) => p.id === a.holder);
      const code = codes.get(a.holder);
      if (!user || !code) return [];
      return [
        {
          user: { id: user.id, email: user.email, name: user.name },
          code,
          score: Math.round(a.score * 10) / 10,
          confidence: confidenceOf(a.score, accused.threshold),
        },
      ];
    });
    if (!named.length) throw new HttpError(422, NO_ONE);
    return {
      code: named[0].code,
      user: named[0].user,
      confidence: named[0].confidence,
      named,
      threshold: Math.round(accused.threshold * 10) / 10,
      candidates: holders.length,
      book: { id: book.id, title: book.title },
      pages: [...new Set(traced.flatMap((t) => t.pages))].sort((a, b) => a - b),
      images: form.images.length,
      matched: traced.length,
    };
  }

  /** Stops the pool's host and threads. */
  async close(): Promise<void> {
    await this.pool?.close();
  }
}
