// A connection the server ends while the API holds it between two statements of a transaction (a failover,
// a restart, pg_terminate_backend) fails that transaction; it never reaches the process as an unhandled
// 'error' event, which would stop the API. Needs a real PostgreSQL server: *.pg.test.ts run with DATABASE_URL.
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { freshDatabase } from '../helpers/test-app';

it('a backend ended mid-transaction fails the transaction, not the process', async () => {
  const { database, drop } = await freshDatabase();
  const killer = new Client({ connectionString: process.env.DATABASE_URL });
  await killer.connect();
  try {
    const transaction = database.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: Array<{ pid: number }>;
      };
      // Between two statements, with no query running on it, the connection is ended by the server.
      await killer.query('select pg_terminate_backend($1)', [result.rows[0].pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    // The pool goes on with a new connection.
    await expect(database.ping()).resolves.toBeUndefined();
  } finally {
    await killer.end();
    await drop();
  }
});

it('a connection found dead at a transaction’s begin goes back to the pool, which goes on with a new one', async () => {
  // One connection only: a leaked one would leave the pool with none (ping then times out).
  const { database, drop } = await freshDatabase({ max: 1, connectTimeoutMs: 1500 });
  try {
    await database.ping();
    const pool = (database.db as unknown as { $client: { _idle: Array<{ client: PgInternals }> } }).$client;
    expect(pool._idle).toHaveLength(1);
    // The idle connection's socket goes away; the pool has not noticed yet when the transaction takes it.
    pool._idle[0].client.connection.stream.destroy();
    await expect(database.db.transaction(async () => undefined)).rejects.toThrow();
    await expect(database.ping()).resolves.toBeUndefined();
  } finally {
    await drop();
  }
});

/** The private part of a pooled pg client this test reaches into. */
interface PgInternals {
  connection: { stream: { destroy(): void } };
}
