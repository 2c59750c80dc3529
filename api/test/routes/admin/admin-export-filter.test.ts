import { hdfcStatement, importStatement, istDate } from '../../helpers/statements';
import {
  approve,
  auth,
  createTestAppWithAdmin,
  paidBooksAt99And149,
  type SeededBook,
  signUp,
  submitted,
  type TestContext,
} from '../../helpers/test-app';
import { expectRefusal } from '../../helpers/refusal';

// The Payments tab's Export CSV sends the tab's filters (status, match, search) and the
// server exports exactly the rows the list shows with those filters, on the real database.

let ctx: TestContext;
let admin: string;
let cheap: SeededBook; // payable 99
let dear: SeededBook; // payable 149

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
  ({ cheap, dear } = await paidBooksAt99And149(ctx.app));
});
afterAll(() => ctx.close());

let utrSeq = 640_000_000_000;
const get = (url: string, token: string | null = admin) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

async function pendingPayment(book: SeededBook) {
  const student = await signUp(ctx.app);
  const utr = String((utrSeq += 1));
  const { paymentId } = await submitted(ctx.app, student.token, book._id, { utr });
  return { id: paymentId, utr };
}

/** The payment ids of an export (column 1), header row dropped. */
async function exported(query: string): Promise<string[]> {
  const res = await get(`/api/admin/payments/export.csv?${query}`);
  expect(res.statusCode).toBe(200);
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Payment ID,/);
  return lines.slice(1).map((l) => l.split(',')[0]);
}

/** The payment ids the list shows for the same query (every page). */
async function listed(query: string): Promise<string[]> {
  const res = await get(`/api/admin/payments?${query}&limit=100`);
  expect(res.statusCode).toBe(200);
  return (res.json().payments as { paymentId: string }[]).map((p) => p.paymentId);
}

describe('GET /api/admin/payments/export.csv with the Payments tab filters', () => {
  let matched: { id: string; utr: string };
  let mismatch: { id: string; utr: string };
  let missing: { id: string; utr: string };
  let approvedMatched: { id: string; utr: string };

  beforeAll(async () => {
    matched = await pendingPayment(cheap);
    mismatch = await pendingPayment(dear); // the bank shows 99, not 149
    missing = await pendingPayment(cheap); // no statement line: unchecked (the statement does not cover tomorrow yet)
    approvedMatched = await pendingPayment(dear);
    const statement = hdfcStatement([
      { date: istDate(0), utr: matched.utr, amount: 99 },
      { date: istDate(0), utr: mismatch.utr, amount: 99 },
      { date: istDate(0), utr: approvedMatched.utr, amount: 149 },
    ]);
    expect((await importStatement(ctx.app, admin, statement)).statusCode).toBe(200);
    expect((await approve(ctx.app, admin, approvedMatched.id)).statusCode).toBe(200);
  });

  it('match filter: only the payments in that match state, the same rows as the list', async () => {
    for (const query of [
      'status=all&match=matched',
      'status=pending&match=matched',
      'status=pending&match=amount_mismatch',
      'status=all&match=unchecked',
    ])
      expect(await exported(query)).toEqual(await listed(query));
    expect(await exported('status=pending&match=matched')).toEqual([matched.id]);
    expect((await exported('status=all&match=matched')).sort()).toEqual(
      [matched.id, approvedMatched.id].sort(),
    );
    expect(await exported('status=pending&match=amount_mismatch')).toEqual([mismatch.id]);
    expect(await exported('status=all&match=unchecked')).toContain(missing.id);
    expect(await exported('status=all&match=unchecked')).not.toContain(matched.id);
  });

  it('status, match and search together narrow to the one matching row', async () => {
    expect(await exported(`status=approved&match=matched&q=${approvedMatched.utr}`)).toEqual([
      approvedMatched.id,
    ]);
    expect(await exported(`status=pending&match=matched&q=${approvedMatched.utr}`)).toEqual([]);
    expect(await exported(`status=pending&q=${mismatch.utr}`)).toEqual([mismatch.id]);
  });

  it('an unknown match state is refused with 400 { error }', async () => {
    const res = await get('/api/admin/payments/export.csv?match=maybe');
    expect(res.statusCode).toBe(400);
    expectRefusal(res.json());
  });
});
