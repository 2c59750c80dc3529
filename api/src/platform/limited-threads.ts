import { Piscina } from 'piscina';

/** How many threads, the heap limits of each (MB) and the most jobs waiting (piscina's default: no limit). */
export interface LimitedThreadsOptions {
  threads: number;
  memoryMb: number;
  /**
   * Young generation (MB): a small one reaches the old-generation limit in small steps, where Node stops the
   * thread cleanly (ERR_WORKER_OUT_OF_MEMORY) instead of aborting the process.
   */
  youngMb: number;
  maxQueue?: number;
}

/**
 * A piscina pool for work kept off the API's event loop (docs/operations.md "Environment": whatever parses a
 * user's file or does heavy pixel work): `filename` (an erasable-TypeScript `.mts` module Node loads itself)
 * in up to `threads` threads, none until the first job and each ended after 30 s idle, with V8 heap limits.
 * A thread ended by its limits also emits 'error' on the pool, which is ignored: the job's own promise
 * reports it.
 */
export function limitedThreads(filename: string, options: LimitedThreadsOptions): Piscina {
  const pool = new Piscina({
    filename,
    minThreads: 0,
    maxThreads: Math.max(1, options.threads),
    ...(options.maxQueue === undefined ? {} : { maxQueue: options.maxQueue }),
    idleTimeout: 30_000,
    resourceLimits: {
      maxOldGenerationSizeMb: options.memoryMb,
      maxYoungGenerationSizeMb: options.youngMb,
      stackSizeMb: 4,
    },
  });
  pool.on('error', () => undefined);
  return pool;
}
