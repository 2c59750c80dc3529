import { FORGOT_PASSWORD_MESSAGE } from '../../../src/modules/accounts/password-resets';
import { findOrCreateOidcUser } from '../../../src/modules/accounts/users';
import { simpleParser } from 'mailparser';
import { startSmtp } from '../../helpers/smtp';
import { auth, createTestApp, signUp, signIn, TEST_PASSWORD, type TestContext } from '../../helpers/test-app';

/**
 * Password reset, through a real SMTP server: one answer whether or not the account exists, a
 * single-use link valid 30 minutes, every old session refused after the reset, Google accounts told to
 * use Google, requests rate limited.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: TestContext;
const NEW_PASSWORD = 'violet-harbour-quill-38';

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({
    config: {
      rateLimit: { enabled: true, auth: 10, register: 100, submit: 100, forgotPerAddress: 3 },
      appUrl: 'http://app.test',
      mail: {
        smtpUrl: smtp.url,
        from: 'Exam Store <no-reply@examstore.test>',
        retries: 0,
        retryDelayMs: 10,
      },
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const forgot = (email: string, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password } });
// The mailbox undoes quoted-printable, so the link's "=" reads as sent.
const linkIn = (raw: string) => /http:\/\/app\.test\/reset-password\?token=([\w-]+)/.exec(raw)?.[1];

describe('password reset', () => {
  it('mails a single-use link; the reset ends every session and the new password signs in', async () => {
    const { token: session, user } = await signUp(ctx.app, 'Forgetful Student');
    const before = smtp.received.length;
    const res = await forgot(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/If an account exists for that e-mail/);
    await ctx.app.mailer.idle();
    const mail = smtp.received.slice(before).find((m) => m.to.includes(user.email))!;
    expect(mail.raw).toContain('Reset your Exam Store password');
    const token = linkIn(mail.raw)!;
    expect(token).toMatch(/^[\w-]{40,}$/);

    // A refused password leaves the link usable.
    expect((await reset(token, 'password')).statusCode).toBe(400);
    const done = await reset(token, NEW_PASSWORD);
    expect([done.statusCode, done.json().message]).toEqual([
      200,
      'Your password has been changed. Please sign in with the new one.',
    ]);
    // Single use.
    expect((await reset(token, 'another-sturdy-phrase-91')).json()).toEqual({
      error: 'This reset link is invalid or has expired. Please ask for a new one.',
      code: 'reset_invalid',
    });
    // The old session is refused; the old password no longer works; the new one does.
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: auth(session) })).statusCode).toBe(401);
    expect((await signIn(ctx.app, user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('writes to a student who chose हिंदी in Hindi, with the same working link', async () => {
    const { token: session, user } = await signUp(ctx.app, 'Meera Joshi');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: auth(session),
      payload: { lang: 'hi' },
    });
    const before = smtp.received.length;
    expect((await forgot(user.email, '10.0.0.7')).statusCode).toBe(200);
    await ctx.app.mailer.idle();
    const received = smtp.received.slice(before).find((m) => m.to.includes(user.email))!;
    const mail = await simpleParser(received.source);
    expect(mail.subject).toBe('अपना Exam Store पासवर्ड रीसेट करें');
    expect(mail.text).toContain('नमस्ते Meera Joshi,');
    expect(mail.text).toContain('30 मिनट के अंदर');
    expect(mail.text).not.toMatch(/Hello|Reset your/);
    expect((await reset(linkIn(mail.text ?? '')!, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await forgot('nobody-here@example.com', '10.0.0.2');
    const known = await signUp(ctx.app, 'Known Student');
    const res2 = await forgot(known.user.email, '10.0.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(res2.body);
    await ctx.app.mailer.idle();
    expect(smtp.received.slice(before).map((m) => m.to[0])).toEqual([known.user.email]);
  });

  it('an account that signs in with Google is told to use Google, and gets no link', async () => {
    const email = `google-${Date.now()}@example.com`;
    await findOrCreateOidcUser(ctx.database.db, {
      sub: `sub-${Date.now()}`,
      email,
      emailVerified: true,
      name: 'Google Student',
      picture: null,
    });
    const before = smtp.received.length;
    expect((await forgot(email, '10.0.0.4')).statusCode).toBe(200);
    await ctx.app.mailer.idle();
    const [mail] = smtp.received.slice(before);
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toContain('Continue with Google');
    expect(linkIn(mail.raw)).toBeUndefined();
  });

  it('an expired link is refused', async () => {
    const { user } = await signUp(ctx.app, 'Slow Student');
    const before = smtp.received.length;
    await forgot(user.email, '10.0.0.3');
    await ctx.app.mailer.idle();
    const token = linkIn(smtp.received.slice(before)[0].raw)!;
    await ctx.database.db.execute(
      // 31 minutes later, as far as the link is concerned.
      `update password_resets set expires_at = now() - interval '1 minute'` as never,
    );
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await reset('not-a-real-token', NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('mails one address at most 3 times an hour, from any IP, with the same answer as ever', async () => {
    const { user } = await signUp(ctx.app, 'Targeted Student');
    const stranger = 'nobody-targeted@example.com';
    const before = smtp.received.length;
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await forgot(i % 2 ? user.email.toUpperCase() : user.email, `10.1.0.${i}`));
      answers.push(await forgot(stranger, `10.2.0.${i}`));
    }
    await ctx.app.mailer.idle();
    // Every answer is the one an unknown address gets: nothing tells the limit was reached.
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    }
    const mails = smtp.received.slice(before).filter((m) => m.to.includes(user.email));
    expect(mails).toHaveLength(3);
  });

  it('is rate limited per IP like sign-in', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await forgot(`flood${i}@example.com`, '10.0.0.9')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
