/**
 * The render host (docs/domains/reading.md "The reader"): a child process of the API that owns the piscina
 * pool of render threads (render-worker.mts). V8 cannot always stop a thread cleanly at its heap limit (a
 * large allocation past the limit aborts the whole process, nodejs/node#47224), so the threads live here: the
 * worst a hostile PDF can do is end this process, which the API notices and starts again.
 *
 * Protocol (process IPC, advanced serialization): the API sends `{ id, name, task, timeoutMs }`, the host
 * answers `{ id, ok: true, value }` or `{ id, ok: false, reason, message }` (reason: timeout, memory,
 * crashed, busy). Options come as JSON in argv[2]: `{ workers, memoryMb, keepWarm, worker }` (worker: the
 * threads' module, render-worker.mts unless another is named; keepWarm: one thread
 * stays started, pdf.js loaded and its documents open, for people waiting on a page). Node runs this file directly
 * (type stripping), like the worker.
 */
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';

interface Job {
  id: number;
  name: string;
  task: object;
  timeoutMs: number;
}

const { workers, memoryMb, keepWarm, worker } = JSON.parse(process.argv[2] ?? '{}') as {
  workers: number;
  memoryMb: number;
  keepWarm?: boolean;
  /** Module of the threads (default render-worker.mts beside this file). */
  worker?: string;
};

const pool = new Piscina({
  filename: worker ?? path.join(import.meta.dirname, 'render-worker.mts'),
  minThreads: keepWarm ? 1 : 0,
  maxThreads: workers,
  idleTimeout: 30_000,
  maxQueue: 64,
  // A small young generation makes V8 reach the old-generation limit in small steps, where Node stops the
  // thread cleanly (ERR_WORKER_OUT_OF_MEMORY); a large step can abort the process (this host only).
  resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 },
});
// A thread killed by its limits also emits 'error' on the pool: the job's own promise reports it.
pool.on('error', () => undefined);

/**
 * Runs one job. Its time limit starts when a thread picks it up (the worker says `started` on a
 * MessagePort), so waiting in the queue or starting a thread never counts against it; a job still queued
 * after 4 × the limit (at least 60 s) fails as `busy`.
 */
async function run(job: Job) {
  const controller = new AbortController();
  const { port1, port2 } = new MessageChannel();
  let timedOut = false;
  let timer = setTimeout(() => controller.abort(), Math.max(60_000, 4 * job.timeoutMs));
  port1.once('message', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, job.timeoutMs);
  });
  try {
    const value = await pool.run(
      { ...job.task, port: port2 },
      { name: job.name, signal: controller.signal, transferList: [port2] },
    );
    return { id: job.id, ok: true, value };
  } catch (err) {
    const e = err as { code?: string; message?: string };
    const message = e?.message ?? String(err);
    const reason = timedOut
      ? 'timeout'
      : controller.signal.aborted || /queue is at limit/i.test(message)
        ? 'busy'
        : e?.code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory|allocation failed/i.test(message)
          ? 'memory'
          : 'crashed';
    return { id: job.id, ok: false, reason, message };
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}

process.on('message', (job: Job) => {
  // A job can finish after the API closed the channel (shutdown): its answer has nowhere to go.
  void run(job).then((answer) => {
    if (process.connected) process.send?.(answer, undefined, undefined, () => undefined);
  });
});
// The API went away (or closed the channel): stop the threads and leave.
process.on('disconnect', () => {
  void pool.destroy().finally(() => process.exit(0));
});
