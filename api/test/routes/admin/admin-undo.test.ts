import { eq, sql } from 'drizzle-orm';
import { auditLog, payments } from '../../../src/db/schema';
import { startSmtp } from '../../helpers/smtp';
import {
  auth,
  buyBook,
  createTestAppWithAdmin,
  guestBooks,
  openReadingSession,
  type SeededBook,
  signIn,
  signUp,
  submitted,
  type TestContext,
} from '../../helpers/test-app';
import { expectRefusal } from '../../helpers/refusal';

// Undo of an approval and of a deactivation, through the API on the real database and a
// real SMTP server (the approval e-mail waits out the undo window).

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: string;
let book: SeededBook;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ ctx, admin } = await createTestAppWithAdmin({
    config: {
      mail: {
        smtpUrl: smtp.url,
        from: 'Exam Store <no-reply@examstore.test>',
        retries: 1,
        retryDelayMs: 50,
      },
    },
  }));
  book = (await guestBooks(ctx.app)).find((b) => !b.isFree)!;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let utrSeq = 620_000_000_000;
const post = (url: string, token: string | null = admin) =>
  ctx.app.inject({ method: 'POST', url, headers: token ? auth(token) : {} });
const put = (url: string, payload: object, token = admin) =>
  ctx.app.inject({ method: 'PUT', url, headers: auth(token), payload });

/** A new student with an approved payment for `book`. */
async function approvedPayment() {
  const student = await signUp(ctx.app, 'Undo Student');
  const { paymentId: id } = await buyBook(ctx.app, admin, student.token, book._id, {
    utr: String((utrSeq += 1)),
  });
  return { id, student };
}

/** The books a student bought (My Books lists the free books after them). */
const purchased = async (token: string) =>
  (
    (
      await ctx.app.inject({ method: 'GET', url: '/api/user/purchased-books', headers: auth(token) })
    ).json() as { _id: string; paymentStatus: string }[]
  ).filter((b) => b.paymentStatus === 'approved');
const readingSession = (token: string) => openReadingSession(ctx.app, token, book._id);
const actions = async (entityId: string) =>
  (
    await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, entityId))
      .orderBy(auditLog.createdAt)
  ).map((r) => r.action);

/** A second admin (a student promoted by the seeded admin), signed in again after the role change. */
async function secondAdmin(): Promise<string> {
  const other = await signUp(ctx.app, 'Second Admin');
  expect((await put(`/api/admin/users/${other.user.id}/role`, { role: 'admin' })).statusCode).toBe(200);
  return (await signIn(ctx.app, other.user.email)).json().token;
}

