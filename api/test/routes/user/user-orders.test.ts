import {
  approve,
  auth,
  createTestAppWithAdmin,
  guestBooks,
  type SeededBook,
  signUp,
  submitted,
  type TestContext,
} from '../../helpers/test-app';

/** My orders: every payment of the caller, with its state, UTR, amount, times and reason. */
let ctx: TestContext;
let admin: string;
let paid: SeededBook[];
beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
  paid = (await guestBooks(ctx.app)).filter((b) => !b.isFree);
});
afterAll(() => ctx.close());

const submit = async (token: string, book: SeededBook, utr: string) =>
  (await submitted(ctx.app, token, book._id, { utr })).paymentId;
const orders = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/user/orders', headers: auth(token) });

describe('GET /api/user/orders', () => {
  it('lists pending, approved and rejected payments, newest first, with the reason of a rejection', async () => {
    const { token } = await signUp(ctx.app, 'Orders Student');
    const approved = await submit(token, paid[0], '610000000001');
    const rejected = await submit(token, paid[1], '610000000002');
    const pending = await submit(token, paid[2], '610000000003');
    expect((await approve(ctx.app, admin, approved)).statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/payments/${rejected}/reject`,
          headers: auth(admin),
          payload: { reason: 'UTR not found in bank statement' },
        })
      ).statusCode,
    ).toBe(200);

    const res = await orders(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.map((o) => [o.paymentId, o.status])).toEqual([
      [pending, 'pending'],
      [rejected, 'rejected'],
      [approved, 'approved'],
    ]);
    const [p, r, a] = list;
    expect(p).toMatchObject({
      book: { _id: paid[2]._id, title: paid[2].title },
      amount: paid[2].priceDiscounted ?? paid[2].price,
      utr: '610000000003',
      rejectionReason: null,
      reviewedAt: null,
    });
    expect(r).toMatchObject({ rejectionReason: 'UTR not found in bank statement', utr: '610000000002' });
    expect(typeof a.reviewedAt).toBe('string');
    expect(Date.parse(a.reviewedAt as string)).toBeGreaterThanOrEqual(Date.parse(a.submittedAt as string));
  });

  it('shows only the caller’s own payments, and needs a sign-in', async () => {
    const { token } = await signUp(ctx.app, 'Quiet Student');
    expect((await orders(token)).json()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/orders' })).statusCode).toBe(401);
  });
});
