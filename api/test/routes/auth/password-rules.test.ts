import { PASSWORD_MESSAGES } from '@exam/shared-contracts/rules/password';
import { NAME_REQUIRED } from '../../../src/modules/accounts/users';
import { auth, createTestApp, signUp, signIn, TEST_PASSWORD, type TestContext } from '../../helpers/test-app';

/**
 * Password rules in line with OWASP ASVS 5.0 (at least 8 characters, not only whitespace,
 * no common or breached password, not the user's own e-mail or name, no composition rules) and names
 * trimmed and required, on registration and on password change.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ books: false });
});
afterAll(() => ctx.close());

let seq = 0;
const register = (password: string, over: { name?: string; email?: string } = {}) => {
  seq += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Asha Verma', email: `asha.verma${seq}@example.com`, password, ...over },
  });
};

describe('registration refuses weak passwords with the rule text', () => {
  it.each([
    'password',
    'password123',
    '12345678',
    'qwertyuiop',
    'iloveyou',
    'P@ssw0rd!',
    'Passw0rd1',
    'letmein123',
    'abc123abc',
    'aaaaaaaaaaaa',
  ])('common or breached: %j', async (password) => {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: PASSWORD_MESSAGES.weak });
  });

  it('eight spaces (or any whitespace only) are refused', async () => {
    for (const password of ['        ', ' \t \t \t \t ']) {
      const res = await register(password);
      expect(res.json()).toMatchObject({ error: PASSWORD_MESSAGES.blank });
    }
  });

  it('a password made of the e-mail or the name is refused', async () => {
    const email = 'meera.iyer@example.com';
    for (const password of [email, 'meera.iyer2024', 'Meera Iyer', 'meera.iyer@example.com!'])
      expect((await register(password, { email, name: 'Meera Iyer' })).json()).toEqual({
        error: PASSWORD_MESSAGES.personal,
        code: 'password_personal',
      });
  });

  it('too short is refused; no composition rules: long lowercase passphrases are accepted', async () => {
    expect((await register('Ab1!x')).json()).toMatchObject({
      error: 'Password must be at least 8 characters',
    });
    for (const password of ['correct horse battery staple', 'tidal orchid ledger', 'गंगा नदी बहुत लंबी है'])
      expect([password, (await register(password)).statusCode]).toEqual([password, 201]);
  });
});

describe('names', () => {
  it('are trimmed, and required after trimming', async () => {
    const blank = await register(TEST_PASSWORD, { name: '    ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: NAME_REQUIRED });
    const padded = await register(TEST_PASSWORD, { name: '  Ravi Kumar  ' });
    expect(padded.json().user.name).toBe('Ravi Kumar');
  });
});

describe('password change applies the same rule', () => {
  it('a common new password is refused and the old one keeps working', async () => {
    const { token, user } = await signUp(ctx.app, 'Kabir Rao');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: auth(token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'password1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: PASSWORD_MESSAGES.weak });
    expect((await signIn(ctx.app, user.email)).statusCode).toBe(200);
  });
});
