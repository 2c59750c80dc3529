import { simpleParser } from 'mailparser';
import { LIMIT_MESSAGES } from '@exam/shared-contracts/reading';
import { REPLACE_MESSAGES } from '../../../src/modules/accounts/device-replacement';
import { auth, deviceCookie, signIn, signUp } from '../../helpers/test-app';
import { smtp, ctx, admin, PHONE, LAPTOP, CAFE, UA, login, open, setUpDevicesApp } from './devices-setup';

/**
 * At most two devices (docs/domains/reading.md "Per-user budgets"): a third sign-in refused until one device
 * is replaced with an e-mailed code (a real SMTP server), the admin's limit and view and reset of devices,
 * and the code e-mail in the student's language.
 */
setUpDevicesApp();

describe('at most two devices', () => {
  it('a third sign-in lists the devices; one is replaced with the e-mailed code, once in 30 days', async () => {
    const { user } = await signUp(ctx.app, 'Three Devices');
    // signUp registered on the test's own device: the phone is the second, the café the third.
    const phoneSignIn = await login(user.email, PHONE, UA.phone, '10.0.0.7');
    expect(phoneSignIn.statusCode).toBe(200);
    const phoneToken = phoneSignIn.json().token as string;
    const refused = await login(user.email, CAFE);
    expect(refused.statusCode).toBe(409);
    const limit = refused.json();
    expect(limit).toMatchObject({
      error: LIMIT_MESSAGES.deviceLimit(2),
      code: 'device_limit',
      params: { count: 2 },
      nextReplacementAt: null,
      replaceToken: expect.any(String),
    });
    expect(limit.devices).toHaveLength(2);
    const phone = limit.devices.find((d: { kind: string }) => d.kind === 'mobile');
    expect(phone).toMatchObject({ browser: 'Chrome 131 on Android', lastIp: '10.0.0.7' });

    const replace = (body: object, device = CAFE) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/devices/replace',
        headers: deviceCookie(device),
        payload: body,
      });
    const confirm = (body: object, device = CAFE) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/devices/replace/confirm',
        headers: deviceCookie(device),
        payload: body,
      });
    // The token is this browser's only.
    expect((await replace({ replaceToken: limit.replaceToken, deviceId: phone.id }, LAPTOP)).statusCode).toBe(
      400,
    );
    const before = smtp.received.length;
    const asked = await replace({ replaceToken: limit.replaceToken, deviceId: phone.id });
    expect(asked.json()).toEqual({ message: REPLACE_MESSAGES.sent });
    await ctx.app.mailer.idle();
    const mail = smtp.received.slice(before).find((m) => m.to.includes(user.email))!;
    const code = /code to sign in on a new device is (\d{6})/.exec(mail.raw)![1];
    const wrong = await confirm({
      replaceToken: limit.replaceToken,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: REPLACE_MESSAGES.wrongCode });
    const done = await confirm({ replaceToken: limit.replaceToken, code });
    expect(done.statusCode).toBe(200);
    const cafeToken = done.json().token as string;
    expect((await open(cafeToken, CAFE)).statusCode).toBe(201);

    // The phone is signed out for good: its token is refused, and signing in there again meets the limit,
    // with no replacement possible for 30 days.
    const oldPhone = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: auth(phoneToken, PHONE),
    });
    expect(oldPhone.statusCode).toBe(401);
    expect(oldPhone.json()).toMatchObject({ error: LIMIT_MESSAGES.deviceSignedOut });
    const again = await login(user.email, PHONE, UA.phone);
    expect(again.statusCode).toBe(409);
    expect(again.json().nextReplacementAt).toEqual(expect.any(String));
    const tooSoon = await replace(
      { replaceToken: again.json().replaceToken, deviceId: again.json().devices[0].id },
      PHONE,
    );
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({
      code: 'replace_too_soon',
      params: { days: 30, date: again.json().nextReplacementAt.slice(0, 10) },
    });

    // The admin sees the devices and can reset them: every token of the account is then refused.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}/devices`,
      headers: auth(admin),
    });
    expect(
      listed
        .json()
        .devices.map((d: { browser: string }) => d.browser)
        .sort(),
    ).toHaveLength(2);
    const reset = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}/devices`,
      headers: auth(admin),
    });
    expect(reset.json()).toEqual({ revoked: 2 });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: auth(cafeToken, CAFE),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: LIMIT_MESSAGES.deviceSignedOut });
    expect((await login(user.email, PHONE, UA.phone)).statusCode).toBe(200);
  });

  it('the limit is the admin’s setting; admins themselves are never limited', async () => {
    const current = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/limits', headers: auth(admin) })
    ).json();
    const put = (body: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/admin/limits', headers: auth(admin), payload: body });
    expect((await put({ ...current, devicesPerStudent: 0 })).statusCode).toBe(400);
    expect((await put({ ...current, pagesPerHour: 10, pagesPerMinute: 20 })).statusCode).toBe(400);
    expect((await put({ ...current, devicesPerStudent: 3 })).json()).toEqual({
      ...current,
      devicesPerStudent: 3,
    });
    const { user } = await signUp(ctx.app);
    for (const device of [PHONE, LAPTOP]) expect((await login(user.email, device)).statusCode).toBe(200);
    expect((await login(user.email, CAFE)).statusCode).toBe(409);
    await put(current);
    for (const device of [PHONE, LAPTOP, CAFE])
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/admin/login',
            headers: deviceCookie(device),
            payload: { username: 'admin', password: 'admin-test-password-1' },
          })
        ).statusCode,
      ).toBe(200);
    // A sign-in without a device cookie gets one (httpOnly, SameSite=Strict, path /api).
    const fresh = await signIn(ctx.app, user.email, undefined, 'x'.repeat(10));
    expect(String(fresh.headers['set-cookie'])).toMatch(
      /exam_device=[\w-]{43}; Max-Age=\d+; Path=\/api; HttpOnly; SameSite=Strict/,
    );
  });
});

describe('the device code e-mail', () => {
  it('writes to a student who chose हिंदी in Hindi, naming the device it replaces', async () => {
    const { user, token } = await signUp(ctx.app, 'Meera Joshi');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: auth(token),
      payload: { lang: 'hi' },
    });
    expect((await login(user.email, PHONE, UA.phone)).statusCode).toBe(200);
    const limit = (await login(user.email, CAFE)).json();
    const phone = limit.devices.find((d: { kind: string }) => d.kind === 'mobile');
    const before = smtp.received.length;
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/devices/replace',
      headers: deviceCookie(CAFE),
      payload: { replaceToken: limit.replaceToken, deviceId: phone.id },
    });
    expect(asked.statusCode).toBe(200);
    await ctx.app.mailer.idle();
    const received = smtp.received.slice(before).find((m) => m.to.includes(user.email))!;
    const mail = await simpleParser(received.source);
    const code = /आपका कोड (\d{6}) है/.exec(mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`आपका Exam Store कोड: ${code}`);
    expect(mail.text).toContain('नमस्ते Meera Joshi,');
    expect(mail.text).toContain('Chrome 131 on Android (फ़ोन)');
    expect(mail.text).not.toMatch(/Hello|Your code/);
  });
});
