/**
 * The viewer's states and errors (docs/domains/reading.md "Viewer states", "Viewer errors"): loading; Error
 * Loading PDF with the message, Retry with its count and Close; Failed to render page with a Retry that
 * fetches the page again; Session Expired with Close Viewer, from the client timer, from a 401 on a page
 * image, and from the server's reading session, which then refuses the page images.
 */
import type { Page, Route } from '@playwright/test';
import { platform } from './support/browser';
import { startPlatform, type Platform } from './support/platform';
import {
  adminCredentials,
  bookIdOf,
  FREE_BOOK,
  MANUAL,
  openAt,
  openFromCard,
  studentCredentials,
  viewer,
  waitForFirstPaint,
  waitForPainted,
} from './support/reader-helpers';
import { deviceFetch, installDeviceKey } from './support/device';
import { expect, test } from './support/fixtures';

const DOCUMENT = '**/api/reading/document';
const panel = (page: Page) => viewer(page).getByRole('alert');

test('loading, then Error Loading PDF with the HTTP message; Retry counts; a later Retry loads; Close closes', async ({
  signedInContext,
}) => {
  const page = await (await signedInContext(await studentCredentials(), false)).newPage();
  // Loading: hold the session call until the panel has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/reading/sessions', async (route) => {
    await held;
    await route.continue();
  });
  let failures = 0;
  const fail = (route: Route) => {
    failures += 1;
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' });
  };
  await page.route(DOCUMENT, fail);
  await openFromCard(page, FREE_BOOK);
  await viewer(page).getByRole('status').getByText('Loading PDF...').waitFor();
  release();

  await panel(page).getByRole('heading', { name: 'Error Loading PDF' }).waitFor();
  await panel(page).getByText('Failed to load PDF: HTTP 503: Service Unavailable').waitFor();
  const retry = panel(page).getByRole('button', { name: /^Retry/ });
  await expect(retry).toHaveText('Retry');
  const before = failures;
  // Each Retry must really ask the server again: wait for the refused answer, not only for the label.
  const refused = () =>
    page.waitForResponse((r) => r.url().includes('/api/reading/document') && r.status() === 503);
  await Promise.all([refused(), retry.click()]);
  await panel(page).getByRole('button', { name: 'Retry (1)' }).waitFor();
  await Promise.all([refused(), retry.click()]);
  await panel(page).getByRole('button', { name: 'Retry (2)' }).waitFor();
  expect(failures).toBeGreaterThanOrEqual(before + 2);

  // The server is back: Retry opens the book.
  await page.unroute(DOCUMENT, fail);
  await retry.click();
  await waitForFirstPaint(page);
  await expect(panel(page)).toHaveCount(0);

  // Close on the error panel.
  await page.route(DOCUMENT, fail);
  await page.keyboard.press('Escape');
  await openFromCard(page, FREE_BOOK);
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await viewer(page).waitFor({ state: 'detached' });
});

