/**
 * The viewer's states and errors (SPEC 4 "PDF viewer", SPEC 8 "Viewer"): loading; Error Loading PDF with the
 * message, Retry with its count and Close; Failed to render page; Session Expired with Close Viewer, from the
 * client timer and from the server's reading session, which then refuses Range requests.
 */
import type { Page, Route } from '@playwright/test';
import { startPlatform, type Platform } from './support/platform';
import {
  adminCredentials,
  FREE_BOOK,
  MANUAL,
  openAt,
  openFromCard,
  studentCredentials,
  viewer,
  waitForFirstPaint,
} from './support/reader-helpers';
import { expect, test } from './support/fixtures';

const PDF_PROXY = '**/api/pdf-proxy?*';
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
  await page.route(PDF_PROXY, fail);
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
    page.waitForResponse((r) => r.url().includes('/api/pdf-proxy?') && r.status() === 503);
  await Promise.all([refused(), retry.click()]);
  await panel(page).getByRole('button', { name: 'Retry (1)' }).waitFor();
  await Promise.all([refused(), retry.click()]);
  await panel(page).getByRole('button', { name: 'Retry (2)' }).waitFor();
  expect(failures).toBeGreaterThanOrEqual(before + 2);

  // The server is back: Retry opens the book.
  await page.unroute(PDF_PROXY, fail);
  await retry.click();
  await waitForFirstPaint(page);
  await expect(panel(page)).toHaveCount(0);

  // Close on the error panel.
  await page.route(PDF_PROXY, fail);
  await page.keyboard.press('Escape');
  await openFromCard(page, FREE_BOOK);
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await viewer(page).waitFor({ state: 'detached' });
});

test('a page whose bytes cannot be fetched shows Failed to render page', async ({ signedInContext }) => {
  const page = await (await signedInContext(await adminCredentials(), true)).newPage();
  await openAt(page, MANUAL, 1);
  await page.route(PDF_PROXY, (route) => route.fulfill({ status: 500, body: 'boom' }));
  const input = viewer(page).getByLabel('Page number');
  await input.fill('1200');
  await input.press('Enter');
  await panel(page).getByRole('heading', { name: 'Error Loading PDF' }).waitFor();
  await expect(panel(page).locator('p')).toHaveText(/^Failed to render page: .+/);
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
  await expect(viewer(page).locator('canvas')).toHaveCount(0);
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
    const page = await (await signedInContext(admin, true)).newPage();
    const tokens = new Set<string>();
    let rangeRequests = 0;
    page.on('request', (request) => {
      if (!request.url().includes('/api/pdf-proxy')) return;
      rangeRequests += 1;
      tokens.add(request.headers().authorization ?? '');
    });
    const opened = Date.now();
    await openFromCard(page, FREE_BOOK, short.url);
    await waitForFirstPaint(page);

    // Every Range request carried the reading-session token, not the stored sign-in token.
    expect(tokens.size).toBe(1);
    const [authorization] = [...tokens];
    expect(authorization).not.toBe(`Bearer ${admin.token}`);
    const proxyUrl = `${short.url}/api/pdf-proxy?url=${encodeURIComponent(await pdfUrlOf(short, FREE_BOOK.title))}`;
    const fetchRange = () => fetch(proxyUrl, { headers: { authorization, range: 'bytes=0-1023' } });
    expect((await fetchRange()).status).toBe(206);

    await panel(page).getByRole('heading', { name: 'Session Expired' }).waitFor({ timeout: 8000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(3500);
    const requestsAtExpiry = rangeRequests;
    await page.keyboard.press('ArrowRight');
    expect(rangeRequests).toBe(requestsAtExpiry);

    const refused = await fetchRange();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Reading session expired' });
    // The stored sign-in token still reads (SPEC 7): only the reading session ended.
    expect(
      (await fetch(proxyUrl, { headers: { authorization: `Bearer ${admin.token}`, range: 'bytes=0-1023' } }))
        .status,
    ).toBe(206);
  });
});

async function pdfUrlOf(base: Pick<Platform, 'url'>, title: string): Promise<string> {
  const books: Array<{ title: string; pdfUrl: string }> = await (await fetch(`${base.url}/api/books`)).json();
  return books.find((b) => b.title === title)!.pdfUrl;
}
