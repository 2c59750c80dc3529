import type { FastifyInstance } from 'fastify';

/** The result of one readiness check: `up`, `slow` (database busy, still serving), `off` (not configured), or why it failed. */
export type CheckResult = 'up' | 'slow' | 'off' | { failed: string };

/** Rejects after `ms` unless `work` settles first. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `up`, or `{ failed }` with the error's message. */
async function probe(work: () => Promise<unknown>, budgetMs: number): Promise<CheckResult> {
  try {
    await within(work(), budgetMs);
    return 'up';
  } catch (err) {
    return { failed: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The readiness checks of `GET /api/health/ready`, run in parallel, each within
 * `budgetMs`: the database (`up`, or `slow` when busy but answering: still ready, so a busy database does
 * not take every replica out of the load balancer at once), Redis when REDIS_URL is set (`off` otherwise),
 * and the file storage (the driver's `check()`: the local folder is writable, or the S3 bucket answers).
 */
export async function readinessChecks(
  app: FastifyInstance,
  budgetMs = 2000,
): Promise<Record<'database' | 'redis' | 'storage', CheckResult>> {
  const [database, redis, storage] = await Promise.all([
    app.database
      .health(budgetMs)
      .then((h): CheckResult => (h === 'down' ? { failed: 'database does not answer' } : h)),
    app.redis ? probe(() => app.redis!.ping(), budgetMs) : Promise.resolve<CheckResult>('off'),
    probe(() => app.storage.check(), budgetMs),
  ]);
  return { database, redis, storage };
}
