import { hdfcStatement, importStatement, istDate } from '../../helpers/statements';
import { attemptCalls, demoTestApp } from '../../helpers/online-tests';
import { auth, buyBook, signUp, type TestContext } from '../../helpers/test-app';

/**
 * Ranks under review, one payer (docs/domains/exams.md "Ranks under review"): the purchases of three
 * accounts that took the ranked test, paid from one UPI ID as the imported bank statement shows, flag their
 * attempts for the admin with the ID masked; an account paid for from another UPI ID is not flagged so.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
});
afterAll(() => ctx.close());

it('three accounts paid for from one UPI ID are flagged; the fourth, paid from its own, is not', async () => {
  const calls = attemptCalls(ctx.app, testId);
  const payers = ['rahulkumar@oksbi', 'rahulkumar@oksbi', 'rahulkumar@oksbi', 'meera.s@ybl'];
  const taken: { attemptId: string; payer: string }[] = [];
  const txns = [];
  for (const [k, payer] of payers.entries()) {
    const { token } = await signUp(ctx.app, `Payer Test ${k}`);
    const { utr } = await buyBook(ctx.app, admin, token, bookId, { amount: 0 });
    txns.push({
      date: istDate(0),
      utr,
      amount: 49,
      narration: `UPI-PAYER-${payer}-SBIN0001234-${utr}-EXAM STORE`,
    });
    const { attemptId } = (await calls.start(token)).json();
    expect((await calls.submit(token, attemptId)).statusCode).toBe(200);
    taken.push({ attemptId, payer });
  }
  // Before the statement is imported, nothing names a payer.
  type Flag = { kind: string; reason: string };
  const list = async () =>
    new Map<string, Flag[]>(
      (await ctx.app.inject({ url: `/api/admin/tests/${testId}/attempts`, headers: auth(admin) }))
        .json()
        .map((a: { attemptId: string; flags: Flag[] }) => [a.attemptId, a.flags]),
    );
  const before = await list();
  for (const t of taken) expect(before.get(t.attemptId)!.some((f) => f.kind === 'shared-payer')).toBe(false);

  expect((await importStatement(ctx.app, admin, hdfcStatement(txns))).statusCode).toBe(200);
  const after = await list();
  for (const t of taken.slice(0, 3))
    expect(after.get(t.attemptId)).toContainEqual({
      kind: 'shared-payer',
      reason: '3 accounts taking this test were paid for from one UPI ID (ra***@oksbi)',
    });
  expect(after.get(taken[3].attemptId)!.some((f) => f.kind === 'shared-payer')).toBe(false);
});
