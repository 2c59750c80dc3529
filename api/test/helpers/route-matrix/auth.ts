import { randomBytes } from 'node:crypto';
import { ADMIN_LOGIN } from '../matrix-fixtures';
import { deviceCookie, TEST_PASSWORD } from '../test-app';
import { ALL, SIGNED_IN, type MatrixRow } from './rows';

const email = () => `m-${randomBytes(5).toString('hex')}@example.com`;

/**
 * Accounts and sign-in (modules/accounts/routes, the admin login): register, sign in and out, password change and
 * reset, Google sign-in, device replacement.
 */
export const AUTH_ROUTES: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/auth/device-nonce',
    request: () => ({ url: '/api/auth/device-nonce' }),
    expect: ALL(204),
  },
  {
    method: 'POST',
    route: '/api/auth/register',
    request: () => ({
      url: '/api/auth/register',
      payload: { name: 'M', email: email(), password: TEST_PASSWORD },
    }),
    expect: ALL(201),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    // Every cell signs in from the one test browser (its device cookie), as a student does again and again.
    request: (f) => ({ url: '/api/auth/login', payload: f.loginUser, headers: deviceCookie() }),
    expect: ALL(200),
  },
  { method: 'GET', route: '/api/auth/me', request: () => ({ url: '/api/auth/me' }), expect: SIGNED_IN(200) },
  {
    method: 'GET',
    route: '/api/auth/preferences',
    request: () => ({ url: '/api/auth/preferences' }),
    expect: SIGNED_IN(200),
  },
  {
    method: 'PUT',
    route: '/api/auth/preferences',
    request: () => ({ url: '/api/auth/preferences', payload: { lang: 'en' } }),
    expect: SIGNED_IN(200),
  },
  {
    // Revokes the actor's sessions; the matrix signs a fresh token for every cell (MatrixFixtures.token).
    method: 'POST',
    route: '/api/auth/logout',
    request: () => ({ url: '/api/auth/logout' }),
    expect: SIGNED_IN(204),
  },
  {
    // A wrong current password: signed-in callers reach the check (400) and nothing changes.
    method: 'PUT',
    route: '/api/auth/password',
    request: () => ({
      url: '/api/auth/password',
      payload: { currentPassword: 'not-the-password', newPassword: 'a brand new passphrase 77' },
    }),
    expect: SIGNED_IN(400),
  },
  {
    method: 'GET',
    route: '/api/auth/google',
    request: () => ({ url: '/api/auth/google' }),
    expect: ALL(302),
  },
  {
    method: 'GET',
    route: '/api/auth/google/callback',
    request: () => ({ url: '/api/auth/google/callback?code=x&state=y' }),
    expect: ALL(302),
  },
  {
    // Only a code issued to this browser's flow cookie works (sign-in-code.test.ts): none here.
    method: 'POST',
    route: '/api/auth/google/exchange',
    request: () => ({ url: '/api/auth/google/exchange', payload: { code: 'not-a-code' } }),
    expect: ALL(400),
  },
  {
    method: 'POST',
    route: '/api/admin/login',
    request: () => ({ url: '/api/admin/login', payload: ADMIN_LOGIN }),
    expect: ALL(200),
  },
  // Replacing a device needs the refused sign-in's token, from the browser it was given to.
  ...['/api/auth/devices/replace', '/api/auth/devices/replace/confirm'].map((url): MatrixRow => ({
    method: 'POST',
    route: url,
    request: () => ({
      url,
      payload: url.endsWith('confirm')
        ? { replaceToken: 'x', code: '123456' }
        : { replaceToken: 'x', deviceId: '00000000-0000-4000-8000-000000000000' },
    }),
    expect: ALL(400),
  })),
  {
    method: 'POST',
    route: '/api/auth/password/forgot',
    request: () => ({ url: '/api/auth/password/forgot', payload: { email: 'nobody@example.com' } }),
    // The matrix's app has no SMTP server: reset by e-mail answers 503 for everyone alike.
    expect: ALL(503),
  },
  {
    method: 'POST',
    route: '/api/auth/password/reset',
    request: () => ({
      url: '/api/auth/password/reset',
      payload: { token: 'x', password: 'violet-harbour-quill-38' },
    }),
    expect: ALL(400),
  },
];
