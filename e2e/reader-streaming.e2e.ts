/**
 * Streaming: pages load through HTTP Range requests with auto-fetch off, so page 1 of the
 * 25 MB atlas (mercatormap.pdf) appears after a small fraction of it, later pages of the 1,321-page manual
 * (pgfmanual.pdf) fetch only what they need, only the visible page is rendered, a render no longer wanted
 * is dropped, and the JS heap stays flat while paging. Opened as admin (both books are paid).
 */
import type { Page } from '@playwright/test';
import { trackPdfTraffic, usedHeap } from './support/reader-network';
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

test('page 1 of the 25 MB atlas after a small fraction of it, all by Range requests', async ({
  signedInContext,
}) => {
  const context = await signedInContext(await adminCredentials(), true);
  const page = await context.newPage();
  const traffic = await trackPdfTraffic(context, page);
  await openFromCard(page, ATLAS);
  const first = await waitForFirstPaint(page);
  const bytes = traffic.bytes();
  console.log(
    `atlas: page ${first} drawn after ${bytes} bytes of ${ATLAS.bytes} (${((100 * bytes) / ATLAS.bytes).toFixed(1)} %)`,
  );
  expect(bytes).toBeLessThan(ATLAS.bytes * 0.15);
  // pdf.js's first plain GET only learns the length and range support; it is aborted, every byte after is a Range.
  const requests = traffic.requests();
  expect(requests.filter((r) => r.range === undefined).length).toBeLessThanOrEqual(1);
  expect(requests.filter((r) => r.range !== undefined).every((r) => r.status === 206)).toBe(true);
  expect(requests.length).toBeGreaterThan(1);
});

test('the 1,321-page manual: far pages fetch only what they need; one canvas; stale renders are dropped', async ({
  signedInContext,
}) => {
  const context = await signedInContext(await adminCredentials(), true);
  const page = await context.newPage();
  const traffic = await trackPdfTraffic(context, page);
  await openAt(page, MANUAL, 1);
  const opened = traffic.bytes();

  await goTo(page, 1000);
  await waitForPainted(page, 1000);
  const farPage = traffic.bytes() - opened;
  console.log(`manual: opened with ${opened} bytes; page 1000 needed ${farPage} more (file 10174139 bytes)`);
  expect(farPage).toBeLessThan(1_500_000);
  await expect(viewer(page).locator('canvas')).toHaveCount(1);

  // Slow the network: ask for page 500, then page 900 before 500 has arrived. 500 is never painted.
  await page.route('**/api/pdf-proxy?*', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue().catch(() => undefined);
  });
  await page.evaluate(() => performance.clearMeasures());
  await goTo(page, 500);
  await page.locator('[data-testid="pdf-page"][data-page="500"][data-transition="false"]').waitFor();
  await goTo(page, 900);
  await waitForPainted(page, 900);
  await page.unroute('**/api/pdf-proxy?*');
  const painted = await page.evaluate(() => performance.getEntriesByType('measure').map((m) => m.name));
  expect(painted).toContain('reader:page:900');
  expect(painted).not.toContain('reader:page:500');
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
