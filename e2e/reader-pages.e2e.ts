/**
 * Page images (docs/domains/reading.md "The reader"): the viewer asks for server-rendered images only, so
 * page 1 of the 25 MB atlas (mercatormap.pdf) is visible after a few hundred KB; a far page of the 1,321-page
 * manual (pgfmanual.pdf) costs that page and the two prefetched after it; a page asked for and left before
 * its image arrived is never shown; a prefetched page turn needs no request; object URLs are revoked, so the
 * JS heap stays flat while paging. Opened as admin (both books are paid).
 */
import type { Page } from '@playwright/test';
import { trackTraffic, usedHeap } from './support/reader-network';
import {
  adminCredentials,
  ATLAS,
  MANUAL,
  openAt,
  openFromCard,
  viewer,
  waitForFirstPaint,
  waitForPainted,
} from './support/reader-helpers';
import { expect, test } from './support/fixtures';

async function goTo(page: Page, n: number): Promise<void> {
  const input = viewer(page).getByLabel('Page number');
  await input.fill(String(n));
  await input.press('Enter');
}

const pageOf = (url: string) => Number(/\/reading\/pages\/(\d+)\?/.exec(url)?.[1] ?? 0);

test('page 1 of the 25 MB atlas after a small fraction of its size, as images only', async ({
  signedInContext,
}) => {
  const context = await signedInContext(await adminCredentials(), true);
  const page = await context.newPage();
  const traffic = await trackTraffic(context, page);
  await openFromCard(page, ATLAS);
  const first = await waitForFirstPaint(page, 90_000);
  const bytes = traffic.bytes();
  console.log(
    `atlas: page ${first} shown after ${bytes} API bytes of a ${ATLAS.bytes}-byte PDF (${((100 * bytes) / ATLAS.bytes).toFixed(1)} %)`,
  );
  expect(bytes).toBeLessThan(ATLAS.bytes * 0.1);
  const urls = traffic.requests().map((r) => r.url);
  expect(urls.some((u) => u.includes('/api/pdf-proxy'))).toBe(false);
  expect(urls.some((u) => u.includes('/api/reading/pages/'))).toBe(true);
});

test('the 1,321-page manual: a far page costs itself and two prefetched pages; a page left early is never shown', async ({
  signedInContext,
}) => {
  const context = await signedInContext(await adminCredentials(), true);
  const page = await context.newPage();
  const traffic = await trackTraffic(context, page, (url) => url.includes('/api/reading/pages/'));
  await openAt(page, MANUAL, 1);
  // Pages 2 and 3 are prefetched once page 1 has been painted (never competing with it).
  await expect.poll(() => new Set(traffic.requests().map((r) => pageOf(r.url)))).toEqual(new Set([1, 2, 3]));
  const before = traffic.requests().length;

  await goTo(page, 1000);
  await waitForPainted(page, 1000);
  await page.waitForTimeout(1500);
  const far = traffic
    .requests()
    .slice(before)
    .map((r) => pageOf(r.url));
  expect(new Set(far)).toEqual(new Set([1000, 1001, 1002]));
  expect(await viewer(page).getByTestId('pdf-page').count()).toBe(1);

  // The next page was prefetched: turning to it sends no request.
  const beforeTurn = traffic.requests().filter((r) => pageOf(r.url) === 1001).length;
  await viewer(page).getByRole('button', { name: 'Next page' }).click();
  await waitForPainted(page, 1001);
  expect(traffic.requests().filter((r) => pageOf(r.url) === 1001).length).toBe(beforeTurn);

  // Slow the network: ask for page 500, then page 900 before 500 has arrived. 500 is never shown. The
  // delay is long enough that 500 cannot arrive before 900 is asked for, even on a busy machine.
  await page.route('**/api/reading/pages/**', async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue().catch(() => undefined);
  });
  await page.evaluate(() => performance.clearMeasures());
  await goTo(page, 500);
  await page.locator('[data-testid="pdf-viewer"] [role="status"]').first().waitFor();
  await page.waitForTimeout(200);
  await goTo(page, 900);
  await waitForPainted(page, 900);
  await page.unroute('**/api/reading/pages/**');
  const shown = await page.evaluate(() => performance.getEntriesByType('measure').map((m) => m.name));
  expect(shown).toContain('reader:page:900');
  expect(shown).not.toContain('reader:page:500');
});

test('the JS heap stays flat over 60 page turns of the manual', async ({ signedInContext }) => {
  const context = await signedInContext(await adminCredentials(), true);
  const page = await context.newPage();
  await openAt(page, MANUAL, 1);
  const turn = async (n: number) => {
    await page.keyboard.press('ArrowRight');
    await waitForPainted(page, n);
  };
  for (let n = 2; n <= 11; n += 1) await turn(n);
  const warm = await usedHeap(context, page);
  for (let n = 12; n <= 61; n += 1) await turn(n);
  const after = await usedHeap(context, page);
  console.log(
    `manual: heap ${(warm / 1e6).toFixed(1)} MB after 10 turns, ${(after / 1e6).toFixed(1)} MB after 60`,
  );
  expect(after - warm).toBeLessThan(15_000_000);
});
