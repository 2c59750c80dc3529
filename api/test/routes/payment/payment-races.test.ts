import { count, eq } from 'drizzle-orm';
import { auditLog, payments } from '../../../src/db/schema';
import { auditTrail } from '../../../src/modules/operations/audit';
import {
  approve,
  auth,
  createTestAppWithAdmin,
  guestBooks,
  type SeededBook,
  signUp,
  submitPayment,
  type TestContext,
} from '../../helpers/test-app';

let ctx: TestContext;
let admin: string;
let paid: SeededBook;
let other: SeededBook;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
  const list = (await guestBooks(ctx.app)).filter((b) => !b.isFree);
  [paid, other] = list;
});
afterAll(() => ctx.close());

const submit = (token: string, bookId: string, utr: string) => submitPayment(ctx.app, token, bookId, { utr });
const rowsWithUtr = async (utr: string) =>
  (await ctx.database.db.select({ n: count() }).from(payments).where(eq(payments.utr, utr)))[0].n;

describe('payments cannot be gamed', () => {
  it('50 concurrent approvals of one payment: exactly one 200, the rest 409, one audit record', async () => {
    const { token } = await signUp(ctx.app);
    const { paymentId } = (await submit(token, paid._id, '700000000001')).json();
    const results = await Promise.all(Array.from({ length: 50 }, () => approve(ctx.app, admin, paymentId)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const trail = await auditTrail(ctx.database.db, 'payments', paymentId);
    expect(trail.map((a) => a.action)).toEqual(['payment.approve']);
  });

  it('approve and reject racing on one payment: one wins, the loser gets 409', async () => {
    const { token } = await signUp(ctx.app);
    const { paymentId } = (await submit(token, paid._id, '700000000002')).json();
    const results = await Promise.all(
      ['approve', 'reject', 'approve', 'reject'].map((a) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/payments/${paymentId}/${a}`,
          headers: auth(admin),
          payload: {},
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });

  it('20 concurrent submissions of one UTR by the same user: one payment row, all answered with its id', async () => {
    const { token } = await signUp(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submit(token, paid._id, '700000000003')),
    );
    expect(results.map((r) => r.statusCode).filter((c) => c === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200 && r.statusCode !== 201).map((r) => r.body)).toEqual(
      [],
    );
    expect(new Set(results.map((r) => r.json().paymentId)).size).toBe(1);
    expect(await rowsWithUtr('700000000003')).toBe(1);
  });

  it('20 different users submitting one UTR at once: one payment row, 19 × 409', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => signUp(ctx.app)));
    const results = await Promise.all(
      users.map((u, i) => submit(u.token, i % 2 ? paid._id : other._id, '700000000004')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await rowsWithUtr('700000000004')).toBe(1);
  });

  it('one open payment per user and book, even with different UTRs racing', async () => {
    const { token } = await signUp(ctx.app);
    const results = await Promise.all(
      ['700000000005', '700000000006', '700000000007'].map((utr) => submit(token, other._id, utr)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('the amount comes from the server, whatever the client sends', async () => {
    const { token } = await signUp(ctx.app);
    for (const amount of [0, -5, 1e9, '99', null]) {
      const res = await submitPayment(ctx.app, token, paid._id, { utr: '700000000008', amount });
      expect(res.statusCode).toBeLessThan(500);
    }
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.utr, '700000000008'));
    expect(row.amountPaise).toBe(Math.round((paid.priceDiscounted ?? paid.price) * 100));
  });
});

describe('audit log', () => {
  it('records reject, book create/update/delete, payment-config and user status/role changes with the actor', async () => {
    const student = await signUp(ctx.app);
    const { paymentId } = (await submit(student.token, other._id, '700000000009')).json();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/reject`,
      headers: auth(admin),
      payload: { reason: 'not found' },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-config',
      headers: auth(admin),
      payload: { upiId: 'new@upi', payeeName: 'New', bankName: 'Bank' },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${student.user.id}/status`,
      headers: auth(admin),
      payload: { isActive: false },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${student.user.id}/role`,
      headers: auth(admin),
      payload: { role: 'user' },
    });
    await ctx.app.inject({ method: 'DELETE', url: `/api/admin/books/${other._id}`, headers: auth(admin) });
    const all = await ctx.database.db.select().from(auditLog);
    const actions = all.map((a) => a.action);
    for (const a of ['payment.reject', 'payment-config.update', 'user.status', 'user.role', 'book.delete'])
      expect(actions).toContain(a);
    const adminId = (
      await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(admin) })
    ).json().user.id;
    expect(all.every((a) => a.actorId === adminId)).toBe(true);
    const cfg = all.find((a) => a.action === 'payment-config.update')!;
    expect(cfg.after).toEqual({ upiId: 'new@upi', payeeName: 'New', bankName: 'Bank' });
    const status = all.find((a) => a.action === 'user.status')!;
    expect([status.before, status.after]).toEqual([{ isActive: true }, { isActive: false }]);
    const del = all.find((a) => a.action === 'book.delete')!;
    expect((del.after as { deletedAt?: unknown }).deletedAt).toEqual(expect.any(String));
    expect(JSON.stringify(all)).not.toMatch(/argon2/);
  });

  it('an approval whose audit record cannot be written is rolled back (one transaction)', async () => {
    const { token } = await signUp(ctx.app);
    const { paymentId } = (await submit(token, paid._id, '700000000010')).json();
    // Break the audit table for this one request: the approval must not survive without its record.
    await ctx.database.db.execute('alter table audit_log rename to audit_log_off' as never);
    try {
      const res = await approve(ctx.app, admin, paymentId);
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute('alter table audit_log_off rename to audit_log' as never);
    }
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row.status).toBe('pending');
  });
});
