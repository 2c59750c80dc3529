/**
 * The viewer's controls on a narrow screen and a 360-px phone (docs/domains/reading.md "The viewer",
 * "Viewer limits") in real Chromium on a real PDF (physics.pdf, the free 8-page class11 book), opened the
 * real way: Read Now on its card.
 */
import { twoFingers } from './support/browser';
import {
  FREE_BOOK,
  openAt,
  pageImageSize,
  studentCredentials,
  viewer,
  waitForPainted,
  zoomLabel,
} from './support/reader-helpers';
import { expect, test } from './support/fixtures';
import { button, startOnPageOne } from './support/reader-controls';

startOnPageOne();

test('narrow screen: opens at FIT, double-resolution image, pinch zoom ignoring changes under 0.1', async ({
  signedInContext,
}) => {
  const context = await signedInContext(await studentCredentials(), false, {
    viewport: { width: 400, height: 800 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await openAt(page, FREE_BOOK, 1);
  await viewer(page).getByText('Fit', { exact: true }).waitFor();
  const fit = Number.parseInt(await zoomLabel(page), 10);
  const size = await pageImageSize(page);
  expect(size.width / size.cssWidth).toBeGreaterThanOrEqual(1.99);

  const stage = (await viewer(page).locator('main').boundingBox())!;
  const touch = await twoFingers(page, stage.x + stage.width / 2, stage.y + stage.height / 2);
  // A 5 % pinch of a zoom under 1 changes it by less than the 0.1 threshold: nothing changes.
  await touch('touchStart', 100);
  await touch('touchMove', 105);
  await touch('touchEnd', 0);
  await page.waitForTimeout(100);
  expect(await zoomLabel(page)).toBe(`${fit}%`);
  // Spreading two fingers to twice their distance doubles the zoom (each label rounded to a percent).
  await touch('touchStart', 100);
  await touch('touchMove', 150);
  await touch('touchMove', 200);
  await touch('touchEnd', 0);
  await expect(viewer(page).getByText('Fit', { exact: true })).toHaveCount(0);
  expect(Math.abs(Number.parseInt(await zoomLabel(page), 10) - 2 * fit)).toBeLessThanOrEqual(1);
  await waitForPainted(page, 1);
});

test('360-px phone: every toolbar control fits on screen; zoom, FIT, reset, dark page, fullscreen and the bookmark are in More', async ({
  signedInContext,
}) => {
  const context = await signedInContext(await studentCredentials(), false, {
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await openAt(page, FREE_BOOK, 1);
  const header = viewer(page).locator('header');
  expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const name of ['Previous page', 'Next page', 'Study panel', 'More', 'Close viewer']) {
    const box = (await button(page, name).boundingBox())!;
    expect([name, box.x >= 0 && box.x + box.width <= 360]).toEqual([name, true]);
  }
  for (const hidden of ['Fit to screen', 'Zoom in', 'Zoom out', 'Bookmark this page'])
    await expect(button(page, hidden)).toBeHidden();
  // It opens at FIT; Reset then Zoom in give 120 % × 1.25; FIT again.
  await viewer(page).getByText('Fit', { exact: true }).waitFor();
  await button(page, 'More').click();
  await viewer(page).getByRole('menuitem', { name: 'Reset zoom to 120%' }).click();
  await button(page, 'More').click();
  await viewer(page).getByRole('menuitem', { name: 'Zoom in' }).click();
  await expect(viewer(page).getByLabel('Zoom level')).toHaveText('150%');
  await button(page, 'More').click();
  await viewer(page).getByRole('menuitem', { name: /FIT/ }).click();
  await viewer(page).getByText('Fit', { exact: true }).waitFor();
  await button(page, 'More').click();
  await viewer(page).getByRole('menuitem', { name: 'Dark page' }).click();
  const image = viewer(page).getByTestId('pdf-page').locator('img').first();
  expect(await image.evaluate((c) => getComputedStyle(c).filter)).toContain('invert(1)');
  // The study panel opens over the page on a phone and its tabs are reachable.
  await button(page, 'Study panel').click();
  await viewer(page).getByRole('tab', { name: 'Bookmarks' }).click();
  await viewer(page)
    .getByText(/No bookmarks yet/)
    .waitFor();
});
