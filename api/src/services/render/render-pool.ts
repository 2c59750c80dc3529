import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpError } from '../http-error';
import type {
  InspectResult,
  InspectTask,
  RenderResult,
  RenderTask,
  TaskFailure,
  TextResult,
  TextTask,
} from './render-types';

/** Pool settings (AppConfig.render): threads, per-job time limit (ms), per-thread V8 heap limit (MB). */
export interface RenderPoolOptions {
  workers: number;
  timeoutMs: number;
  memoryMb: number;
}

/** Why a job failed without an answer from the worker: time limit, memory limit, or crash. */
export class RenderJobError extends Error {
  constructor(
    readonly reason: 'timeout' | 'memory' | 'crashed' | 'busy',
    message: string,
  ) {
    super(message);
  }
}

const WORKER_FILE = path.join(__dirname, 'render-worker.mts');

/**
 * The render pool (ARCHITECTURE "Reading"): piscina worker threads running render-worker.mts (pdfjs-dist
 * + @napi-rs/canvas), so opening, inspecting and drawing PDFs never blocks the API's event loop.
 * Every job has a time limit: past it the job is aborted, which terminates its thread (piscina starts a new
 * one), and fails with {@link RenderJobError} `timeout`. Each thread has V8 `resourceLimits` of `memoryMb`;
 * exceeding them kills the thread and fails the job with `memory`. At most 64 jobs wait; more → `busy`.
 */
export class RenderPool {
  private readonly pool: Piscina;
  readonly options: RenderPoolOptions;

  constructor(options: RenderPoolOptions) {
    this.options = options;
    this.pool = new Piscina({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: options.workers,
      idleTimeout: 30_000,
      maxQueue: 64,
      // A small young generation makes V8 reach the old-generation limit in small steps, where Node stops
      // the thread cleanly (ERR_WORKER_OUT_OF_MEMORY); with large steps V8 can abort the whole process.
      resourceLimits: {
        maxOldGenerationSizeMb: options.memoryMb,
        maxYoungGenerationSizeMb: 8,
        stackSizeMb: 4,
      },
    });
    // A thread killed by its limits also emits 'error' on the pool: the job's own promise reports it.
    this.pool.on('error', () => undefined);
  }

  /**
   * Runs one job. Its time limit starts when a thread picks it up (the worker says `started` on a
   * MessagePort), so waiting in the queue or starting a thread never counts against it; a job still
   * queued after 4 × the limit (at least 60 s) fails as `busy`.
   */
  private async run<T>(name: string, task: object, timeoutMs = this.options.timeoutMs): Promise<T> {
    const controller = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timedOut = false;
    let timer = setTimeout(() => controller.abort(), Math.max(60_000, 4 * timeoutMs));
    port1.once('message', () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    });
    try {
      return (await this.pool.run(
        { ...task, port: port2 },
        { name, signal: controller.signal, transferList: [port2] },
      )) as T;
    } catch (err) {
      const e = err as { name?: string; code?: string; message?: string };
      if (timedOut) throw new RenderJobError('timeout', `${name} took longer than ${timeoutMs} ms`);
      if (controller.signal.aborted || /queue is at limit/i.test(e?.message ?? ''))
        throw new RenderJobError('busy', 'The reader is busy, please try again');
      if (e?.code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory|allocation failed/i.test(e?.message ?? ''))
        throw new RenderJobError('memory', `${name} needed more than ${this.options.memoryMb} MB`);
      throw new RenderJobError('crashed', `${name} failed: ${e?.message ?? String(err)}`);
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  /** Opens, counts pages, reads the outline (and renders a probe of page 1); see render-worker `inspect`. */
  inspect(task: InspectTask): Promise<InspectResult | TaskFailure> {
    return this.run('inspect', task);
  }

  /** Extracts text with positions of a page range; see render-worker `text`. */
  text(task: TextTask): Promise<TextResult | TaskFailure> {
    return this.run('text', task);
  }

  /** Renders a page or a tile to WebP; see render-worker `render`. */
  render(task: RenderTask): Promise<RenderResult | TaskFailure> {
    return this.run('render', task);
  }

  /** Jobs waiting for a thread. */
  get queueSize(): number {
    return this.pool.queueSize;
  }

  /** Stops every thread (pending jobs fail). */
  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

/** A job that failed in the pool (limits, crash, full queue) as the HTTP error of a page request. */
export function renderHttpError(err: unknown): HttpError {
  if (err instanceof RenderJobError)
    return err.reason === 'busy'
      ? new HttpError(503, 'The reader is busy, please try again')
      : new HttpError(422, 'This page could not be rendered');
  throw err;
}
