import type { BrowserContext, Page } from '@playwright/test';
import { deviceFetch as signedFetch } from '../../scripts/lib/device-key.mjs';

/**
 * The browser the browser tests sign in from (docs/domains/accounts.md "Devices are keys": sign-in and
 * reading tokens are bound to a device, its httpOnly `exam_device` cookie and its device key). The helpers
 * that make accounts over the API send this device's cookie and sign with the test device key, and every
 * browser context of the fixtures holds the cookie (a signed-in one the key too), so a token made in Node
 * opens books in the test's pages as it would in the browser that signed in.
 */
export const E2E_DEVICE = 'e2e-browser-device-secret-'.padEnd(43, 'e');

/**
 * `fetch(url, init)` from the test browser's device (`secret`: another device cookie is another device):
 * its cookie and a DPoP proof signed with the test device key, as the app's own calls are.
 */
export function deviceFetch(url: string, init: RequestInit = {}, secret = E2E_DEVICE): Promise<Response> {
  return signedFetch(url, init, secret);
}

/**
 * `installDeviceKey(context, url)` puts the test device key into `context`'s IndexedDB for the platform at
 * `url`, so the context's pages are the device the Node-side helpers signed in on.
 */
export { installDeviceKey } from '../../scripts/lib/device-key.mjs';

/** The cookie as Playwright adds it to a context (`context.addCookies`), for the platform at `url`. */
export function deviceCookieFor(url: string) {
  return [
    {
      name: 'exam_device',
      value: E2E_DEVICE,
      domain: new URL(url).hostname,
      path: '/api',
      httpOnly: true,
      sameSite: 'Strict' as const,
    },
  ];
}

/**
 * Makes `context` another device of the same student: a fresh browser profile holding a device cookie of
 * its own (`name`), instead of the fixtures' one. Sign in on it through the page ({@link signInThroughPage});
 * a student may have two devices, so one such context besides the fixtures' is the most a test may add.
 */
export async function asOtherDevice(context: BrowserContext, url: string, name: string): Promise<void> {
  await context.clearCookies();
  await context.addCookies([
    {
      name: 'exam_device',
      value: `${name}-device-secret-`.padEnd(43, 'z'),
      domain: new URL(url).hostname,
      path: '/api',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/** Signs in through the shell's sign-in page, as a student does on a new device. */
export async function signInThroughPage(
  page: Page,
  url: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
