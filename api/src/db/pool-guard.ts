import type { Pool, PoolClient } from 'pg';

/**
 * Makes `pool.connect()` (the promise form, which Drizzle's transactions use) hand out clients that go back
 * to the pool when their first statement fails. Drizzle sends a transaction's `begin` before its
 * try/finally, so a connection found dead at `begin` (ended by the server while it sat idle: a failover, a
 * restart, a terminated backend) was never released: the pool lost a connection each time, until every
 * request waited for one, and `pool.end()` never returned. The client's release becomes idempotent, so
 * Drizzle's own release after a later failure is harmless. The callback form (`pool.query`'s) is unchanged.
 */
export function releaseOnFailedFirstStatement(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<PoolClient> | void;
  pool.connect = ((callback?: unknown) => {
    if (callback) return connect(callback);
    return (connect() as Promise<PoolClient>).then((client) => {
      guardClient(client);
      return client;
    });
  }) as Pool['connect'];
}

/** Wraps one checked-out client: an idempotent release, and a release with the error of a failed first statement. */
function guardClient(client: PoolClient): void {
  const release = client.release.bind(client);
  let released = false;
  client.release = ((err?: Error | boolean) => {
    if (released) return;
    released = true;
    release(err);
  }) as PoolClient['release'];
  const query = client.query;
  client.query = ((...args: unknown[]) => {
    client.query = query;
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise)
      result.catch((err: Error) => client.release(err instanceof Error ? err : new Error(String(err))));
    return result;
  }) as PoolClient['query'];
}
