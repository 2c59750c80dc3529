import path from 'node:path';
import type { Piscina } from 'piscina';
import { HttpError } from '../../../platform/http-error';
import { limitedThreads } from '../../../platform/limited-threads';
import type { PageText } from '../../../platform/render/render-types';
import type { DetectedPaper } from './paper/detect-questions.ts';
import type { DetectTask } from './paper/detect-worker.mts';
import type { InkBitmap } from './paper/ink.ts';

/** Limits of the detection thread: time per paper (ms) and heap (MB). */
export interface PaperDetectorOptions {
  timeoutMs: number;
  memoryMb: number;
}

/** The 422 of a paper too large to read within the detection thread's time or memory. */
export const PAPER_TOO_HEAVY =
  'This paper is too large to read for questions (time or memory limit): split it, or add the regions by hand';

/** The 422 of a paper the detector failed on for another reason (its text is malformed). */
export const PAPER_UNREADABLE = 'The questions of this paper could not be read; add the regions by hand';

/** Most text items of one page the detector reads; a page with more is cut to its first ones. */
export const MAX_ITEMS_PER_PAGE = 6_000;

/**
 * Proposes questions off the event loop (docs/domains/exams.md "Making a test from a paper"): one piscina
 * thread running paper/detect-worker.mts, one paper at a time, each with a time limit (the thread is ended
 * past it) and a heap limit; both answer 422 {@link PAPER_TOO_HEAVY}. A page's text is cut to
 * {@link MAX_ITEMS_PER_PAGE} items first. Closed with the app.
 */
export class PaperDetector {
  private pool: Piscina | undefined;
  private turn: Promise<unknown> = Promise.resolve();
  private readonly options: PaperDetectorOptions;

  constructor(options: PaperDetectorOptions) {
    this.options = options;
  }

  private start(): Piscina {
    if (this.pool) return this.pool;
    // The built API finds the folder beside its bundle (build-api copies it as `detection/`).
    const folder = __dirname.endsWith('dist') ? 'detection' : 'paper';
    this.pool = limitedThreads(path.join(__dirname, folder, 'detect-worker.mts'), {
      threads: 1,
      memoryMb: this.options.memoryMb,
      youngMb: 16,
    });
    return this.pool;
  }

  /** The questions of `pages` (with `ink`, pages' pixels by page number); 422 past the thread's limits. */
  async detect(pages: PageText[], ink: Map<number, InkBitmap>): Promise<DetectedPaper> {
    const mine = this.turn.then(() => this.detectNow(pages, ink));
    this.turn = mine.catch(() => undefined);
    return mine;
  }

  private async detectNow(pages: PageText[], ink: Map<number, InkBitmap>): Promise<DetectedPaper> {
    // Pixels that own their whole buffer (the render threads' grey pages) are handed over as they are; a view
    // of a larger, maybe shared buffer is copied first, as transferring it would take the rest along.
    const owned = [...ink.entries()].map(([page, b]): [number, InkBitmap] => [
      page,
      b.data.byteOffset === 0 && b.data.byteLength === b.data.buffer.byteLength
        ? b
        : { ...b, data: new Uint8Array(b.data) },
    ]);
    const task: DetectTask = { pages: pages.map(cutPage), ink: owned };
    try {
      return (await this.start().run(task, {
        transferList: task.ink.map(([, bitmap]) => bitmap.data.buffer as ArrayBuffer),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      })) as DetectedPaper;
    } catch (err) {
      const limit =
        err instanceof Error && (err.name === 'AbortError' || /memory|terminated/i.test(err.message));
      throw new HttpError(422, limit ? PAPER_TOO_HEAVY : PAPER_UNREADABLE);
    }
  }

  /** Ends the thread (the app is closing). */
  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}

/** A page's text cut to its first {@link MAX_ITEMS_PER_PAGE} items (5 numbers per item in `boxes`). */
function cutPage(page: PageText): PageText {
  if (page.boxes.length <= MAX_ITEMS_PER_PAGE * 5) return page;
  const boxes = page.boxes.slice(0, MAX_ITEMS_PER_PAGE * 5);
  return { ...page, boxes, text: page.text.slice(0, page.boxes[MAX_ITEMS_PER_PAGE * 5]) };
}
