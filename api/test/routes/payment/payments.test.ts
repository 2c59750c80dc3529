import {
  approve,
  auth,
  createTestAppWithAdmin,
  guestBooks,
  type SeededBook,
  signUp,
  type TestContext,
} from '../../helpers/test-app';

let ctx: TestContext;
let admin: string;
let paid: SeededBook; // "Ray Optics": price 149, discounted 99
let paidNoDiscount: SeededBook; // "mhchem": 149, no discount
let free: SeededBook;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
  const list = await guestBooks(ctx.app);
  paid = list.find((b) => b.priceDiscounted !== null && !b.isFree)!;
  paidNoDiscount = list.find((b) => b.priceDiscounted === null && !b.isFree)!;
  free = list.find((b) => b.isFree)!;
});
afterAll(() => ctx.close());

const submit = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/payment/submit', headers: auth(token), payload });
const status = (token: string, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/payment/${id}/status`, headers: auth(token) });

describe('GET /api/payment/:bookId', () => {
  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/payment/${paid._id}` });
    expect(res.statusCode).toBe(401);
  });

  it('answers the payee, the discounted amount, a UPI link and its QR PNG', async () => {
    const { token } = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/payment/${paid._id}`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      upiId: 'examstore@okaxis',
      payeeName: 'Exam Store',
      amount: 99,
      existingPayment: null,
    });
    expect(body.book).toMatchObject({ _id: paid._id, paymentStatus: 'locked' });
    expect(body.upiLink).toBe('upi://pay?pa=examstore@okaxis&pn=Exam%20Store&am=99.00&cu=INR');
    // The Android intent link adds a note naming the book.
    expect(body.upiIntentLink).toBe(
      `${body.upiLink}&tn=${encodeURIComponent(`Exam Store: ${paid.title}`.slice(0, 50))}`,
    );
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(body.qrCode.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
    const full = await ctx.app.inject({
      method: 'GET',
      url: `/api/payment/${paidNoDiscount._id}`,
      headers: auth(token),
    });
    expect(full.json().amount).toBe(149);
  });

  it('404 for unknown and non-UUID ids', async () => {
    const { token } = await signUp(ctx.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/payment/${encodeURIComponent(id)}`,
        headers: auth(token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Book not found' });
    }
  });
});

