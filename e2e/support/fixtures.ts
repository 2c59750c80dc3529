/**
 * The fixtures of every browser test (`import { test, expect } from './support/fixtures'`): the running
 * platform's coordinates, and pages already set up the way the tests need them. Every context made here
 * has the tests' viewport (1280 x 900 unless a width is given) and clipboard permissions (so "Copy" buttons
 * can be exercised), and is closed when the test ends.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { collectErrors, platform as readPlatform, type PlatformInfo } from './browser';
import { adminToken } from './admin-helpers';
import { registerStudent, type Account } from './store-session';
import { deviceCookieFor, installDeviceKey } from './device';
import { themeScript } from './page-audit';

/** A page opened by a fixture, with the page and console errors it raised from its first load on. */
export interface OpenedPage {
  page: Page;
  errors: string[];
}

interface WorkerFixtures {
  /** The platform global-setup started: url, admin username and password, data folder, database. */
  platform: PlatformInfo;
}

interface TestFixtures {
  /** A new browser context (viewport, clipboard permissions), closed after the test. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** A context whose pages start signed in (token, and isAdmin for the admin, in localStorage:
   * docs/domains/accounts.md "Session"). */
  signedInContext: (
    credentials: { token: string },
    admin: boolean,
    options?: BrowserContextOptions,
    initScript?: string,
  ) => Promise<BrowserContext>;
  /**
   * A page opened at `path`, signed in with `token` on every load (no token: a guest); downloads accepted.
   * `fakeClock` installs Playwright's clock before the page loads, so a test can jump minutes ahead.
   */
  openPage: (token: string | null, admin: boolean, path: string, fakeClock?: boolean) => Promise<OpenedPage>;
  /** The admin dashboard on one tab (`/admin?tab=`), signed in as the seeded admin, once it has rendered. */
  openAdmin: (tab?: string, fakeClock?: boolean) => Promise<OpenedPage>;
  /** A guest page (no token) on `path`, `width` px wide. */
  guestPage: (path: string, width?: number) => Promise<Page>;
  /**
   * A page whose localStorage holds `token` (and `isAdmin='true'` for admins,
   * docs/domains/accounts.md "Session"), then opens `path`. The token is written once, from the origin's own
   * page, so a later logout really removes it.
   */
  signedInPage: (token: string, path: string, admin?: boolean, width?: number) => Promise<Page>;
  /**
   * A page opened once at `path` in `theme` (stored by an init script before any app script runs), signed
   * in as a student with `token` when one is given, `width` px wide (1280 unless given), with its errors
   * from the first load on: for audits that visit many pages.
   */
  themedPage: (
    path: string,
    options: { theme: 'dark' | 'light'; token?: string; width?: number },
  ) => Promise<OpenedPage>;
  /** A student registered for this test alone. */
  student: Account;
  /** The home page signed in as `student`. */
  studentPage: Page;
  /** The admin dashboard (Dashboard tab) signed in as the seeded admin, and its errors. */
  adminPage: OpenedPage;
}

/** The two ways to open a storefront page, for helpers that open many. */
export type PageOpeners = Pick<TestFixtures, 'guestPage' | 'signedInPage'>;
/** The `themedPage` fixture's opener, for audit helpers. */
export type ThemedPage = TestFixtures['themedPage'];
/** The `signedInContext` fixture, for helpers that open signed-in contexts. */
export type SignedInContext = TestFixtures['signedInContext'];

export const test = base.extend<TestFixtures, WorkerFixtures>({
  platform: [
    // Playwright's fixture functions take their dependencies as a destructured first argument.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(readPlatform());
    },
    { scope: 'worker' },
  ],

  newContext: async ({ browser, platform }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.url });
      // The device the helpers' accounts signed in on (support/device.ts): its cookie, and its key where the
      // app keeps its own (a page without scripts makes no call that needs it).
      await context.addCookies(deviceCookieFor(platform.url));
      if (options.javaScriptEnabled !== false) await installDeviceKey(context, platform.url);
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },

  signedInContext: async ({ newContext }, use) => {
    await use(async (credentials, admin, options = {}, initScript) => {
      const context = await newContext(options);
      await context.addInitScript(
        ({ token, isAdmin }) => {
          localStorage.setItem('token', token);
          if (isAdmin) localStorage.setItem('isAdmin', 'true');
        },
        { token: credentials.token, isAdmin: admin },
      );
      if (initScript) await context.addInitScript(initScript);
      return context;
    });
  },

  openPage: async ({ newContext, signedInContext, platform }, use) => {
    await use(async (token, admin, path, fakeClock = false) => {
      const options = { acceptDownloads: true };
      const context = token ? await signedInContext({ token }, admin, options) : await newContext(options);
      if (fakeClock) await context.clock.install();
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${platform.url}${path}`);
      return { page, errors };
    });
  },

  openAdmin: async ({ openPage }, use) => {
    await use(async (tab = 'dashboard', fakeClock = false) => {
      const opened = await openPage(await adminToken(), true, `/admin?tab=${tab}`, fakeClock);
      await opened.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 30_000 });
      return opened;
    });
  },

  guestPage: async ({ newContext, platform }, use) => {
    await use(async (path, width = 1280) => {
      const page = await (await newContext({ viewport: { width, height: 900 } })).newPage();
      await page.goto(`${platform.url}${path}`);
      // The shell starts after the first paint (its entry waits for a frame), so `load` can come
      // before its session start. A test that then writes a token would have that start check it (a
      // forged one: 401, and the token removed before the test's next page). The header is drawn by the
      // shell's React, after the session start: wait for it (a remote's standalone page has no shell).
      if (!path.startsWith('/remotes/')) await page.getByRole('banner').first().waitFor();
      return page;
    });
  },

  signedInPage: async ({ guestPage, platform }, use) => {
    await use(async (token, path, admin = false, width = 1280) => {
      const page = await guestPage('/faq', width);
      await page.evaluate(
        ({ t, a }) => {
          localStorage.setItem('token', t);
          if (a) localStorage.setItem('isAdmin', 'true');
        },
        { t: token, a: admin },
      );
      await page.goto(`${platform.url}${path}`);
      return page;
    });
  },

  themedPage: async ({ newContext, signedInContext, platform }, use) => {
    await use(async (path, { theme, token, width = 1280 }) => {
      const options = { viewport: { width, height: 900 } };
      const context = token
        ? await signedInContext({ token }, false, options, themeScript(theme))
        : await newContext(options);
      if (!token) await context.addInitScript(themeScript(theme));
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${platform.url}${path}`);
      return { page, errors };
    });
  },

  // eslint-disable-next-line no-empty-pattern
  student: async ({}, use) => {
    await use(await registerStudent());
  },

  studentPage: async ({ signedInPage, student }, use) => {
    await use(await signedInPage(student.token, '/'));
  },

  adminPage: async ({ openAdmin }, use) => {
    await use(await openAdmin());
  },
});

export { expect };
