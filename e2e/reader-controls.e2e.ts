/**
 * The viewer's controls and keys (docs/domains/reading.md "The viewer", "Viewer states", "Viewer limits") in
 * real Chromium on a real PDF (physics.pdf, the free 8-page class11 book), opened the real way: Read Now on
 * its card. On a narrow screen and a 360-px phone: reader-controls-narrow.e2e.ts.
 */
import { collectErrors } from './support/browser';
import {
  FREE_BOOK,
  openAt,
  openFromCard,
  pageImageSize,
  pageLabel,
  studentCredentials,
  viewer,
  waitForPainted,
  zoomLabel,
} from './support/reader-helpers';
import { expect, test } from './support/fixtures';
import { expectPage, expectZoom, button, startOnPageOne } from './support/reader-controls';

startOnPageOne();

test('title, page count, navigation by buttons, keys and the clamped page number; 150 ms transition lock', async ({
  signedInContext,
}) => {
  const page = await (
    await signedInContext(await studentCredentials(), false, { deviceScaleFactor: 2 })
  ).newPage();
  const errors = collectErrors(page);
  await openAt(page, FREE_BOOK, 1);
  await viewer(page).getByRole('heading', { name: FREE_BOOK.title }).waitFor();
  await expectPage(page, 1);

  // Default zoom 1.2 on a wide screen; the server image is at least the device pixel ratio (2 here), snapped
  // up to one of the server's widths.
  expect(await zoomLabel(page)).toBe('120%');
  const size = await pageImageSize(page);
  expect(size.width / size.cssWidth).toBeGreaterThanOrEqual(1.99);
  expect(size.width / size.cssWidth).toBeLessThan(2 * 1.34);
  expect([480, 720, 960, 1280, 1600, 2048, 2560]).toContain(size.width);
  await expect(page.getByTestId('pdf-page')).toHaveCount(1);

  await button(page, 'Next page').click();
  await expectPage(page, 2);
  await button(page, 'Previous page').click();
  await expectPage(page, 1);
  await expect(button(page, 'Previous page')).toBeDisabled();

  for (const [key, n] of [
    ['ArrowRight', 2],
    ['PageDown', 3],
    ['ArrowLeft', 2],
    ['PageUp', 1],
  ] as const) {
    await page.keyboard.press(key);
    await expectPage(page, n);
  }

  // Two changes inside 150 ms: the second is ignored; after the transition a change goes through again.
  const during = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        // Watch for the transition flag from before the presses, so a slow frame cannot miss it.
        const observer = new MutationObserver(() => {
          if (document.querySelector('[data-testid="pdf-page"][data-transition="true"]')) {
            observer.disconnect();
            resolve('true');
          }
        });
        observer.observe(document, { subtree: true, attributes: true, childList: true });
        setTimeout(() => resolve('never'), 2000);
        for (let i = 0; i < 2; i += 1)
          window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      }),
  );
  expect(during).toBe('true');
  await expectPage(page, 2);
  expect(await pageLabel(page)).toBe('Page 2 of 8');
  await page.keyboard.press('ArrowRight');
  await expectPage(page, 3);

  // The page number clamps to 1..total (docs/domains/reading.md "Viewer limits").
  const input = viewer(page).getByLabel('Page number');
  await input.fill('999');
  await input.press('Enter');
  await expectPage(page, FREE_BOOK.pages);
  await expect(input).toHaveValue('8');
  await expect(button(page, 'Next page')).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  expect(await pageLabel(page)).toBe('Page 8 of 8');
  await input.fill('0');
  await input.press('Enter');
  await expectPage(page, 1);
  await expect(input).toHaveValue('1');
  await input.fill('-4');
  await expect(input).toHaveValue('4');
  await input.press('Enter');
  await expectPage(page, 4);
  expect(errors).toEqual([]);
});

