import path from 'node:path';
import type { Piscina } from 'piscina';
// libvips must stay loaded for as long as any thread runs it: on glibc Linux the main thread loads sharp
// before the pool starts its first thread, so a thread ending never unloads it from under the others.
import 'sharp';
import { HttpError } from '../../platform/http-error';
import { limitedThreads } from '../../platform/limited-threads';
import { RENDER_MESSAGES } from '../../platform/render/render-messages';
import type { MarkResult, MarkTask } from './marks/mark-worker.mts';

/** The marking threads' module (copied beside the bundle by build-api as `marks/mark-worker.mts`). */
const WORKER = path.join(__dirname, 'marks', 'mark-worker.mts');

/** Images waiting for a marking thread at most; more answer 503 (the renderer's busy message). */
export const MAX_MARKS_WAITING = 64;

/** Mark pool settings (AppConfig.marks): threads, time limit of one image (ms), heap per thread (MB). */
export interface MarkPoolOptions {
  workers: number;
  timeoutMs: number;
  memoryMb: number;
}

/** What a marking thread is given and answers (marks/mark-worker.mts). */
export type { MarkResult, MarkTask };

/**
 * Marks page and question images off the event loop (docs/operations.md "Environment", docs/domains/reading.md
 * "Marks"): piscina threads running marks/mark-worker.mts (sharp decode and encode, the grey copy, the
 * visible mark's placement and the word shifts are seconds of CPU a minute on a busy reader, which on the
 * API's thread delayed every other request). `workers` threads (MARK_WORKERS), started on the first image and
 * ended after 30 s idle; each image has a time limit (MARK_TIMEOUT_MS; its thread is ended past it) and each
 * thread a heap limit (MARK_MEMORY_MB). Past either, or with {@link MAX_MARKS_WAITING} images waiting, the
 * image fails with 503 (the renderer's busy message). Closed with the render service.
 */
export class MarkPool {
  private pool: Piscina | undefined;
  private closed = false;

  constructor(private readonly options: MarkPoolOptions) {}

  private start(): Piscina {
    if (this.pool) return this.pool;
    this.pool = limitedThreads(WORKER, {
      threads: this.options.workers,
      memoryMb: this.options.memoryMb,
      youngMb: 16,
      maxQueue: MAX_MARKS_WAITING,
    });
    return this.pool;
  }

  /**
   * `task.clean` with both marks as WebP bytes (mark-page.ts `markImage`), and the thread that made it.
   * Rejects with 503 when closed, when too many images wait, or past the time or memory limit; with sharp's
   * error when the bytes are not an image.
   */
  async mark(task: MarkTask): Promise<MarkResult> {
    if (this.closed) throw new HttpError(503, RENDER_MESSAGES.busy);
    const pool = this.start();
    if (pool.queueSize >= MAX_MARKS_WAITING) throw new HttpError(503, RENDER_MESSAGES.busy);
    try {
      return (await pool.run(task, { signal: AbortSignal.timeout(this.options.timeoutMs) })) as MarkResult;
    } catch (err) {
      const e = err as Error & { code?: string };
      if (
        e.name === 'AbortError' ||
        e.code === 'ERR_WORKER_OUT_OF_MEMORY' ||
        /queue is at limit/i.test(e.message)
      )
        throw new HttpError(503, RENDER_MESSAGES.busy);
      throw err;
    }
  }

  /** Ends the threads (images being marked fail). */
  async close(): Promise<void> {
    this.closed = true;
    await this.pool?.destroy();
  }
}
