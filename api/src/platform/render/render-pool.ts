import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { HttpError } from '../http-error';
import type {
  InspectResult,
  InspectTask,
  RenderResult,
  RenderTask,
  TaskFailure,
  TextChunkResult,
  TextResult,
  TextTask,
} from './render-types';
import { RENDER_MESSAGES } from './render-messages';

/** Pool settings (AppConfig.render): threads, per-job time limit (ms), per-thread V8 heap limit (MB). */
export interface RenderPoolOptions {
  workers: number;
  timeoutMs: number;
  memoryMb: number;
  /** Environment of the host process (AppConfig.render.hostEnv); none by default. */
  hostEnv?: Record<string, string>;
  /** Keep one thread started (pdf.js loaded, documents open) instead of ending idle threads. */
  keepWarm?: boolean;
  /**
   * Absolute path of the threads' module (default render-worker.mts): the leak tracer runs its own worker
   * (modules/reading/marks/trace-worker.mts) under the same host, limits and protocol.
   */
  worker?: string;
  /**
   * Niceness of the host process (os.setPriority, 0–19; default 0): background work (a book's
   * preparation, leak traces) runs at 10, so on a small machine it takes the CPU the API's event loop
   * leaves, never the other way round.
   */
  niceness?: number;
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

const HOST_FILE = path.join(__dirname, 'render-host.mts');

/** V8's report of a process that reached its heap limit (its stack of GCs, then a native stack). */
const V8_OUT_OF_MEMORY =
  /Reached heap limit|heap out of memory|Last few GCs|allocation failure;|Native stack trace/;

/**
 * A filter of one render host's stderr for the API's: chunks pass as they are until V8's out-of-memory
 * report starts (dozens of lines of GC history and native frames, when a hostile PDF pushed the whole host
 * over its limit); that report becomes one line and the dying host's later output is dropped. Its jobs fail
 * as `crashed` and the next job starts a new host. The report's own words would also make a parent that
 * watches its child's stderr for them (Jest's workers, in the API tests) think the API itself ran out of
 * memory. Returns what to write for each chunk ('' for nothing).
 */
export function hostStderrFilter(): (chunk: string) => string {
  let dying = false;
  return (chunk) => {
    if (dying) return '';
    if (!V8_OUT_OF_MEMORY.test(chunk)) return chunk;
    dying = true;
    return 'render host: past its memory limit; it stops, its jobs fail as crashed, the next job starts a new one\n';
  };
}
/** Most jobs waiting or running at once; more fail as `busy` (503). */
const MAX_PENDING = 64;

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

type HostAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; reason: RenderJobError['reason']; message: string };

/**
 * The render pool (docs/domains/reading.md "The reader"): piscina worker threads running render-worker.mts
 * (pdfjs-dist + @napi-rs/canvas), hosted by a child process (render-host.mts, started on the first job), so
 * opening, inspecting and drawing PDFs never blocks the API's event loop and a thread that V8 aborts cannot
 * take the API down. Every job has a time limit: past it the job is aborted, which terminates its thread
 * (piscina starts a new one), and fails with {@link RenderJobError} `timeout`. Each thread has V8
 * `resourceLimits` of `memoryMb`; exceeding them kills the thread and fails the job with `memory`. If the
 * host process itself dies, its jobs fail with `crashed` and the next job starts a new host. At most 64 jobs
 * wait.
 */
export class RenderPool {
  readonly options: RenderPoolOptions;
  private host: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private closed = false;

  constructor(options: RenderPoolOptions) {
    this.options = options;
  }

