import { findOrCreateOidcUser } from '../../../src/modules/accounts/users';
import { createTestApp, signUp, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ books: false, config: { appUrl: 'http://app.test' } });
});
afterAll(() => ctx.close());

// The full flow against a real provider is e2e/oidc.e2e.ts; these are the paths that need no provider.
describe('Google sign-in routes', () => {
  it('without client id/secret, /auth/google redirects to /auth-callback?error=google_not_configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://app.test/auth-callback?error=google_not_configured');
  });

  it('a callback without our signed state cookie, or with a forged one, never signs anyone in', async () => {
    const configured = await createTestApp({
      books: false,
      config: {
        appUrl: 'http://app.test',
        oidc: { issuer: 'http://127.0.0.1:9', clientId: 'id', clientSecret: 'secret' },
      },
    });
    try {
      const forged = Buffer.from(JSON.stringify({ state: 's', nonce: 'n', verifier: 'v' })).toString(
        'base64url',
      );
      for (const headers of [{}, { cookie: `oidc_tx=${forged}` }, { cookie: `oidc_tx=${forged}.AAAA` }]) {
        const res = await configured.app.inject({
          method: 'GET',
          url: '/api/auth/google/callback?code=c&state=s',
          headers,
        });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('http://app.test/auth-callback?error=invalid_state');
      }
      const denied = await configured.app.inject({
        method: 'GET',
        url: '/api/auth/google/callback?error=access_denied&state=s',
      });
      expect(denied.headers.location).toBe('http://app.test/auth-callback?error=access_denied');
    } finally {
      await configured.close();
    }
  });

  it('accounts are keyed on the provider sub and never linked to a password account by e-mail', async () => {
    const { user } = await signUp(ctx.app, 'Has Password');
    const identity = {
      sub: 'google-sub-1',
      email: user.email,
      emailVerified: true,
      name: 'Google Person',
      picture: null,
    };
    const a = await findOrCreateOidcUser(ctx.database.db, identity);
    expect(a.id).not.toBe(user.id);
    expect(a.email).toBeNull(); // the address belongs to another account
    expect(a.passwordHash).toBeNull();
    const again = await findOrCreateOidcUser(ctx.database.db, { ...identity, email: 'changed@example.com' });
    expect(again.id).toBe(a.id);
    const racers = await Promise.all(
      Array.from({ length: 5 }, () =>
        findOrCreateOidcUser(ctx.database.db, {
          ...identity,
          sub: 'google-sub-2',
          email: 'fresh@example.com',
        }),
      ),
    );
    expect(new Set(racers.map((r) => r.id)).size).toBe(1);
    expect(racers[0].email).toBe('fresh@example.com');
    const unverified = await findOrCreateOidcUser(ctx.database.db, {
      ...identity,
      sub: 'google-sub-3',
      email: 'unverified@example.com',
      emailVerified: false,
    });
    expect(unverified.email).toBeNull();
  });
});
