import type { Payment } from '@exam/shared-contracts/purchases';
import type { User } from '@exam/shared-contracts/accounts';
import {
  ADMIN,
  approve,
  auth,
  createTestAppWithAdmin,
  guestBooks,
  signIn,
  signUp,
  submitted,
  type TestContext,
} from '../../helpers/test-app';

let ctx: TestContext;
let admin: string;
let adminId: string;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
  adminId = (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(admin) })).json().user
    .id;
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth(admin) });

describe('GET /api/admin/payments', () => {
  it('filters, searches and pages, pending first then newest', async () => {
    const books = (await guestBooks(ctx.app)).filter((b) => !b.isFree);
    const u1 = await signUp(ctx.app, 'Meera');
    const u2 = await signUp(ctx.app, 'Kabir');
    const ids: string[] = [];
    for (const [i, [u, b]] of (
      [
        [u1, books[0]],
        [u1, books[1]],
        [u2, books[0]],
      ] as const
    ).entries()) {
      ids.push((await submitted(ctx.app, u.token, b._id, { utr: `50000000000${i}` })).paymentId);
    }
    expect((await approve(ctx.app, admin, ids[2])).statusCode).toBe(200);

    const all = (await get('/api/admin/payments')).json();
    expect(all).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(all.payments.map((p: Payment) => p.paymentId)).toEqual([ids[1], ids[0], ids[2]]);
    expect(all.payments[0]).toMatchObject({
      user: { name: 'Meera', email: u1.user.email },
      book: { _id: books[1]._id, title: books[1].title },
    });

    expect(
      (await get('/api/admin/payments?status=approved')).json().payments.map((p: Payment) => p.paymentId),
    ).toEqual([ids[2]]);
    expect((await get('/api/admin/payments?status=pending')).json().total).toBe(2);
    expect(
      (await get('/api/admin/payments?q=500000000001')).json().payments.map((p: Payment) => p.paymentId),
    ).toEqual([ids[1]]);
    expect(
      (await get(`/api/admin/payments?q=${encodeURIComponent(u2.user.email.toUpperCase())}`)).json().total,
    ).toBe(1);
    const byTitle = (
      await get(`/api/admin/payments?q=${encodeURIComponent(books[0].title.slice(0, 8).toLowerCase())}`)
    ).json();
    expect(byTitle.total).toBe(2);
    expect((await get('/api/admin/payments?q=%25')).json().total).toBe(0);
    const page2 = (await get('/api/admin/payments?limit=2&page=2')).json();
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.payments.map((p: Payment) => p.paymentId)).toEqual([ids[2]]);
    expect((await get('/api/admin/payments?status=weird')).statusCode).toBe(400);
  });
});

describe('payment config', () => {
  it('reads the seeded demo payee and test amount, and saves a new one', async () => {
    expect((await get('/api/admin/payment-config')).json()).toEqual({
      upiId: 'examstore@okaxis',
      payeeName: 'Exam Store',
      bankName: 'State Bank of India',
      testAmount: 100,
      testQrCode: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/admin/payment-config', headers: auth(admin), payload });
    const ok = await put({ upiId: 'neet.store@okhdfc', payeeName: 'NEET Store', bankName: 'HDFC Bank' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ upiId: 'neet.store@okhdfc', payeeName: 'NEET Store', testAmount: 100 });
    const bad = await put({ upiId: 'not a vpa', payeeName: 'X', bankName: 'Y' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Please enter a valid UPI ID (e.g. name@bank)' });
    expect((await put({ upiId: 'a@okaxis', payeeName: '', bankName: 'Y' })).statusCode).toBe(400);
    const { token } = await signUp(ctx.app);
    const book = (await guestBooks(ctx.app)).find((b) => !b.isFree)!;
    const data = await ctx.app.inject({
      method: 'GET',
      url: `/api/payment/${book._id}`,
      headers: auth(token),
    });
    expect(data.json().upiLink).toContain('pa=neet.store@okhdfc&pn=NEET%20Store');
  });
});

describe('dashboard and users', () => {
  it('counts users, listed books, payments and approved revenue', async () => {
    const res = await get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    const users = (await get('/api/admin/users')).json();
    expect(d.totalUsers).toBe(users.length);
    expect(d.totalBooks).toBe((await guestBooks(ctx.app)).length);
    expect(d.totalPayments).toBe(3);
    const approved = (await get('/api/admin/payments?status=approved')).json().payments;
    expect(d.totalRevenue).toBe(approved.reduce((s: number, p: Payment) => s + p.amount, 0));
    expect(d.totalRevenue).toBeGreaterThan(0);
    expect(d.userGrowth).toBe(100);
    expect(d.payments.length).toBe(3);
  });

  it('lists users and toggles status; a deactivated user cannot log in or use a token', async () => {
    const { token, user } = await signUp(ctx.app, 'Tara');
    const list = (await get('/api/admin/users')).json();
    expect(list.find((u: User) => u.id === user.id)).toMatchObject({
      name: 'Tara',
      role: 'user',
      isActive: true,
    });
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/status`,
      headers: auth(admin),
      payload: { isActive: false },
    });
    expect(off.json().user.isActive).toBe(false);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(token) })).statusCode,
    ).toBe(401);
    const login = await signIn(ctx.app, user.email);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ error: 'This account has been deactivated' });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/status`,
      headers: auth(admin),
      payload: { isActive: true },
    });
    // Reactivation does not revive the old token: signing in again does.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(token) })).statusCode,
    ).toBe(401);
    const again = await signIn(ctx.app, user.email);
    expect(again.statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${user.id}/status`,
          headers: auth(admin),
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/admin/users/nope/status',
          headers: auth(admin),
          payload: { isActive: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('promotes and demotes by the DB role, never leaving no active admin', async () => {
    const { token, user } = await signUp(ctx.app, 'Dev');
    const promote = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/role`,
      headers: auth(admin),
      payload: { role: 'admin' },
    });
    expect(promote.json().user).toMatchObject({ role: 'admin', isAdmin: true });
    // A role change revokes the tokens issued before it; signed in again, the user is an admin ...
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(token) })).statusCode,
    ).toBe(401);
    const asAdmin = (await signIn(ctx.app, user.email)).json().token as string;
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(asAdmin) })).statusCode,
    ).toBe(200);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/role`,
      headers: auth(admin),
      payload: { role: 'user' },
    });
    // ... and loses them at once when demoted: that session ends.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(asAdmin) })).statusCode,
    ).toBe(401);

    const selfDemote = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${adminId}/role`,
      headers: auth(admin),
      payload: { role: 'user' },
    });
    expect(selfDemote.statusCode).toBe(409);
    const selfOff = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${adminId}/status`,
      headers: auth(admin),
      payload: { isActive: false },
    });
    expect(selfOff.statusCode).toBe(409);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN })).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${user.id}/role`,
          headers: auth(admin),
          payload: { role: 'owner' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
