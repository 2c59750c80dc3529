import { eq } from 'drizzle-orm';
import { payments } from '../../../src/db/schema';
import { hdfcStatement, importStatement, istDate } from '../../helpers/statements';
import { approve, auth } from '../../helpers/test-app';
import {
  ctx,
  admin,
  cheap,
  dear,
  nextUtr,
  pendingPayment,
  adminGet,
  approveAll,
  listed,
  matchOf,
  setUpReconciliationApp,
} from './reconciliation-setup';

// Matching bank-statement lines to pending payments, through the API on the real database: match states,
// approving all matched once, one line proving one payment, UTR choice and auto-approve.
setUpReconciliationApp();

describe('matching', () => {
  it('matched, amount mismatch, not in statement, unchecked and unmatched credits; approve all matched once', async () => {
    const a = await pendingPayment(cheap);
    const b = await pendingPayment(dear);
    const c = await pendingPayment(dear); // paid 99 instead of 149
    const old = await pendingPayment(cheap); // submitted 3 days ago, no line
    const fresh = await pendingPayment(cheap); // today, no line: tomorrow is not covered yet
    await ctx.database.db
      .update(payments)
      .set({ submittedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(payments.id, old.id));
    const strangerUtr = nextUtr();
    const statement = hdfcStatement([
      { date: istDate(-3), utr: null, amount: 5000, name: 'OPENING' },
      { date: istDate(-1), utr: a.utr, amount: 99 },
      { date: istDate(0), utr: b.utr, amount: 149 },
      { date: istDate(0), utr: c.utr, amount: 99 },
      { date: istDate(0), utr: strangerUtr, amount: 249, name: 'NOT YET SUBMITTED' },
      { date: istDate(0), utr: nextUtr(), amount: 40, debit: true },
    ]);
    const res = await importStatement(ctx.app, admin, statement);
    expect(res.json()).toMatchObject({
      bank: 'hdfc',
      linesRead: 6,
      credits: 5,
      new: 5,
      matched: 2,
      amountMismatches: 1,
      unmatched: 2,
    });

    expect(await matchOf(a.id)).toEqual({ state: 'matched', statementAmount: 99 });
    expect(await matchOf(b.id)).toEqual({ state: 'matched', statementAmount: 149 });
    expect(await matchOf(c.id)).toEqual({ state: 'amount_mismatch', statementAmount: 99 });
    expect(await matchOf(old.id)).toEqual({ state: 'not_in_statement', statementAmount: null });
    expect(await matchOf(fresh.id)).toEqual({ state: 'unchecked', statementAmount: null });
    const onlyMatched = await listed('status=pending&match=matched');
    expect(onlyMatched.map((p) => p.paymentId).sort()).toEqual([a.id, b.id].sort());

    const overview = (await adminGet('/api/admin/reconciliation')).json();
    expect(overview.pending).toMatchObject({ matched: 2, amount_mismatch: 1 });
    expect(overview.pending.not_in_statement).toBeGreaterThanOrEqual(1);
    const unmatchedRefs = overview.unmatchedCredits.map((l: { reference: string | null }) => l.reference);
    expect(unmatchedRefs).toContain(strangerUtr);
    expect(unmatchedRefs).not.toContain(a.utr);
    expect(unmatchedRefs).not.toContain(c.utr);
    expect(
      overview.unmatchedCredits.find((l: { reference: string }) => l.reference === strangerUtr),
    ).toMatchObject({
      amount: 249,
      date: istDate(0),
      bank: 'hdfc',
    });

    const approved = await approveAll();
    expect(approved.statusCode).toBe(200);
    expect(approved.json().approved).toBe(2);
    expect(approved.json().paymentIds.sort()).toEqual([a.id, b.id].sort());
    expect((await approveAll()).json()).toEqual({ approved: 0, paymentIds: [] });
    const rows = await listed();
    expect(rows.find((p) => p.paymentId === a.id)).toMatchObject({
      status: 'approved',
      match: { state: 'matched' },
    });
    expect(rows.find((p) => p.paymentId === c.id)).toMatchObject({ status: 'pending' });
    const log = (await adminGet('/api/admin/audit-log?action=payment.approve&limit=100')).json().entries as {
      entityId: string;
      after: { statementLineId: string };
    }[];
    for (const id of [a.id, b.id]) {
      const entries = log.filter((e) => e.entityId === id);
      expect(entries).toHaveLength(1);
      expect(entries[0].after.statementLineId).toMatch(/^[0-9a-f-]{36}$/);
    }
    // The student reads their book now.
    const st = await ctx.app.inject({
      method: 'GET',
      url: `/api/payment/${a.id}/status`,
      headers: auth(a.token),
    });
    expect(st.json().payment.status).toBe('approved');
  });

  it('a statement line proves one payment only: after a rejection it proves the payment the admin approves', async () => {
    const wrong = await pendingPayment(dear); // claims 149, the line says 99
    await importStatement(ctx.app, admin, hdfcStatement([{ date: istDate(0), utr: wrong.utr, amount: 99 }]));
    expect(await matchOf(wrong.id)).toEqual({ state: 'amount_mismatch', statementAmount: 99 });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${wrong.id}/reject`,
      headers: auth(admin),
      payload: { reason: 'Amount does not match' },
    });
    expect(await matchOf(wrong.id)).toBeNull();
    const real = await pendingPayment(cheap, wrong.utr);
    expect(await matchOf(real.id)).toEqual({ state: 'matched', statementAmount: 99 });
    // The UTR was rejected for another student: a match alone never approves it, the admin does.
    expect((await approveAll()).json().paymentIds).not.toContain(real.id);
    expect((await approve(ctx.app, admin, real.id)).statusCode).toBe(200);
    const linked = await ctx.database.db
      .select({ id: payments.id, line: payments.statementLineId })
      .from(payments)
      .where(eq(payments.utr, wrong.utr));
    expect(linked.filter((r) => r.line !== null)).toEqual([{ id: real.id, line: expect.any(String) }]);
    // The database refuses a second payment on the same line.
    const [other] = await ctx.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.id, wrong.id));
    await expect(
      ctx.database.db
        .update(payments)
        .set({ statementLineId: linked.find((r) => r.line)!.line })
        .where(eq(payments.id, other.id)),
    ).rejects.toThrow();
  });

  it("matches a line on its UTR, not on the payer's phone inside the UPI ID before it", async () => {
    const paid = await pendingPayment(cheap);
    const phone = '919876543210';
    // The phone is also another student's pending UTR: the line must still prove `paid` only.
    const decoy = await pendingPayment(cheap, phone);
    const line = `UPI-NAME-${phone}@ybl-HDFC0001-${paid.utr}-x`;
    const res = await importStatement(
      ctx.app,
      admin,
      hdfcStatement([{ date: istDate(0), utr: paid.utr, amount: 99, narration: line, reference: '' }]),
    );
    expect(res.statusCode).toBe(200);
    expect(await matchOf(paid.id)).toEqual({ state: 'matched', statementAmount: 99 });
    expect((await matchOf(decoy.id))?.state).not.toBe('matched');
    expect((await approveAll()).json().paymentIds).toEqual([paid.id]);
  });

  it('of several 12-digit fields in a line, the one a pending payment holds is its UTR', async () => {
    const paid = await pendingPayment(cheap);
    const other = nextUtr();
    // Kotak-like order, read by the HDFC layout: the payment's UTR is the second 12-digit field.
    const line = `UPI/RAHUL/${other}/ref ${paid.utr}`;
    await importStatement(
      ctx.app,
      admin,
      hdfcStatement([{ date: istDate(0), utr: paid.utr, amount: 99, narration: line, reference: '' }]),
    );
    expect(await matchOf(paid.id)).toEqual({ state: 'matched', statementAmount: 99 });
    expect((await approveAll()).json().paymentIds).toEqual([paid.id]);
  });

  it('20 concurrent "approve all matched" calls approve each payment exactly once', async () => {
    const batch = await Promise.all(Array.from({ length: 6 }, () => pendingPayment(cheap)));
    await importStatement(
      ctx.app,
      admin,
      hdfcStatement(batch.map((p) => ({ date: istDate(0), utr: p.utr, amount: 99 }))),
    );
    const results = await Promise.all(Array.from({ length: 20 }, () => approveAll()));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const ids = results.flatMap((r) => r.json().paymentIds as string[]);
    expect(ids.sort()).toEqual(batch.map((p) => p.id).sort());
    const log = (await adminGet('/api/admin/audit-log?action=payment.approve&limit=100')).json().entries as {
      entityId: string;
    }[];
    for (const p of batch) expect(log.filter((e) => e.entityId === p.id)).toHaveLength(1);
  });

  it('with auto-approve on, an import approves exact matches at once (off by default)', async () => {
    expect((await adminGet('/api/admin/reconciliation')).json().settings).toEqual({
      autoApproveMatched: false,
    });
    const on = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reconciliation/settings',
      headers: auth(admin),
      payload: { autoApproveMatched: true },
    });
    expect(on.json()).toEqual({ autoApproveMatched: true });
    const p = await pendingPayment(cheap);
    const q = await pendingPayment(dear);
    const res = await importStatement(
      ctx.app,
      admin,
      hdfcStatement([
        { date: istDate(0), utr: p.utr, amount: 99 },
        { date: istDate(0), utr: q.utr, amount: 100 },
      ]),
    );
    expect(res.json()).toMatchObject({ matched: 1, amountMismatches: 1, autoApproved: 1 });
    const rows = await listed();
    expect(rows.find((r) => r.paymentId === p.id)?.status).toBe('approved');
    expect(rows.find((r) => r.paymentId === q.id)?.status).toBe('pending');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reconciliation/settings',
      headers: auth(admin),
      payload: { autoApproveMatched: false },
    });
  });
});