describe('POST /api/admin/payments/:id/undo-approve', () => {
  it('puts the payment back to pending, takes the access away, audits it, and mails nothing', async () => {
    const { id, student } = await approvedPayment();
    expect((await purchased(student.token)).map((b) => b._id)).toEqual([book._id]);
    expect((await readingSession(student.token)).statusCode).toBe(201);

    const res = await post(`/api/admin/payments/${id}/undo-approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ paymentId: id, status: 'pending', reviewedAt: null });
    expect(await purchased(student.token)).toEqual([]);
    expect((await readingSession(student.token)).statusCode).toBe(403);
    expect(await actions(id)).toEqual(['payment.approve', 'payment.undo-approve']);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityId} = ${id} and ${auditLog.action} = 'payment.undo-approve'`);
    expect(entry.before).toMatchObject({ status: 'approved' });
    expect(entry.after).toMatchObject({ status: 'pending' });

    // The approval's mail was waiting out the window; flushed now, it finds the payment pending and sends nothing.
    await ctx.app.mailer.idle();
    expect(smtp.received.filter((m) => m.raw.includes(id))).toEqual([]);
    // Pending again, the payment can be reviewed once more.
    expect((await post(`/api/admin/payments/${id}/reject`)).statusCode).toBe(200);
  });

  it('an approval that is not undone is mailed after the window', async () => {
    const { id } = await approvedPayment();
    expect(smtp.received.filter((m) => m.raw.includes(id))).toEqual([]);
    await ctx.app.mailer.idle();
    expect(smtp.received.filter((m) => m.raw.includes(id))).toHaveLength(1);
  });

  it('a second undo is refused with 409 and writes no second record', async () => {
    const { id } = await approvedPayment();
    expect((await post(`/api/admin/payments/${id}/undo-approve`)).statusCode).toBe(200);
    const again = await post(`/api/admin/payments/${id}/undo-approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This approval can no longer be undone' });
    expect(await actions(id)).toEqual(['payment.approve', 'payment.undo-approve']);
  });

  it('two undos at once: exactly one wins', async () => {
    const { id } = await approvedPayment();
    const codes = (
      await Promise.all([
        post(`/api/admin/payments/${id}/undo-approve`),
        post(`/api/admin/payments/${id}/undo-approve`),
      ])
    ).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
    expect(await actions(id)).toEqual(['payment.approve', 'payment.undo-approve']);
  });

  it('after the window (15 s) the undo is refused with 409 and the payment stays approved', async () => {
    const { id, student } = await approvedPayment();
    await ctx.database.db
      .update(payments)
      .set({ reviewedAt: new Date(Date.now() - 16_000) })
      .where(eq(payments.id, id));
    const res = await post(`/api/admin/payments/${id}/undo-approve`);
    expect(res.statusCode).toBe(409);
    expectRefusal(res.json());
    expect((await purchased(student.token)).map((b) => b._id)).toEqual([book._id]);
    expect(await actions(id)).toEqual(['payment.approve']);
  });

  it('refuses pending and rejected payments (409), unknown ids (404) and bad ids (404)', async () => {
    const student = await signUp(ctx.app);
    const { paymentId: id } = await submitted(ctx.app, student.token, book._id, {
      utr: String((utrSeq += 1)),
    });
    expect((await post(`/api/admin/payments/${id}/undo-approve`)).statusCode).toBe(409);
    expect((await post(`/api/admin/payments/${id}/reject`)).statusCode).toBe(200);
    expect((await post(`/api/admin/payments/${id}/undo-approve`)).statusCode).toBe(409);
    const unknown = await post('/api/admin/payments/00000000-0000-4000-8000-000000000000/undo-approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Payment not found' });
    expect((await post('/api/admin/payments/nope/undo-approve')).statusCode).toBe(404);
  });

  it('refuses guests (401), students (403) and another admin than the approver (409)', async () => {
    const { id, student } = await approvedPayment();
    const guest = await post(`/api/admin/payments/${id}/undo-approve`, null);
    expect(guest.statusCode).toBe(401);
    const own = await post(`/api/admin/payments/${id}/undo-approve`, student.token);
    expect(own.statusCode).toBe(403);
    expectRefusal(own.json());
    const other = await post(`/api/admin/payments/${id}/undo-approve`, await secondAdmin());
    expect(other.statusCode).toBe(409);
    expect(await actions(id)).toEqual(['payment.approve']);
  });
});

describe('POST /api/admin/users/:id/undo-deactivate', () => {
  const deactivate = async () => {
    const user = await signUp(ctx.app, 'Deactivated Student');
    expect((await put(`/api/admin/users/${user.user.id}/status`, { isActive: false })).statusCode).toBe(200);
    return user;
  };

  it('makes the user active again and audits it; the user signs in again', async () => {
    const user = await deactivate();
    expect((await signIn(ctx.app, user.user.email)).statusCode).toBe(403);
    const res = await post(`/api/admin/users/${user.user.id}/undo-deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: user.user.id, isActive: true });
    expect(await actions(user.user.id)).toEqual(['user.status', 'user.undo-deactivate']);
    expect((await signIn(ctx.app, user.user.email)).statusCode).toBe(200);
  });

  it('a second undo, an active user, a late undo and another admin are refused with 409', async () => {
    const user = await deactivate();
    expect((await post(`/api/admin/users/${user.user.id}/undo-deactivate`)).statusCode).toBe(200);
    const again = await post(`/api/admin/users/${user.user.id}/undo-deactivate`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This deactivation can no longer be undone' });
    expect(await actions(user.user.id)).toEqual(['user.status', 'user.undo-deactivate']);

    const late = await deactivate();
    await ctx.database.db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 16_000) })
      .where(eq(auditLog.entityId, late.user.id));
    expect((await post(`/api/admin/users/${late.user.id}/undo-deactivate`)).statusCode).toBe(409);

    const theirs = await deactivate();
    expect(
      (await post(`/api/admin/users/${theirs.user.id}/undo-deactivate`, await secondAdmin())).statusCode,
    ).toBe(409);
    expect(await actions(theirs.user.id)).toEqual(['user.status']);
  });

  it('refuses guests (401), students (403), unknown users (404)', async () => {
    const user = await deactivate();
    expect((await post(`/api/admin/users/${user.user.id}/undo-deactivate`, null)).statusCode).toBe(401);
    const student = await signUp(ctx.app);
    const res = await post(`/api/admin/users/${user.user.id}/undo-deactivate`, student.token);
    expect(res.statusCode).toBe(403);
    expectRefusal(res.json());
    const unknown = await post('/api/admin/users/00000000-0000-4000-8000-000000000000/undo-deactivate');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'User not found' });
  });
});
