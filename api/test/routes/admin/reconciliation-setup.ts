import fs from 'node:fs';
import path from 'node:path';
import {
  auth,
  createTestAppWithAdmin,
  paidBooksAt99And149,
  type SeededBook,
  signUp,
  submitted,
  type TestContext,
} from '../../helpers/test-app';

/**
 * The app the bank-statement reconciliation tests share (reconciliation*.test.ts, through the API on the
 * real database): {@link setUpReconciliationApp} builds it before a file's tests and closes it after; the
 * bindings hold the app, the admin's token and two paid books, `cheap` (payable 99) and `dear` (payable 149).
 */
export let ctx: TestContext;
export let admin: string;
export let cheap: SeededBook;
export let dear: SeededBook;

/** Registers the file's beforeAll (a fresh app with the two books) and afterAll (closing it). */
export function setUpReconciliationApp(): void {
  beforeAll(async () => {
    ({ ctx, admin } = await createTestAppWithAdmin());
    ({ cheap, dear } = await paidBooksAt99And149(ctx.app));
  });
  afterAll(() => ctx.close());
}

let utrSeq = 500_000_000_000;
/** A fresh 12-digit UTR, unique within the file. */
export const nextUtr = () => String((utrSeq += 1));

/** A new student's pending payment for `book` with a fresh UTR. */
export async function pendingPayment(book: SeededBook, utr = nextUtr()) {
  const student = await signUp(ctx.app);
  const { paymentId } = await submitted(ctx.app, student.token, book._id, { utr });
  return { id: paymentId, utr, token: student.token };
}
/** An injected GET as the admin. */
export const adminGet = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth(admin) });
/** "Approve all matched", as the admin. */
export const approveAll = () =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/reconciliation/approve-matched', headers: auth(admin) });
/** The admin's payments list with each payment's statement match. */
export const listed = async (query = 'status=all&limit=100') =>
  (await adminGet(`/api/admin/payments?${query}`)).json().payments as {
    paymentId: string;
    status: string;
    match?: { state: string; statementAmount: number | null } | null;
  }[];
/** The statement match of payment `id`. */
export const matchOf = async (id: string) => (await listed()).find((p) => p.paymentId === id)?.match;
/** A bank-statement sample from the fixtures. */
export const sample = (name: string) =>
  fs.readFileSync(path.join(__dirname, '../../fixtures/statements', name));
