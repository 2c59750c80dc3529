import net from 'node:net';
import { simpleParser } from 'mailparser';
import { startSmtp } from '../../helpers/smtp';
import { hdfcStatement, importStatement, istDate } from '../../helpers/statements';
import {
  adminToken,
  approve,
  auth,
  createTestApp,
  createTestAppWithAdmin,
  guestBooks,
  type SeededBook,
  signUp,
  submitted,
  type TestContext,
} from '../../helpers/test-app';

// E-mail notifications, against a real SMTP server (smtp-server) on 127.0.0.1, port chosen by the OS.

/** A port on 127.0.0.1 where nothing listens (an SMTP outage). */
async function deadPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const mailConfig = (port: number) => ({
  mail: {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Exam Store <no-reply@examstore.test>',
    retries: 2,
    retryDelayMs: 50,
  },
});

async function pending(ctx: TestContext, book: SeededBook, utr: string) {
  const student = await signUp(ctx.app, 'Asha Verma');
  const { paymentId } = await submitted(ctx.app, student.token, book._id, { utr });
  return { id: paymentId, email: student.user.email };
}

describe('with a working SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ctx: TestContext;
  let admin: string;
  let book: SeededBook;

  beforeAll(async () => {
    smtp = await startSmtp();
    ({ ctx, admin } = await createTestAppWithAdmin({ config: mailConfig(smtp.port) }));
    book = (await guestBooks(ctx.app)).find((b) => !b.isFree && (b.priceDiscounted ?? b.price) === 99)!;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const review = (id: string, action: string, payload: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${id}/${action}`,
      headers: auth(admin),
      payload,
    });

  it('a student who chose हिंदी gets the approval e-mail in Hindi (the title and ids as they are)', async () => {
    const student = await signUp(ctx.app, 'Ravi Kumar');
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: auth(student.token),
      payload: { lang: 'hi' },
    });
    expect(chosen.json()).toEqual({ lang: 'hi' });
    const { paymentId } = await submitted(ctx.app, student.token, book._id, { utr: '810000000077' });
    expect((await review(paymentId, 'approve')).statusCode).toBe(200);
    await ctx.app.mailer.idle();
    const mail = await simpleParser(smtp.received.find((m) => m.raw.includes(paymentId))!.source);
    expect(mail.subject).toBe(`भुगतान स्वीकृत: ${book.title}`);
    expect(mail.text).toContain('नमस्ते Ravi Kumar,');
    expect(mail.text).toContain(`"${book.title}" के लिए आपका भुगतान स्वीकृत हो गया है।`);
    expect(mail.text).toContain(`भुगतान ID: ${paymentId}`);
    expect(mail.text).toContain('UTR: 810000000077');
    expect(mail.html).toContain('रसीद:');
    expect(mail.text).not.toMatch(/Hello|has been approved|Receipt:/);
  });

  it('an approval e-mails the student: recipient, subject, payment id, receipt link, text and HTML, no tracking', async () => {
    const p = await pending(ctx, book, '810000000001');
    expect((await review(p.id, 'approve')).statusCode).toBe(200);
    await ctx.app.mailer.idle();
    const mail = smtp.received.find((m) => m.raw.includes(p.id))!;
    expect(mail.to).toEqual([p.email]);
    expect(mail.raw).toContain(`Subject: Payment approved: ${book.title}`);
    expect(mail.raw).toMatch(/From: Exam Store <no-reply@examstore\.test>/);
    expect(mail.raw).toContain(`/receipt/${p.id}`);
    expect(mail.raw).toContain('810000000001');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).not.toMatch(/<img|utm_|track/i);
  });

  it('a rejection e-mails the reason and the payment id for support', async () => {
    const p = await pending(ctx, book, '810000000002');
    await review(p.id, 'reject', { reason: 'UTR not found in our statement' });
    await ctx.app.mailer.idle();
    const mail = smtp.received.find((m) => m.raw.includes(p.id))!;
    expect(mail.to).toEqual([p.email]);
    expect(mail.raw).toContain(`Subject: Payment rejected: ${book.title}`);
    expect(mail.raw).toContain('Reason: UTR not found in our statement');
    expect(mail.raw).toContain(`mention payment ID ${p.id}`);
  });

  it('approve all matched e-mails each student once', async () => {
    const a = await pending(ctx, book, '810000000003');
    const b = await pending(ctx, book, '810000000004');
    await importStatement(
      ctx.app,
      admin,
      hdfcStatement([
        { date: istDate(0), utr: '810000000003', amount: 99 },
        { date: istDate(0), utr: '810000000004', amount: 99 },
      ]),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/approve-matched',
      headers: auth(admin),
    });
    expect(res.json().approved).toBe(2);
    await ctx.app.mailer.idle();
    for (const p of [a, b]) {
      const mails = smtp.received.filter((m) => m.raw.includes(p.id));
      expect(mails).toHaveLength(1);
      expect(mails[0].to).toEqual([p.email]);
    }
  });

  it('a temporary SMTP failure is retried and the mail arrives once', async () => {
    smtp.state.failNext = 2;
    const p = await pending(ctx, book, '810000000005');
    await review(p.id, 'approve');
    await ctx.app.mailer.idle();
    expect(smtp.state.failNext).toBe(0);
    expect(smtp.received.filter((m) => m.raw.includes(p.id))).toHaveLength(1);
  });
});

describe('SMTP outage', () => {
  it('the approval still succeeds at once; the mail is dropped after its retries', async () => {
    const ctx = await createTestApp({ config: mailConfig(await deadPort()) });
    try {
      const admin = await adminToken(ctx.app);
      const book = (await guestBooks(ctx.app)).find((b) => !b.isFree)!;
      const p = await pending(ctx, book, '820000000001');
      const res = await approve(ctx.app, admin, p.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().payment.status).toBe('approved');
      // The answer did not wait for the mail: its 3 attempts and backoff are still running.
      let settled = false;
      const idle = ctx.app.mailer.idle().then(() => (settled = true));
      await new Promise((r) => setImmediate(r));
      expect(settled).toBe(false);
      await idle;
    } finally {
      await ctx.close();
    }
  });

  it('without SMTP_URL the mailer is off', async () => {
    const ctx = await createTestApp({ books: false });
    try {
      expect(ctx.app.mailer.enabled).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});
