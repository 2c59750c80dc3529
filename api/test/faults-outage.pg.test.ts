// A real PostgreSQL server is needed to cut connections (pg_terminate_backend); api/jest.config.js runs
// *.pg.test.ts files only when DATABASE_URL is set, which CI always does.
import { eq, inArray } from 'drizzle-orm';
import { Client } from 'pg';
import { payments } from '../src/db/schema';
import { auth, createTestApp, guestBooks, signUp, submitPayment, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('database outage on PostgreSQL', () => {
  it('connections cut with pg_terminate_backend under load: 503s during the outage, 200s after, no lost payment', async () => {
    const dbName = (await ctx.database.db.execute(
      'select current_database() as name' as never,
    )) as unknown as { rows: Array<{ name: string }> };
    const name = dbName.rows[0].name;
    const superuser = new Client({ connectionString: process.env.DATABASE_URL });
    await superuser.connect();
    const users = await Promise.all(Array.from({ length: 8 }, () => signUp(ctx.app)));
    const book = (await guestBooks(ctx.app)).find((b) => !b.isFree)!;
    // The home listing is in the catalogue cache before the outage (a guest's first visit).
    expect((await ctx.app.inject({ method: 'GET', url: '/api/books?section=home' })).statusCode).toBe(200);
    const outcomes = new Map<string, number>();
    const statuses: number[] = [];
    let stop = false;
    const load = async (worker: number) => {
      let n = 0;
      while (!stop) {
        n += 1;
        // A read that always goes to the database: the catalogue listing does not any more, for guests
        // (the catalogue cache) or students (the per-user cache), so it stays 200 in an outage.
        const books = await ctx.app.inject({
          method: 'GET',
          url: '/api/user/purchased-books',
          headers: auth(users[worker % users.length].token),
        });
        statuses.push(books.statusCode);
        if (n % 5 === 0 && worker < users.length) {
          const utr = `8${String(worker).padStart(2, '0')}${String(n).padStart(9, '0')}`;
          const res = await submitPayment(ctx.app, users[worker].token, book._id, { utr });
          if (!outcomes.has(utr) || res.statusCode < 300) outcomes.set(utr, res.statusCode);
        }
      }
    };
    const workers = Array.from({ length: 12 }, (_, i) => load(i));
    try {
      await new Promise((r) => setTimeout(r, 300));
      // The outage: refuse new connections and kill the open ones (the server itself keeps running).
      await superuser.query(`alter database ${name} allow_connections false`);
      await superuser.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await new Promise((r) => setTimeout(r, 1500));
      const during = statuses.length;
      // Guests still get the catalogue during the outage: it is served from memory.
      const guest = await ctx.app.inject({ method: 'GET', url: '/api/books?section=home' });
      expect(guest.statusCode).toBe(200);
      await superuser.query(`alter database ${name} allow_connections true`);
      await new Promise((r) => setTimeout(r, 1500));
      stop = true;
      await Promise.all(workers);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      expect(statuses.slice(0, during)).toContain(503);
      expect(statuses.slice(-20).every((s) => s === 200)).toBe(true);
    } finally {
      stop = true;
      await superuser.query(`alter database ${name} allow_connections true`).catch(() => undefined);
      await superuser.end();
    }
    // Every submission answered 2xx is in the database; 503s were not half-written.
    const accepted = [...outcomes].filter(([, s]) => s < 300).map(([utr]) => utr);
    const rows = accepted.length
      ? await ctx.database.db
          .select({ utr: payments.utr })
          .from(payments)
          .where(inArray(payments.utr, accepted))
      : [];
    expect(rows.map((r) => r.utr).sort()).toEqual(accepted.sort());
    expect([...outcomes.values()].every((s) => [200, 201, 409, 503].includes(s))).toBe(true);
    // And the service is back for writes too.
    const after = await signUp(ctx.app);
    const res = await submitPayment(ctx.app, after.token, book._id, { utr: '899999999999' });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.utr, '899999999999'));
    expect(row.status).toBe('pending');
  });
});