test('a page image that cannot be fetched shows Failed to render page; Retry fetches it again; never saved', async ({
  signedInContext,
}) => {
  const admin = await adminCredentials();
  const page = await (await signedInContext(admin, true)).newPage();
  await openAt(page, MANUAL, 1);
  const FAR = '**/api/reading/pages/1200?*';
  let refused = 0;
  await page.route(FAR, (route) => {
    refused += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
  });
  const input = viewer(page).getByLabel('Page number');
  await input.fill('1200');
  await input.press('Enter');
  await panel(page).getByRole('heading', { name: 'Error Loading PDF' }).waitFor();
  await expect(panel(page).locator('p')).toHaveText(/^Failed to render page: HTTP 500/);
  // The failed page is not saved as the last page read (the debounce is 800 ms).
  await page.waitForTimeout(1500);
  const progress = await fetch(`${platform().url}/api/reading/progress/${await bookIdOf(MANUAL.title)}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect((await progress.json()).lastPage).not.toBe(1200);
  // Retry asks the server again and shows the page.
  const before = refused;
  await page.unroute(FAR);
  const fetched = page.waitForResponse((r) => /\/api\/reading\/pages\/1200\?/.test(r.url()) && r.ok());
  await panel(page)
    .getByRole('button', { name: /^Retry/ })
    .click();
  await fetched;
  await waitForPainted(page, 1200);
  expect(refused).toBe(before);
});

test('a 401 on a page image means Session Expired', async ({ signedInContext }) => {
  const page = await (await signedInContext(await adminCredentials(), true)).newPage();
  await openAt(page, MANUAL, 1);
  await page.route('**/api/reading/pages/900?*', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"error":"Reading session expired"}',
    }),
  );
  const input = viewer(page).getByLabel('Page number');
  await input.fill('900');
  await input.press('Enter');
  await panel(page).getByRole('heading', { name: 'Session Expired' }).waitFor();
  await panel(page).getByRole('button', { name: 'Close Viewer' }).waitFor();
});

test('Session Expired after the (shortened) session timer, with Close Viewer', async ({
  signedInContext,
}) => {
  const context = await signedInContext(
    await studentCredentials(),
    false,
    {},
    'window.__READER_SESSION_SECONDS__ = 2;',
  );
  const page = await context.newPage();
  await openFromCard(page, FREE_BOOK);
  await waitForFirstPaint(page);
  await panel(page).getByRole('heading', { name: 'Session Expired' }).waitFor({ timeout: 5000 });
  await panel(page).getByText('Your viewing session has expired for security reasons.').waitFor();
  await expect(viewer(page).getByTestId('pdf-page')).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Close Viewer' }).click();
  await viewer(page).waitFor({ state: 'detached' });
});

test.describe('with READING_SESSION_SECONDS=4 on the server', () => {
  let short: Platform;
  test.beforeAll(async () => {
    short = await startPlatform(Number(process.env.E2E_PORT ?? 3311) + 7, { READING_SESSION_SECONDS: '4' });
  });
  test.afterAll(async () => {
    await short?.stop();
  });

  test('the viewer expires with the server session, and the server refuses its token afterwards', async ({
    signedInContext,
  }) => {
    const admin = await adminCredentials(short);
    const context = await signedInContext(admin, true);
    // The key of the helpers' device, on this platform's origin too (IndexedDB is per origin).
    await installDeviceKey(context, short.url);
    const page = await context.newPage();
    const tokens = new Set<string>();
    let imageRequests = 0;
    page.on('request', (request) => {
      if (!request.url().includes('/api/reading/pages/')) return;
      imageRequests += 1;
      tokens.add(request.headers().authorization ?? '');
    });
    const opened = Date.now();
    await openFromCard(page, FREE_BOOK, short.url);
    await waitForFirstPaint(page);

    // Every page image carried the reading-session token, not the stored sign-in token.
    expect(tokens.size).toBe(1);
    const [authorization] = [...tokens];
    expect(authorization).not.toBe(`Bearer ${admin.token}`);
    const imageUrl = `${short.url}/api/reading/pages/1?w=480`;
    // From the test's browser device (the token is bound to it, support/device.ts).
    const fetchImage = () => deviceFetch(imageUrl, { headers: { authorization } });
    expect((await fetchImage()).status).toBe(200);

    await panel(page).getByRole('heading', { name: 'Session Expired' }).waitFor({ timeout: 8000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(3500);
    const requestsAtExpiry = imageRequests;
    await page.keyboard.press('ArrowRight');
    expect(imageRequests).toBe(requestsAtExpiry);

    const refused = await fetchImage();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: 'Reading session expired',
      code: 'reading_session_expired',
    });
    // The sign-in token is no reading session either.
    const signIn = await fetch(imageUrl, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(signIn.status).toBe(401);
  });
});

test('the open reader is one modal dialog, named for the book, with the viewer a region inside it', async ({
  signedInContext,
  student,
}) => {
  // A student of its own: the worker's shared reader student may have spent its 30 new pages a minute in
  // the reader files just before (docs/domains/reading.md "Per-user budgets"), and a page held back for the
  // rest of that minute outlasts the wait for the first paint.
  const page = await (await signedInContext({ token: student.token }, false)).newPage();
  await openFromCard(page, FREE_BOOK);
  await waitForPainted(page, 1);
  // Both the shell's overlay and the viewer were dialogs: a screen reader announced the book twice and
  // the inner one's aria-modal hid nothing the outer one had not.
  const dialogs = page.locator('[role="dialog"]');
  await expect(dialogs).toHaveCount(1);
  await expect(dialogs).toHaveAttribute('aria-modal', 'true');
  await expect(dialogs).toHaveAccessibleName(new RegExp(FREE_BOOK.title));
  const region = dialogs.getByRole('region', { name: FREE_BOOK.title, exact: true });
  await expect(region).toHaveAttribute('data-testid', 'pdf-viewer');
  await expect(viewer(page)).not.toHaveAttribute('aria-modal');
});
