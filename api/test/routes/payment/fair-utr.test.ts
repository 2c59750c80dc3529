import { DEFAULT_REJECTION_TEMPLATES } from '@exam/shared-contracts/constants';
import { hdfcStatement, importStatement, istDate } from '../../helpers/statements';
import {
  auth,
  createTestAppWithAdmin,
  guestBooks,
  type SeededBook,
  signUp,
  submitPayment,
  type TestContext,
} from '../../helpers/test-app';

// Fair UTR rules: a rejected payment releases its UTR; a pending or approved one holds it.
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
const review = (id: string, action: 'approve' | 'reject', reason?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${id}/${action}`,
    headers: auth(admin),
    payload: reason ? { reason } : {},
  });
const status = (token: string, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/payment/${id}/status`, headers: auth(token) });

describe('UTR release on rejection', () => {
  it("a rejected payment's UTR is accepted again from the real payer; the rejected payment stays", async () => {
    const thief = await signUp(ctx.app);
    const payer = await signUp(ctx.app);
    const stolen = await submit(thief.token, paid._id, '314159265358');
    expect(stolen.statusCode).toBe(201);
    // While it is pending, the real payer is refused.
    const early = await submit(payer.token, paid._id, '314159265358');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'This UTR has already been submitted' });
    expect(
      (await review(stolen.json().paymentId, 'reject', 'UTR not found in our statement')).statusCode,
    ).toBe(200);

    const real = await submit(payer.token, paid._id, '314159265358');
    expect(real.statusCode).toBe(201);
    expect(real.json().paymentId).not.toBe(stolen.json().paymentId);
    const history = await status(thief.token, stolen.json().paymentId);
    expect(history.json().payment).toMatchObject({
      status: 'rejected',
      utr: '314159265358',
      rejectionReason: 'UTR not found in our statement',
    });
  });

  it('a pending or an approved payment holds its UTR: 409 for anyone else, any book', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const p = (await submit(a.token, paid._id, '271828182845')).json().paymentId;
    expect((await submit(b.token, other._id, '271828182845')).statusCode).toBe(409);
    expect((await review(p, 'approve')).statusCode).toBe(200);
    const after = await submit(b.token, paid._id, '271828182845');
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ error: 'This UTR has already been submitted' });
  });

  it('resubmitting after a rejection keeps the history: both payments are listed for the admin', async () => {
    const { token } = await signUp(ctx.app);
    const first = (await submit(token, paid._id, '161803398874')).json().paymentId;
    await review(first, 'reject', 'Amount does not match');
    const second = await submit(token, paid._id, '161803398874');
    expect(second.statusCode).toBe(201);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payments?q=161803398874',
      headers: auth(admin),
    });
    const rows = list.json().payments as { paymentId: string; status: string }[];
    expect(rows.map((r) => [r.paymentId, r.status]).sort()).toEqual(
      [
        [first, 'rejected'],
        [second.json().paymentId, 'pending'],
      ].sort(),
    );
    // Book state follows the latest (pending) payment.
    const data = await ctx.app.inject({
      method: 'GET',
      url: `/api/payment/${paid._id}`,
      headers: auth(token),
    });
    expect(data.json().existingPayment).toMatchObject({
      paymentId: second.json().paymentId,
      status: 'pending',
    });
  });

  it('two students racing for a released UTR: one wins, the other gets 409', async () => {
    const a = await signUp(ctx.app);
    const first = (await submit(a.token, paid._id, '141421356237')).json().paymentId;
    await review(first, 'reject');
    const [c, d] = [await signUp(ctx.app), await signUp(ctx.app)];
    const race = await Promise.all([c, d].map((u) => submit(u.token, paid._id, '141421356237')));
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('a rejected UTR cannot be taken over by another student', () => {
  const approveMatched = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/approve-matched',
      headers: auth(admin),
    });

  it('"approve matched" leaves it for the admin with its history; the first submitter may claim it again', async () => {
    // Two books a student pays the same for.
    const byPrice = new Map<number, SeededBook[]>();
    for (const b of (await guestBooks(ctx.app)).filter((b) => !b.isFree)) {
      const payable = b.priceDiscounted ?? b.price;
      byPrice.set(payable, [...(byPrice.get(payable) ?? []), b]);
    }
    const [bookX, bookY] = [...byPrice.values()].find((list) => list.length > 1)!;
    const amount = bookX.priceDiscounted ?? bookX.price;
    const utr = '577215664901';
    const x = await signUp(ctx.app, 'Real Payer');
    const y = await signUp(ctx.app, 'Taker');

    const xFirst = (await submit(x.token, bookX._id, utr)).json().paymentId as string;
    expect((await review(xFirst, 'reject', 'UTR not found in our statement')).statusCode).toBe(200);
    const yClaim = await submit(y.token, bookY._id, utr);
    expect(yClaim.statusCode).toBe(201);
    const yId = yClaim.json().paymentId as string;
    const imported = await importStatement(
      ctx.app,
      admin,
      hdfcStatement([{ date: istDate(0), utr, amount }]),
    );
    expect(imported.statusCode).toBe(200);

    // The statement proves the money came, not who sent it: Y is not approved by the match.
    expect((await approveMatched()).json().paymentIds).not.toContain(yId);
    expect((await status(y.token, yId)).json().payment.status).toBe('pending');
    const listed = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/payments?q=${utr}`, headers: auth(admin) })
    ).json().payments as { paymentId: string; utrHistory: { paymentId: string; status: string }[] }[];
    expect(listed.find((p) => p.paymentId === yId)!.utrHistory).toEqual([
      expect.objectContaining({
        paymentId: xFirst,
        status: 'rejected',
        rejectionReason: 'UTR not found in our statement',
        user: { name: 'Real Payer', email: x.user.email },
        reclaim: false,
      }),
    ]);

    // X, who submitted it first, may submit it again while Y's payment holds it: both wait for the admin.
    const xAgain = await submit(x.token, bookX._id, utr);
    expect(xAgain.statusCode).toBe(201);
    const xId = xAgain.json().paymentId as string;
    expect((await approveMatched()).json().paymentIds).toEqual([]);
    // Nobody else may join: a third student is refused as before.
    const z = await signUp(ctx.app);
    expect((await submit(z.token, bookY._id, utr)).statusCode).toBe(409);
    // The admin approves the real payer; the UTR is then approved once only.
    expect((await review(xId, 'approve')).statusCode).toBe(200);
    const second = await review(yId, 'approve');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'This UTR is already approved for another payment' });
    expect((await review(yId, 'reject', 'UTR belongs to another student')).statusCode).toBe(200);
  });
});

describe('rejection templates', () => {
  const get = () =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/rejection-templates', headers: auth(admin) });
  const put = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/admin/rejection-templates', headers: auth(admin), payload });

  it('starts with the defaults, saves edits (trimmed, without repeats) with an audit record', async () => {
    expect((await get()).json()).toEqual({ templates: [...DEFAULT_REJECTION_TEMPLATES] });
    const res = await put({
      templates: ['  UTR not found in our statement ', 'Screenshot edited', 'Screenshot edited'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ templates: ['UTR not found in our statement', 'Screenshot edited'] });
    expect((await get()).json().templates).toEqual(['UTR not found in our statement', 'Screenshot edited']);
    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=rejection-templates.update',
      headers: auth(admin),
    });
    expect(log.json().entries[0].after).toEqual(['UTR not found in our statement', 'Screenshot edited']);
  });

  it('refuses an empty list, blank-only reasons and too many reasons with 400 { error }', async () => {
    for (const templates of [[], ['   '], Array.from({ length: 21 }, (_, i) => `r${i}`)]) {
      const res = await put({ templates });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('a template reason plus a note reaches the student', async () => {
    const { token } = await signUp(ctx.app);
    const id = (await submit(token, other._id, '173205080756')).json().paymentId;
    await review(id, 'reject', 'Amount does not match: paid ₹90, the book costs more');
    expect((await status(token, id)).json().payment.rejectionReason).toBe(
      'Amount does not match: paid ₹90, the book costs more',
    );
  });
});
