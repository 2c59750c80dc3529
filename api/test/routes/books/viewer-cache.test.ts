import { BookList } from '@exam/shared-contracts/catalogue';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { books } from '../../../src/db/schema';
import { listBooks, withAccess } from '../../../src/modules/catalogue/books';
import { passwordResetMail } from '../../../src/modules/accounts/password-resets';
import { findUserById } from '../../../src/modules/accounts/users';
import {
  approve,
  auth,
  createTestAppWithAdmin,
  guestBooks,
  type SeededBook,
  signUp,
  submitted,
  TEST_PASSWORD,
  type TestContext,
} from '../../helpers/test-app';

/**
 * A signed-in student's `GET /api/books` from the viewers' cache. Their statuses change
 * at once after each payment write, a revoked token is a guest's from the very next listing, and the body is
 * byte for byte what the schema serialiser made of `withAccess` before the cache. Each step first shows the
 * listing is answered from memory (no load), so only the write's invalidation can change the answer.
 */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
});
afterAll(() => ctx.close());

const list = (token?: string, url = '/api/books') =>
  ctx.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
const post = (url: string, token: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: auth(token), ...(payload ? { payload } : {}) });
const put = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: auth(token), payload });

/** `bookId`'s status in `token`'s listing, after checking a repeat of the listing costs no load. */
async function statusOf(token: string, bookId: string): Promise<string | undefined> {
  const first = await list(token);
  const loads = ctx.app.viewers.loads;
  const again = await list(token);
  expect(ctx.app.viewers.loads).toBe(loads);
  expect(again.body).toBe(first.body);
  return (first.json() as SeededBook[]).find((b) => b._id === bookId)?.paymentStatus;
}

/** Lists with `token` (kept in the cache), runs `revoke`, and expects the very next listing to be a guest's. */
async function expectRefusedAfter(token: string, revoke: () => Promise<{ statusCode: number }>) {
  const guest = await list();
  const before = await list(token);
  expect(before.headers['cache-control']).toBe('private, no-cache');
  expect((await list(token)).body).toBe(before.body);
  expect((await revoke()).statusCode).toBeLessThan(300);
  const after = await list(token);
  expect(after.headers['cache-control']).toBe('no-cache');
  expect([after.body, after.headers.etag]).toEqual([guest.body, guest.headers.etag]);
}

