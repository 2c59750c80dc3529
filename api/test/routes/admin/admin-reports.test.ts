import { eq } from 'drizzle-orm';
import { payments } from '../../../src/db/schema';
import { istDay } from '../../../src/modules/operations/dashboard-daily';
import { csvCell } from '../../../src/modules/purchases/payments-csv';
import {
  ADMIN,
  approve,
  auth,
  createTestAppWithAdmin,
  guestBooks,
  type SeededBook,
  signUp,
  submitted,
  type TestContext,
} from '../../helpers/test-app';
import { expectRefusal } from '../../helpers/refusal';

/** Dashboard chart series, the payments CSV export and the audit log listing. */
let ctx: TestContext;
let admin: string;
let student: { token: string; user: { id: string; email: string } };
const DAY_MS = 86_400_000;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
  student = await signUp(ctx.app, '=HYPERLINK("x"), "Ravi"');
});
afterAll(() => ctx.close());

const get = (url: string, token: string | null = admin) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

const submit = async (bookId: string, utr: string, token = student.token): Promise<string> =>
  (await submitted(ctx.app, token, bookId, { utr })).paymentId;

describe('GET /api/admin/dashboard daily series', () => {
  it('has the last 30 IST days, today last, with approved revenue and submitted payments per day', async () => {
    const books = (await guestBooks(ctx.app)).filter((b) => !b.isFree);
    const today = await submit(books[0]._id, '700000000001');
    const old = await submit(books[1]._id, '700000000002');
    const ancient = await submit(books[2]._id, '700000000003');
    for (const id of [today, old, ancient]) {
      expect((await approve(ctx.app, admin, id)).statusCode).toBe(200);
    }
    // Move one payment 3 days back and one 40 days back (outside the window), submission and approval alike.
    const shift = async (id: string, days: number) => {
      const at = new Date(Date.now() - days * DAY_MS);
      await ctx.database.db
        .update(payments)
        .set({ submittedAt: at, reviewedAt: at })
        .where(eq(payments.id, id));
    };
    await shift(old, 3);
    await shift(ancient, 40);

    const res = await get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const { daily } = res.json() as { daily: Array<{ date: string; revenue: number; payments: number }> };
    expect(daily).toHaveLength(30);
    expect(daily[29].date).toBe(istDay(Date.now()));
    expect(daily[0].date).toBe(istDay(Date.now() - 29 * DAY_MS));
    const price = (b: SeededBook) => b.priceDiscounted ?? b.price;
    expect(daily[29]).toMatchObject({ revenue: price(books[0]), payments: 1 });
    expect(daily[26]).toMatchObject({
      date: istDay(Date.now() - 3 * DAY_MS),
      revenue: price(books[1]),
      payments: 1,
    });
    const sum = daily.reduce(
      (acc, d) => ({ revenue: acc.revenue + d.revenue, payments: acc.payments + d.payments }),
      { revenue: 0, payments: 0 },
    );
    expect(sum).toEqual({ revenue: price(books[0]) + price(books[1]), payments: 2 });
  });

  it('counts the IST day: 20:00 UTC is already the next day in India', () => {
    expect(istDay(Date.parse('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(istDay(Date.parse('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
  });
});

describe('GET /api/admin/payments/export.csv', () => {
  it('downloads every payment as CSV, filtered like the list, with formula text neutralised', async () => {
    const books = (await guestBooks(ctx.app)).filter((b) => !b.isFree);
    const pending = await submit(books[3]._id, '700000000004');
    const res = await get('/api/admin/payments/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Payment ID,Submitted At,Status,UTR Number,Amount (INR),User Name,User Email,Book Title,Book Price (INR),Reviewed At,Rejection Reason',
    );
    expect(lines).toHaveLength(5);
    // Pending first; the name that looks like a formula is quoted and prefixed.
    expect(lines[1].startsWith(`${pending},`)).toBe(true);
    expect(lines[1]).toContain(`,pending,700000000004,`);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x""), ""Ravi""",${student.user.email},`);

    const approved = (await get('/api/admin/payments/export.csv?status=approved')).body
      .trimEnd()
      .split('\r\n');
    expect(approved).toHaveLength(4);
    expect(approved.slice(1).every((l) => l.includes(',approved,'))).toBe(true);
    const searched = (await get('/api/admin/payments/export.csv?q=700000000004')).body
      .trimEnd()
      .split('\r\n');
    expect(searched).toHaveLength(2);
  });

  it('refuses guests (401), students (403) and bad filters (400) with { error }', async () => {
    const guest = await get('/api/admin/payments/export.csv', null);
    expect(guest.statusCode).toBe(401);
    expectRefusal(guest.json());
    const user = await get('/api/admin/payments/export.csv', student.token);
    expect(user.statusCode).toBe(403);
    expectRefusal(user.json());
    const bad = await get('/api/admin/payments/export.csv?status=paid');
    expect(bad.statusCode).toBe(400);
    expectRefusal(bad.json());
    expect((await get(`/api/admin/payments/export.csv?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('csvCell quotes separators and neutralises formulas, leaving numbers alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('+91 98')).toBe("'+91 98");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists who did what and when, newest first, with before and after, filtered and paged', async () => {
    const target = await signUp(ctx.app, 'Audit Target');
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${target.user.id}/status`,
      headers: auth(admin),
      payload: { isActive: false },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${target.user.id}/role`,
      headers: auth(admin),
      payload: { role: 'admin' },
    });

    const res = await get('/api/admin/audit-log?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 2 });
    expect(body.total).toBe(5);
    expect(body.entries).toHaveLength(2);
    const [role, status] = body.entries;
    expect(role).toMatchObject({
      action: 'user.role',
      entity: 'users',
      entityId: target.user.id,
      actor: { name: expect.any(String) },
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    expect(status).toMatchObject({
      action: 'user.status',
      before: { isActive: true },
      after: { isActive: false },
    });
    expect(Date.parse(role.createdAt)).toBeGreaterThanOrEqual(Date.parse(status.createdAt));
    const me = (await get('/api/auth/me')).json().user;
    expect(role.actor.id).toBe(me.id);

    const approvals = (await get('/api/admin/audit-log?action=payment.approve&limit=100')).json();
    expect(approvals.total).toBe(3);
    expect(approvals.entries.every((e: { action: string }) => e.action === 'payment.approve')).toBe(true);
    const page2 = (await get('/api/admin/audit-log?action=payment.approve&limit=2&page=2')).json();
    expect(page2.entries).toHaveLength(1);
  });

  it('refuses guests (401), students (403) and bad queries (400) with { error }', async () => {
    expect((await get('/api/admin/audit-log', null)).statusCode).toBe(401);
    expect((await get('/api/admin/audit-log', student.token)).statusCode).toBe(403);
    for (const q of ['action=drop.table', 'page=0', 'limit=101', 'limit=abc']) {
      const res = await get(`/api/admin/audit-log?${q}`);
      expect(res.statusCode).toBe(400);
      expectRefusal(res.json());
    }
  });

  it('never leaks password hashes into the log', async () => {
    const body = (await get('/api/admin/audit-log?limit=100')).body;
    expect(body).not.toMatch(/passwordHash|argon2/);
    expect(ADMIN.password.length).toBeGreaterThan(0);
    expect(body).not.toContain(ADMIN.password);
  });
});
