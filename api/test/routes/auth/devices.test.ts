import { LIMIT_MESSAGES } from '@exam/shared-contracts/reading';
import { auth, signUp, TEST_DEVICE } from '../../helpers/test-app';
import { ctx, admin, bookId, LAPTOP, CAFE, login, open, doc, setUpDevicesApp } from './devices-setup';

/**
 * One reader at a time (docs/domains/reading.md "Per-user budgets"): reading tokens bound to the device that
 * opened them, a second device taking the book over, and accounts flagged for reading from many addresses.
 * At most two devices and the device code e-mail: devices-limit.test.ts.
 */
setUpDevicesApp();

describe('one reader at a time', () => {
  it('a second device takes the book over; the first is told so and can take it back', async () => {
    // The student registered on the phone; the laptop is the second device.
    const { user, token: phone } = await signUp(ctx.app);
    const PHONE = TEST_DEVICE;
    const laptop = (await login(user.email, LAPTOP)).json().token as string;
    const onPhone = (await open(phone, PHONE)).json().token as string;
    expect((await doc(onPhone, PHONE)).statusCode).toBe(200);

    const onLaptop = (await open(laptop, LAPTOP)).json().token as string;
    expect((await doc(onLaptop, LAPTOP)).statusCode).toBe(200);
    const ended = await doc(onPhone, PHONE);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ error: LIMIT_MESSAGES.takenOver });

    // Taking it back is opening it again on the phone: now the laptop is told.
    const back = (await open(phone, PHONE)).json().token as string;
    expect((await doc(back, PHONE)).statusCode).toBe(200);
    expect((await doc(onLaptop, LAPTOP)).json()).toMatchObject({ error: LIMIT_MESSAGES.takenOver });
  });

  it('a reading token replayed from another device is refused, and so is a sign-in token copied to it', async () => {
    const { token: phone } = await signUp(ctx.app);
    const PHONE = TEST_DEVICE;
    const reading = (await open(phone, PHONE)).json().token as string;
    for (const elsewhere of [LAPTOP, CAFE]) {
      const replay = await doc(reading, elsewhere);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ error: LIMIT_MESSAGES.otherDevice });
    }
    const noCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/reading/document',
      headers: { authorization: `Bearer ${reading}` },
    });
    expect(noCookie.json()).toMatchObject({ error: LIMIT_MESSAGES.otherDevice });
    const copied = await open(phone, CAFE);
    expect(copied.statusCode).toBe(401);
    expect(copied.json()).toMatchObject({ error: LIMIT_MESSAGES.signInHere });
    expect((await doc(reading, PHONE)).statusCode).toBe(200);
  });
});

describe('flags', () => {
  it('an account reading from five addresses in a day is flagged with them', async () => {
    const { token, user } = await signUp(ctx.app, 'Many Places');
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4', '10.1.0.5'])
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/reading/sessions',
            headers: auth(token),
            payload: { bookId },
            remoteAddress: ip,
          })
        ).statusCode,
      ).toBe(201);
    const flags = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/flags', headers: auth(admin) })
    ).json().flags as { kind: string; user: { id: string }; evidence: { addresses: string[] } }[];
    const flag = flags.find((f) => f.user.id === user.id && f.kind === 'many-addresses');
    expect(flag?.evidence.addresses.sort()).toEqual([
      '10.1.0.1',
      '10.1.0.2',
      '10.1.0.3',
      '10.1.0.4',
      '10.1.0.5',
    ]);
  });
});