describe('a signed-in student’s listing', () => {
  it('is byte for byte the schema serialiser’s output of withAccess, for students, admins and guests', async () => {
    // Characters JSON must escape, and some it need not, in a listed title.
    const [first] = await guestBooks(ctx.app);
    await ctx.database.db
      .update(books)
      .set({ title: 'Quote " back\\slash \u2028 </script> é 😀 \u0001' })
      .where(eq(books.id, first._id));
    ctx.app.catalogue.invalidate();
    const student = await signUp(ctx.app);
    const paid = (await guestBooks(ctx.app)).filter((b) => !b.isFree);
    for (const [i, book] of paid.slice(0, 3).entries()) {
      const utr = `40000000010${i}`;
      const { paymentId } = await submitted(ctx.app, student.token, book._id, { utr });
      if (i === 1) expect((await approve(ctx.app, admin, paymentId)).statusCode).toBe(200);
      if (i === 2) await post(`/api/admin/payments/${paymentId}/reject`, admin, { reason: 'No match' });
    }
    // The answer before the cache: Fastify's serialiser of the BookList schema over withAccess.
    const reference = Fastify();
    reference.get('/:who', { schema: { response: { 200: BookList } } }, async (req) => {
      const who = (req.params as { who: string }).who;
      const user = who === 'guest' ? null : ((await findUserById(ctx.database.db, who)) ?? null);
      const section = (req.query as { section?: 'home' }).section;
      return withAccess(ctx.database.db, await listBooks(ctx.database.db, section), user);
    });
    const adminId = (
      await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(admin) })
    ).json().user._id as string;
    try {
      for (const query of ['', '?section=home']) {
        for (const [who, token] of [
          [student.user.id, student.token],
          [adminId, admin],
          ['guest', undefined],
        ] as const) {
          const expected = await reference.inject({ method: 'GET', url: `/${who}${query}` });
          const got = await list(token, `/api/books${query}`);
          expect(got.headers['content-type']).toBe(expected.headers['content-type']);
          expect(got.body).toBe(expected.body);
        }
      }
      const statuses = (await list(student.token)).json().map((b: SeededBook) => b.paymentStatus);
      expect(statuses).toEqual(expect.arrayContaining(['pending', 'approved', 'rejected', 'locked']));
    } finally {
      await reference.close();
    }
  });

  it('shows each payment write at once: submit, approve, undo, reject', async () => {
    const { token } = await signUp(ctx.app);
    const book = (await guestBooks(ctx.app)).find((b) => !b.isFree)!;
    expect(await statusOf(token, book._id)).toBe('locked');
    const { paymentId: id } = await submitted(ctx.app, token, book._id, { utr: '400000000201' });
    expect(await statusOf(token, book._id)).toBe('pending');
    expect((await approve(ctx.app, admin, id)).statusCode).toBe(200);
    expect(await statusOf(token, book._id)).toBe('approved');
    expect((await post(`/api/admin/payments/${id}/undo-approve`, admin)).statusCode).toBe(200);
    expect(await statusOf(token, book._id)).toBe('pending');
    expect((await post(`/api/admin/payments/${id}/reject`, admin, {})).statusCode).toBe(200);
    expect(await statusOf(token, book._id)).toBe('rejected');
  });

  it('has its own ETag, answered 304 until the student’s statuses change', async () => {
    const { token } = await signUp(ctx.app);
    const first = await list(token);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"u[A-Za-z0-9_-]+"$/);
    expect(etag).not.toBe((await list()).headers.etag);
    const notModified = await ctx.app.inject({
      method: 'GET',
      url: '/api/books',
      headers: { ...auth(token), 'if-none-match': etag },
    });
    expect([notModified.statusCode, notModified.body]).toEqual([304, '']);
    const book = (first.json() as SeededBook[]).find((b) => !b.isFree)!;
    await submitted(ctx.app, token, book._id, { utr: '400000000301' });
    const changed = await ctx.app.inject({
      method: 'GET',
      url: '/api/books',
      headers: { ...auth(token), 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers a revoked token as a guest from the very next listing', async () => {
    const a = await signUp(ctx.app);
    await expectRefusedAfter(a.token, () => post('/api/auth/logout', a.token));

    const b = await signUp(ctx.app);
    await expectRefusedAfter(b.token, () =>
      put('/api/auth/password', b.token, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'amber-falcon-ridge-52',
      }),
    );

    const c = await signUp(ctx.app);
    await expectRefusedAfter(c.token, () =>
      put(`/api/admin/users/${c.user.id}/status`, admin, { isActive: false }),
    );

    const d = await signUp(ctx.app);
    const mail = await passwordResetMail(ctx.database.db, d.user.email, 'http://app.test');
    const resetToken = /token=([\w-]+)/.exec(mail!.text)![1];
    await expectRefusedAfter(d.token, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset',
        payload: { token: resetToken, password: 'cobalt-meadow-lantern-61' },
      }),
    );
  });

  it('follows a role change at once: a promoted student sees admin_access, then is refused', async () => {
    const e = await signUp(ctx.app);
    const book = (await guestBooks(ctx.app)).find((b) => !b.isFree)!;
    expect(await statusOf(e.token, book._id)).toBe('locked');
    // A role change ends the sessions too: the old token is a guest's at once; a new one sees admin_access.
    await expectRefusedAfter(e.token, () =>
      put(`/api/admin/users/${e.user.id}/role`, admin, { role: 'admin' }),
    );
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: e.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(await statusOf(login.json().token, book._id)).toBe('admin_access');
  });

  it('treats a malformed or forged token as a guest, never a 500', async () => {
    const guest = await list();
    for (const header of ['Bearer x', 'Bearer a.b.c', 'Basic abc', 'Bearer ' + 'e'.repeat(5000)]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/books',
        headers: { authorization: header },
      });
      expect([res.statusCode, res.body]).toEqual([200, guest.body]);
    }
    const forged = ctx.app.jwt.sign({ sub: 'not-a-uuid', ver: 0 });
    expect((await list(forged)).body).toBe(guest.body);
    const unknown = ctx.app.jwt.sign({ sub: '00000000-0000-4000-8000-000000000000', ver: 0 });
    expect((await list(unknown)).body).toBe(guest.body);
  });
});
