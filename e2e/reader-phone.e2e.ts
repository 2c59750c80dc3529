/**
 * The viewer on a phone (360 px, touch), opened the real way from the free class11 book's card: one toolbar
 * row, a swipe turns the page (after the 150 ms transition, like the arrows), the phone's Back closes the
 * viewer and leaves the page behind as it was, the page behind is inert while the viewer is open, FIT is
 * remembered on the device, and the reset button says what it does.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { FREE_BOOK, openFromCard, viewer, waitForPainted } from './support/reader-helpers';
import { expect, test } from './support/fixtures';
import { registerStudent } from './support/store-session';

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

const button = (page: Page, name: string) => viewer(page).getByRole('button', { name, exact: true });

/**
 * A one-finger swipe across the page from `fromX` to `toX` (CSS px), in 6 steps 40 ms apart by their
 * event times. Each step carries its own timestamp, which the page reads as the event's `timeStamp`, so
 * the gesture lasts 280 ms to the viewer however slowly a busy machine delivers the steps (without them,
 * slow round trips once pushed a swipe past the viewer's 700-ms limit and the page did not turn).
 */
async function swipe(context: BrowserContext, page: Page, fromX: number, toX: number) {
  const cdp = await context.newCDPSession(page);
  const stage = (await viewer(page).locator('main').boundingBox())!;
  const y = stage.y + stage.height / 2;
  const start = Date.now() / 1000;
  const at = (step: number) => start + step * 0.04;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: fromX, y, id: 1 }],
    timestamp: at(0),
  });
  for (let i = 1; i <= 6; i += 1) {
    const x = fromX + ((toX - fromX) * i) / 6;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y, id: 1 }],
      timestamp: at(i),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at(7) });
  await cdp.detach();
}

test('360-px phone: one toolbar row, swipe turns pages, Back closes the viewer and keeps the page behind', async ({
  signedInContext,
}) => {
  const student = await registerStudent('Swipe Reader');
  // DPR 1: at 120 % the 612-pt page is one 1,600-px image, not tiles.
  const context = await signedInContext(student, false, { ...PHONE, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await openFromCard(page, FREE_BOOK);
  await waitForPainted(page, 1);

  // One row: every control of the bar shares the bar's single line.
  const bar = viewer(page).locator('header');
  const barBox = (await bar.boundingBox())!;
  expect(barBox.height).toBeLessThanOrEqual(64);
  for (const name of ['Previous page', 'Next page', 'Study panel', 'More', 'Close viewer']) {
    const box = (await button(page, name).boundingBox())!;
    expect([name, box.y >= barBox.y && box.y + box.height <= barBox.y + barBox.height]).toEqual([name, true]);
  }

  // The page behind is inert (no focus, hidden from assistive technology) while the viewer is open.
  await expect(page.locator('#main-content')).toHaveAttribute('inert', '');
  await expect(page.locator('#root > header')).toHaveAttribute('inert', '');
  await expect(page.locator('#root > footer')).toHaveAttribute('inert', '');

  // A phone opens the book at FIT, the whole page on screen: swipe left, next page; swipe right, back
  // again; a short drag, nothing.
  await expect(viewer(page).getByText('Fit', { exact: true })).toBeVisible();
  await swipe(context, page, 300, 80);
  await waitForPainted(page, 2);
  await expect(viewer(page).getByText('Page 2 of 8', { exact: true })).toBeVisible();
  await swipe(context, page, 80, 300);
  await waitForPainted(page, 1);
  await swipe(context, page, 200, 170);
  await page.waitForTimeout(400);
  await expect(viewer(page).getByText('Page 1 of 8', { exact: true })).toBeVisible();

  // Zoomed wider than the screen, a swipe pans the page first; from its right edge it turns the page.
  await button(page, 'More').click();
  await viewer(page).getByRole('menuitem', { name: 'Reset zoom to 120%' }).click();
  await waitForPainted(page, 1);
  const stage = viewer(page).locator('main');
  await stage.evaluate((el) => el.scrollTo({ left: 0 }));
  await swipe(context, page, 300, 200);
  await page.waitForTimeout(400);
  await expect(viewer(page).getByText('Page 1 of 8', { exact: true })).toBeVisible();
  await stage.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await swipe(context, page, 300, 80);
  await waitForPainted(page, 2);
});

test('Back closes the viewer first and leaves the page behind unchanged; Close then Back leaves the page', async ({
  signedInContext,
  platform,
}) => {
  const student = await registerStudent('Back Reader');
  const context = await signedInContext(student, false, PHONE);
  const page = await context.newPage();
  await page.goto(`${platform.url}/faq`);
  await page.goto(`${platform.url}${FREE_BOOK.route}`);
  const card = page.locator('article', { hasText: FREE_BOOK.title });
  await card.scrollIntoViewIfNeeded();
  const url = page.url();
  await card.getByRole('button', { name: 'Read Now' }).first().click();
  await waitForPainted(page, 1);
  // The page behind as the viewer covers it, once the covers above the fold have loaded (they may shift it
  // as they arrive). Not `networkidle`: the open viewer keeps fetching the pages ahead, so the network
  // may never rest for 500 ms on a busy machine.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('#main-content img')]
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
      .every((img) => img.complete),
  );
  const scrolled = await page.evaluate(() => window.scrollY);
  const cardTop = (await card.boundingBox())!.y;

  await page.goBack();
  await expect(viewer(page)).toHaveCount(0);
  expect(page.url()).toBe(url);
  // Where the student was: same scroll offset, the card where it was on the screen.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect((await card.boundingBox())!.y).toBe(cardTop);
  await expect(page.locator('#main-content')).not.toHaveAttribute('inert', '');

  // Closed by its button, the viewer leaves no history entry behind: Back leaves the class page.
  await card.getByRole('button', { name: 'Read Now' }).first().click();
  await waitForPainted(page, 1);
  await button(page, 'Close viewer').click();
  await expect(viewer(page)).toHaveCount(0);
  expect(page.url()).toBe(url);
  await page.goBack();
  await expect(page).toHaveURL(`${platform.url}/faq`);
});

test('FIT chosen on this device is remembered for the next book opened', async ({ signedInContext }) => {
  const student = await registerStudent('Fit Reader');
  const context = await signedInContext(student, false, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openFromCard(page, FREE_BOOK);
  await waitForPainted(page, 1);
  await expect(viewer(page).getByText('Fit', { exact: true })).toHaveCount(0);
  // A modal dialog: focus is inside it while it is open...
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await button(page, 'Fit to screen').click();
  await expect(viewer(page).getByText('Fit', { exact: true })).toBeVisible();
  await button(page, 'Close viewer').click();
  await expect(viewer(page)).toHaveCount(0);
  // ...and back on the Read Now button that opened it once it closes.
  await expect(
    page.locator('article', { hasText: FREE_BOOK.title }).getByRole('button', { name: 'Read Now' }).first(),
  ).toBeFocused();

  await openFromCard(page, FREE_BOOK);
  await waitForPainted(page, 1);
  await expect(viewer(page).getByText('Fit', { exact: true })).toBeVisible();
  // Back to a number zoom: forgotten again.
  await button(page, 'Reset zoom to 120%').click();
  await button(page, 'Close viewer').click();
  await openFromCard(page, FREE_BOOK);
  await waitForPainted(page, 1);
  await expect(viewer(page).getByText('Fit', { exact: true })).toHaveCount(0);
});