describe('POST /api/payment/submit', () => {
  it('requires exactly 12 digits after trimming', async () => {
    const { token } = await signUp(ctx.app);
    for (const utr of ['12345', '1234567890123', 'abcdefghijkl', '12345678901a', '']) {
      const res = await submit(token, { bookId: paid._id, utr });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/UTR|utr/);
    }
    const bad = await submit(token, { bookId: paid._id, utr: '12345' });
    expect(bad.json()).toEqual({
      error: 'UTR must be exactly 12 digits',
      code: 'utr_invalid',
      params: { length: 12 },
    });
    const ok = await submit(token, { bookId: paid._id, utr: '  100000000001 ' });
    expect(ok.statusCode).toBe(201);
  });

  it('charges the server price, ignoring the client amount', async () => {
    const { token } = await signUp(ctx.app);
    const res = await submit(token, { bookId: paid._id, utr: '100000000002', amount: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ paymentId: expect.any(String), status: 'pending' });
    const st = await status(token, res.json().paymentId);
    expect(st.json().payment).toMatchObject({ amount: 99, utr: '100000000002', status: 'pending' });
  });

  it('is idempotent for a retried identical request, and refuses a second pending one', async () => {
    const { token } = await signUp(ctx.app);
    const first = await submit(token, { bookId: paid._id, utr: '100000000003' });
    const retry = await submit(token, { bookId: paid._id, utr: '100000000003' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().paymentId).toBe(first.json().paymentId);
    const other = await submit(token, { bookId: paid._id, utr: '100000000004' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      error: 'Payment is already pending for this book. Please wait for admin approval.',
      code: 'payment_pending',
    });
  });

  it('concurrent identical submissions create one payment', async () => {
    const { token } = await signUp(ctx.app);
    const results = await Promise.all(
      [1, 2, 3].map(() => submit(token, { bookId: paidNoDiscount._id, utr: '100000000005' })),
    );
    const ids = new Set(results.map((r) => r.json().paymentId));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(ids.size).toBe(1);
  });

  it('a UTR can be used once, even by another user or for another book', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    expect((await submit(a.token, { bookId: paid._id, utr: '100000000006' })).statusCode).toBe(201);
    const res = await submit(b.token, { bookId: paid._id, utr: '100000000006' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This UTR has already been submitted', code: 'utr_used' });
    const res2 = await submit(a.token, { bookId: paidNoDiscount._id, utr: '100000000006' });
    expect(res2.statusCode).toBe(409);
    // Two users racing with the same UTR: one wins, the other gets 409 (unique constraint, not a 500).
    const c = await signUp(ctx.app);
    const d = await signUp(ctx.app);
    const race = await Promise.all(
      [c, d].map((u) => submit(u.token, { bookId: paid._id, utr: '100000000007' })),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('free and unknown books are refused', async () => {
    const { token } = await signUp(ctx.app);
    const f = await submit(token, { bookId: free._id, utr: '100000000008' });
    expect(f.statusCode).toBe(400);
    const u = await submit(token, { bookId: '00000000-0000-4000-8000-000000000000', utr: '100000000008' });
    expect(u.statusCode).toBe(404);
  });
});

describe('review and status', () => {
  it('approve moves pending → approved once; the book then shows approved and submit says owned', async () => {
    const { token } = await signUp(ctx.app);
    const { paymentId } = (await submit(token, { bookId: paid._id, utr: '200000000001' })).json();
    const listBefore = await ctx.app.inject({ method: 'GET', url: '/api/books', headers: auth(token) });
    expect(listBefore.json().find((b: SeededBook) => b._id === paid._id).paymentStatus).toBe('pending');

    const ok = await approve(ctx.app, admin, paymentId);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payment).toMatchObject({
      paymentId,
      status: 'approved',
      reviewedAt: expect.any(String),
    });
    const again = await approve(ctx.app, admin, paymentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Only pending payments can be approved' });
    const reject = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/reject`,
      headers: auth(admin),
      payload: {},
    });
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toMatchObject({ error: 'Only pending payments can be rejected' });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/books', headers: auth(token) });
    expect(list.json().find((b: SeededBook) => b._id === paid._id).paymentStatus).toBe('approved');
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/purchased-books',
      headers: auth(token),
    });
    const bought = mine.json().filter((b: SeededBook) => b.paymentStatus !== 'free');
    expect(bought.map((b: SeededBook) => [b._id, b.paymentStatus])).toEqual([[paid._id, 'approved']]);
    const owned = await submit(token, { bookId: paid._id, utr: '200000000002' });
    expect(owned.statusCode).toBe(409);
    expect(owned.json()).toMatchObject({ error: 'You already have access to this book' });
    const data = await ctx.app.inject({
      method: 'GET',
      url: `/api/payment/${paid._id}`,
      headers: auth(token),
    });
    expect(data.json().existingPayment).toMatchObject({ paymentId, status: 'approved' });
  });

  it('reject stores the reason for the owner; the user may resubmit with a new UTR', async () => {
    const { token } = await signUp(ctx.app);
    const { paymentId } = (await submit(token, { bookId: paidNoDiscount._id, utr: '200000000003' })).json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/reject`,
      headers: auth(admin),
      payload: { reason: 'UTR not found in bank statement' },
    });
    expect(res.statusCode).toBe(200);
    const st = await status(token, paymentId);
    expect(st.json().payment).toMatchObject({
      status: 'rejected',
      rejectionReason: 'UTR not found in bank statement',
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/books', headers: auth(token) });
    expect(list.json().find((b: SeededBook) => b._id === paidNoDiscount._id).paymentStatus).toBe('rejected');
    const again = await submit(token, { bookId: paidNoDiscount._id, utr: '200000000004' });
    expect(again.statusCode).toBe(201);
    const list2 = await ctx.app.inject({ method: 'GET', url: '/api/books', headers: auth(token) });
    expect(list2.json().find((b: SeededBook) => b._id === paidNoDiscount._id).paymentStatus).toBe('pending');
  });

  it('reject without a body works; unknown payment ids are 404', async () => {
    const { token } = await signUp(ctx.app);
    const { paymentId } = (await submit(token, { bookId: paid._id, utr: '200000000005' })).json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/reject`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment.rejectionReason).toBeNull();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const r = await approve(ctx.app, admin, id);
      expect(r.statusCode).toBe(404);
    }
  });

  it('status is visible to the owner and admins only', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const { paymentId } = (await submit(owner.token, { bookId: paid._id, utr: '200000000006' })).json();
    expect((await status(owner.token, paymentId)).statusCode).toBe(200);
    expect((await status(admin, paymentId)).statusCode).toBe(200);
    const res = await status(other.token, paymentId);
    expect(res.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/payment/${paymentId}/status` })).statusCode,
    ).toBe(401);
  });
});