test('zoom: steps of 1.25 within 0.5..5, keys, 100% reset, FIT capped at 1.5 with its indicator, dark page', async ({
  signedInContext,
}) => {
  const page = await (await signedInContext(await studentCredentials(), false)).newPage();
  await openAt(page, FREE_BOOK, 1);
  await expectZoom(page, '120%');

  await button(page, 'Zoom in').click();
  await expectZoom(page, '150%');
  await button(page, 'Zoom out').click();
  await expectZoom(page, '120%');

  // Up to the 5 (500 %) ceiling with + and =, then down to the 0.5 floor with -.
  for (const [key, percent] of [
    ['+', '150%'],
    ['=', '188%'],
    ['+', '234%'],
    ['+', '293%'],
    ['+', '366%'],
    ['+', '458%'],
    ['+', '500%'],
  ] as const) {
    await page.keyboard.press(key);
    await expectZoom(page, percent);
  }
  await expect(button(page, 'Zoom in')).toBeDisabled();
  await page.keyboard.press('+');
  await expectZoom(page, '500%');
  // Above 2560 px only the visible 1024-px tiles are fetched, over the largest whole page.
  await viewer(page).locator('[data-tile]').first().waitFor();
  await waitForPainted(page, 1);
  const big = await pageImageSize(page);
  expect(big.cssWidth).toBeGreaterThan(612 * 4.9);
  const tiles = await viewer(page).locator('[data-tile]').count();
  expect(tiles).toBeGreaterThan(0);
  expect(tiles).toBeLessThan(Math.ceil(3840 / 1024) * Math.ceil((3840 * 792) / 612 / 1024));
  expect(big.width).toBe(2560);
  await page.keyboard.press('0');
  await expectZoom(page, '120%');
  for (const percent of ['96%', '77%', '61%', '50%']) {
    await page.keyboard.press('-');
    await expectZoom(page, percent);
  }
  await expect(button(page, 'Zoom out')).toBeDisabled();
  await page.keyboard.press('-');
  await expectZoom(page, '50%');
  await button(page, 'Reset zoom to 120%').click();
  await expectZoom(page, '120%');

  // FIT: the page fits the box (here under 1.5), with the Fit indicator; a huge screen caps it at 150 %.
  await button(page, 'Fit to screen').click();
  const fitBadge = viewer(page).getByText('Fit', { exact: true });
  await fitBadge.waitFor();
  await page.waitForFunction(
    () => document.querySelector('[aria-label="Zoom level"]')?.textContent !== '120%',
  );
  const fit = Number.parseInt(await zoomLabel(page), 10);
  expect(fit).toBeGreaterThan(50);
  expect(fit).toBeLessThan(150);
  await page.setViewportSize({ width: 2400, height: 3200 });
  await expectZoom(page, '150%');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectZoom(page, `${fit}%`);
  await button(page, 'Reset zoom to 120%').click();
  await expectZoom(page, '120%');
  await fitBadge.waitFor({ state: 'detached' });

  // Dark page: an inverted page; the toggle reads Light page while dark.
  await button(page, 'Dark page').click();
  const image = viewer(page).getByTestId('pdf-page').locator('img').first();
  expect(await image.evaluate((c) => getComputedStyle(c).filter)).toContain('invert(1)');
  await button(page, 'Light page').click();
  expect(await image.evaluate((c) => getComputedStyle(c).filter)).toBe('none');
});

test('fullscreen hides the controls after 3 s without pointer activity; f toggles; Escape and Close close', async ({
  signedInContext,
}) => {
  const page = await (await signedInContext(await studentCredentials(), false)).newPage();
  await openAt(page, FREE_BOOK, 1);

  await button(page, 'Fullscreen').click();
  const since = Date.now();
  await button(page, 'Exit fullscreen').waitFor();
  await viewer(page).locator('header[aria-hidden="true"]').waitFor({ timeout: 8000 });
  const hiddenAfter = Date.now() - since;
  expect(hiddenAfter).toBeGreaterThanOrEqual(2900);
  expect(hiddenAfter).toBeLessThan(6000);
  // The bar fades out over 200 ms after aria-hidden is set: wait for the end of the fade.
  await expect(viewer(page).locator('header')).toHaveCSS('opacity', '0', { timeout: 2000 });

  // Pointer activity shows them again, and the 3 s start over.
  await page.mouse.move(640, 500);
  await page.mouse.move(650, 520);
  await viewer(page).locator('header:not([aria-hidden])').waitFor();
  await viewer(page).locator('header[aria-hidden="true"]').waitFor({ timeout: 6000 });

  await page.keyboard.press('f');
  await button(page, 'Fullscreen').waitFor();
  await viewer(page).locator('header:not([aria-hidden])').waitFor();
  await page.keyboard.press('f');
  await button(page, 'Exit fullscreen').waitFor();
  // A quick "f f" (out, and back in before the browser has left fullscreen) ends in fullscreen.
  await page.keyboard.press('f');
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await button(page, 'Exit fullscreen').waitFor();
  await page.keyboard.press('f');
  await button(page, 'Fullscreen').waitFor();

  await page.keyboard.press('Escape');
  await viewer(page).waitFor({ state: 'detached' });

  await openFromCard(page, FREE_BOOK);
  await button(page, 'Close viewer').click();
  await viewer(page).waitFor({ state: 'detached' });
});