  private start(): ChildProcess {
    const host = fork(
      HOST_FILE,
      [
        JSON.stringify({
          workers: this.options.workers,
          memoryMb: this.options.memoryMb,
          keepWarm: this.options.keepWarm ?? false,
          worker: this.options.worker,
        }),
      ],
      {
        execArgv: [],
        env: this.options.hostEnv ?? {},
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      },
    );
    if (this.options.niceness && host.pid !== undefined)
      try {
        os.setPriority(host.pid, this.options.niceness);
      } catch {
        // A platform without priorities: the host runs at the API's.
      }
    const stderr = hostStderrFilter();
    host.stderr?.on('data', (chunk: Buffer) => {
      const text = stderr(chunk.toString('utf8'));
      if (text) process.stderr.write(text);
    });
    host.on('message', (answer: HostAnswer) => {
      const job = this.pending.get(answer.id);
      if (!job) return;
      this.pending.delete(answer.id);
      clearTimeout(job.timer);
      if (answer.ok) job.resolve(answer.value);
      else job.reject(new RenderJobError(answer.reason, answer.message));
    });
    host.on('error', () => undefined);
    host.on('exit', (code, signal) => {
      if (this.host === host) this.host = undefined;
      for (const [id, job] of this.pending) {
        this.pending.delete(id);
        clearTimeout(job.timer);
        job.reject(new RenderJobError('crashed', `render process stopped (${signal ?? code})`));
      }
    });
    return host;
  }

  /**
   * Sends one job to the host. The host enforces the time limit (from the moment a thread starts the job);
   * this side only stops a host that does not answer at all within 4 × the limit + 60 s.
   */
  private run<T>(name: string, task: object, timeoutMs = this.options.timeoutMs): Promise<T> {
    if (this.closed) return Promise.reject(new RenderJobError('busy', 'The render pool is closed'));
    if (this.pending.size >= MAX_PENDING)
      return Promise.reject(new RenderJobError('busy', RENDER_MESSAGES.busy));
    this.host ??= this.start();
    const host = this.host;
    const id = (this.nextId += 1);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => host.kill('SIGKILL'), 60_000 + 4 * timeoutMs);
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      host.send({ id, name, task, timeoutMs });
    });
  }

  /**
   * Starts the host process now (with `keepWarm`, its thread and pdf.js too) rather than on the first job,
   * so the first reader after a start does not wait for them.
   */
  warm(): void {
    if (!this.closed) this.host ??= this.start();
  }

  /** Opens, counts pages, reads the outline (and renders a probe of page 1); see render-worker `inspect`. */
  inspect(task: InspectTask): Promise<InspectResult | TaskFailure> {
    return this.run('inspect', task);
  }

  /** Extracts text with positions of a page range; see render-worker `text`. */
  text(task: TextTask): Promise<TextResult | TaskFailure> {
    return this.run('text', task);
  }

  /** The text of a page range serialised in the thread for storage; see render-worker `textChunk`. */
  textChunk(task: TextTask): Promise<TextChunkResult | TaskFailure> {
    return this.run('textChunk', task);
  }

  /** Renders a page or a tile to WebP; see render-worker `render`. */
  render(task: RenderTask): Promise<RenderResult | TaskFailure> {
    return this.run('render', task);
  }

  /**
   * Runs the export `name` of a custom {@link RenderPoolOptions.worker} on `task` (structured-clone data),
   * under the pool's memory limit and its time limit, or `timeoutMs` when given (what is left of a larger
   * job's). Rejects with {@link RenderJobError} like the other jobs.
   */
  call<T>(name: string, task: object, timeoutMs?: number): Promise<T> {
    return this.run(name, task, timeoutMs ?? this.options.timeoutMs);
  }

  /** Jobs sent to the host and not yet answered. */
  get queueSize(): number {
    return this.pending.size;
  }

  /** Stops the host and its threads (pending jobs fail with `crashed`). */
  async close(): Promise<void> {
    this.closed = true;
    const host = this.host;
    if (!host || host.exitCode !== null || host.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      host.once('exit', () => resolve());
      host.disconnect();
      setTimeout(() => host.kill('SIGKILL'), 5000).unref();
    });
  }
}

/** A job that failed in the pool (limits, crash, full queue) as the HTTP error of a page request. */
export function renderHttpError(err: unknown): HttpError {
  if (err instanceof RenderJobError)
    return err.reason === 'busy'
      ? new HttpError(503, RENDER_MESSAGES.busy)
      : new HttpError(422, RENDER_MESSAGES.notRendered);
  throw err;
}
