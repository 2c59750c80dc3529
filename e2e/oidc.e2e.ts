import type { Browser } from '@playwright/test';
import { startOidcProvider, type OidcProcess } from './support/oidc-process';
import { startPlatform, type Platform } from './support/platform';
import { expect, test } from './support/fixtures';

/**
 * Google sign-in by OpenID Connect against a real provider: a local oidc-provider plays
 * Google, a second platform is configured to it, and Chromium walks the redirect flow end to end.
 */
const PLATFORM_PORT = Number(process.env.E2E_OIDC_PLATFORM_PORT ?? 4391);
const PROVIDER_PORT = Number(process.env.E2E_OIDC_PROVIDER_PORT ?? 4392);
const client = {
  id: 'exam-store-e2e',
  secret: 'e2e-client-secret-0123456789',
  redirectUri: `http://127.0.0.1:${PLATFORM_PORT}/api/auth/google/callback`,
};

let provider: OidcProcess;
let platform: Platform;

test.beforeAll(async () => {
  // Two cold starts (the provider and a second platform) on a busy machine.
  test.setTimeout(240_000);
  provider = await startOidcProvider(PROVIDER_PORT, client);
  platform = await startPlatform(PLATFORM_PORT, {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: client.id,
    OIDC_CLIENT_SECRET: client.secret,
    PUBLIC_URL: `http://127.0.0.1:${PLATFORM_PORT}`,
  });
});

test.afterAll(async () => {
  await platform?.stop();
  await provider?.stop();
});

/** Signs in at the provider's dev pages as `login` and returns every URL the page visited. */
async function signIn(browser: Browser, login: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.goto(`${platform.url}/api/auth/google`);
  await page.waitForURL((u) => u.origin === provider.issuer);
  await page.fill('input[name="login"]', login);
  await page.fill('input[name="password"]', 'any-password');
  await page.click('button[type="submit"]');
  // Consent page (first sign-in of this account): confirm.
  const consent = page.locator('button[type="submit"]');
  await page.waitForURL((u) => u.origin !== provider.issuer || /\/interaction\//.test(u.pathname));
  if (new URL(page.url()).origin === provider.issuer) await consent.click();
  await page
    .waitForURL((u) => u.pathname === '/auth-callback' || visited.some((v) => v.includes('/auth-callback')), {
      timeout: 30_000,
    })
    .catch(() => undefined);
  await context.close();
  return visited;
}

test.describe('Google sign-in (OpenID Connect) end to end', () => {
  test('redirects with state, nonce and PKCE S256, and lands on /auth-callback with a working token', async ({
    browser,
  }) => {
    const start = await fetch(`${platform.url}/api/auth/google`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const auth = new URL(start.headers.get('location')!);
    expect(auth.origin).toBe(provider.issuer);
    for (const p of ['state', 'nonce', 'code_challenge'])
      expect(auth.searchParams.get(p)).toEqual(expect.any(String));
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(start.headers.get('set-cookie')).toMatch(/oidc_tx=.*HttpOnly/i);

    const visited = await signIn(browser, 'asha');
    const landing = visited.map((u) => new URL(u)).find((u) => u.pathname === '/auth-callback');
    expect(landing?.origin).toBe(platform.url);
    const token = landing!.searchParams.get('token');
    expect(landing!.searchParams.get('error')).toBeNull();
    expect(token).toEqual(expect.any(String));

    const me = await fetch(`${platform.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({
      name: 'OIDC asha',
      email: 'asha@oidc.test',
      role: 'user',
      isAdmin: false,
    });

    // Signing in again finds the same account (keyed on the provider's sub).
    const again = (await signIn(browser, 'asha'))
      .map((u) => new URL(u))
      .find((u) => u.pathname === '/auth-callback')!;
    const me2 = await fetch(`${platform.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${again.searchParams.get('token')}` },
    });
    expect((await me2.json()).user.id).toBe(
      (
        await (
          await fetch(`${platform.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
        ).json()
      ).user.id,
    );
  });

  test('a callback that did not start here (no state cookie) ends on /auth-callback?error=', async () => {
    const res = await fetch(`${platform.url}/api/auth/google/callback?code=stolen&state=guess`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${platform.url}/auth-callback?error=invalid_state`);
  });
});
