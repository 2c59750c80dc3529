import {
  approve,
  auth,
  createTestAppWithAdmin,
  guestBooks,
  signUp,
  submitted,
  type TestContext,
} from '../../helpers/test-app';

// For the student: a receipt per approved payment, for its owner only.
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
});
afterAll(() => ctx.close());

it('the owner gets the receipt of an approved payment; pending, rejected and foreign ones are 404', async () => {
  const [book, other] = (await guestBooks(ctx.app)).filter((b) => !b.isFree);
  const student = await signUp(ctx.app, 'Ravi Kumar');
  const submit = async (bookId: string, utr: string) =>
    (await submitted(ctx.app, student.token, bookId, { utr })).paymentId;
  const get = (id: string, token = student.token) =>
    ctx.app.inject({ method: 'GET', url: `/api/payment/${id}/receipt`, headers: auth(token) });

  const id = await submit(book._id, '900000000001');
  expect((await get(id)).statusCode).toBe(404);
  expect((await approve(ctx.app, admin, id)).statusCode).toBe(200);
  const res = await get(id);
  expect(res.statusCode).toBe(200);
  const receipt = res.json();
  expect(receipt).toMatchObject({
    paymentId: id,
    book: { _id: book._id, title: book.title },
    student: { name: 'Ravi Kumar', email: student.user.email },
    amount: book.priceDiscounted ?? book.price,
    utr: '900000000001',
    payee: { name: 'Exam Store', upiId: 'examstore@okaxis' },
  });
  expect(Date.parse(receipt.approvedAt)).toBeGreaterThanOrEqual(Date.parse(receipt.submittedAt));

  const rejected = await submit(other._id, '900000000002');
  await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${rejected}/reject`,
    headers: auth(admin),
  });
  const stranger = await signUp(ctx.app);
  for (const [pid, token] of [
    [rejected, student.token],
    [id, stranger.token],
    ['not-a-uuid', student.token],
  ]) {
    const r = await get(pid, token);
    expect([r.statusCode, r.json()]).toEqual([
      404,
      { error: 'Receipt not found', code: 'receipt_not_found' },
    ]);
  }
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/user/receipts',
    headers: auth(student.token),
  });
  expect(list.json()).toEqual([{ paymentId: id, bookId: book._id }]);
});
