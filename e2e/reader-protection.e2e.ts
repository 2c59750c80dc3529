/**
 * Protection (SPEC 2 "Protection"): every blocked shortcut, the context menu, dragging, text
 * selection, copying (no text layer exists), printing (keys and a print stylesheet), and the server's
 * watermark burned into the page image pixels.
 */
import type { Page } from '@playwright/test';
import {
  bookIdOf,
  FREE_BOOK,
  openAt,
  openFromCard,
  setProgress,
  studentCredentials,
  viewer,
  waitForPainted,
  watermarkShare,
} from './support/reader-helpers';
import { expect, test } from './support/fixtures';

test.beforeAll(async () => {
  await setProgress(await studentCredentials(), await bookIdOf(FREE_BOOK.title), 1);
});

/**
 * Registered before the app's own listeners: records each keydown/contextmenu/dragstart and, once every
 * listener has run, whether it was default-prevented; and whether it reached the document at all.
 */
const PROBE = `
  window.__probe = [];
  for (const type of ['keydown', 'contextmenu', 'dragstart']) {
    window.addEventListener(type, (e) => {
      const entry = { type, key: e.key || '', reachedDocument: false, prevented: null };
      window.__probe.push(entry);
      setTimeout(() => { entry.prevented = e.defaultPrevented; }, 0);
    }, true);
    document.addEventListener(type, (e) => {
      const last = window.__probe[window.__probe.length - 1];
      if (last) last.reachedDocument = true;
    }, true);
  }
`;

interface ProbeEntry {
  type: string;
  key: string;
  reachedDocument: boolean;
  prevented: boolean | null;
}

async function lastProbe(page: Page): Promise<ProbeEntry> {
  await page.waitForFunction(() => {
    const p = (window as unknown as { __probe: ProbeEntry[] }).__probe;
    return p.length > 0 && p[p.length - 1].prevented !== null;
  });
  return page.evaluate(() => {
    const p = (window as unknown as { __probe: ProbeEntry[] }).__probe;
    return p[p.length - 1];
  });
}

const BLOCKED = [
  'Control+s',
  'Control+p',
  'Control+u',
  'Control+c',
  'F12',
  'Control+Shift+I',
  'Control+Shift+J',
  'Control+Shift+C',
  'Meta+s',
  'Meta+p',
];

test('blocks each shortcut, the context menu and dragging; nothing is selectable; printing shows no page', async ({
  signedInContext,
}) => {
  const page = await (await signedInContext(await studentCredentials(), false, {}, PROBE)).newPage();
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await openFromCard(page, FREE_BOOK);
  await page.locator('[data-testid="pdf-page"][data-painted]:not([data-painted="0"])').waitFor();

  for (const shortcut of BLOCKED) {
    await page.keyboard.press(shortcut);
    const entry = await lastProbe(page);
    expect({ shortcut, prevented: entry.prevented, reachedDocument: entry.reachedDocument }).toEqual({
      shortcut,
      prevented: true,
      reachedDocument: false,
    });
  }
  // A key with no rule keeps its default: the blocking is targeted.
  await page.keyboard.press('x');
  expect((await lastProbe(page)).prevented).toBe(false);

  // Context menu (a real right click on the page) and dragging.
  const image = viewer(page).getByTestId('pdf-page').locator('img').first();
  await expect(image).toHaveAttribute('draggable', 'false');
  await image.click({ button: 'right', force: true });
  expect(await lastProbe(page)).toMatchObject({ type: 'contextmenu', prevented: true });
  const dragAllowed = await image.evaluate((c) =>
    c.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true })),
  );
  expect(dragAllowed).toBe(false);
  expect(await lastProbe(page)).toMatchObject({ type: 'dragstart', prevented: true });

  // Text is not selectable: the overlay is user-select none, and a triple click selects nothing.
  expect(await viewer(page).evaluate((el) => getComputedStyle(el).userSelect)).toBe('none');
  await viewer(page).getByRole('heading', { name: FREE_BOOK.title }).click({ clickCount: 3 });
  // No text layer reaches the browser: the page is images only, with no text of the book in the DOM.
  const pageText = await viewer(page)
    .getByTestId('pdf-page')
    .evaluate((el) => el.textContent ?? '');
  expect(pageText.replace(/SECURE VIEWER|\d{2} \w{3} \d{4}|[^\s]+@[^\s]+|·/g, '').trim()).toBe('');
  await expect(viewer(page).getByTestId('pdf-page').locator('canvas, svg, [class*="textLayer"]')).toHaveCount(
    0,
  );
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');

  // Printing: the print stylesheet hides the whole document and says why.
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => ({
    visible: Array.from(document.body.children).filter((el) => getComputedStyle(el).display !== 'none')
      .length,
    notice: getComputedStyle(document.body, '::before').content,
  }));
  expect(printed).toEqual({ visible: 0, notice: '"Printing is disabled in the secure viewer."' });
  await page.emulateMedia({ media: 'screen' });
  expect(dialogs).toBe(0);

  // Once the viewer closes, the store's page behaves normally again.
  await page.keyboard.press('Escape');
  await viewer(page).waitFor({ state: 'detached' });
  await page.keyboard.press('Control+c');
  expect((await lastProbe(page)).prevented).toBe(false);
  await page.emulateMedia({ media: 'print' });
  expect(await page.evaluate(() => getComputedStyle(document.body, '::before').content)).toBe('none');
});

test("the server's mark is burned into the image pixels over the whole page, on every page", async ({
  signedInContext,
}) => {
  // At DPR 2 (1600-px images): at 960 px the mark's thin 11-px text loses its slate tint to WebP's
  // chroma subsampling, and the tint is how the pixels tell the mark from black page content.
  const page = await (
    await signedInContext(await studentCredentials(), false, { deviceScaleFactor: 2 })
  ).newPage();
  await openAt(page, FREE_BOOK, 1);
  expect(await watermarkShare(page)).toBeGreaterThan(0.002);
  // Over the whole page: several bands of the image carry faint slate pixels of the mark.
  const bands = [];
  for (const band of [0, 3, 6, 9]) bands.push(await watermarkShare(page, band));
  expect(bands.filter((share) => share > 0.0005).length).toBeGreaterThanOrEqual(3);
  // The next page is marked too (the server composites every image it sends).
  await page.keyboard.press('ArrowRight');
  await waitForPainted(page, 2);
  expect(await watermarkShare(page)).toBeGreaterThan(0.002);
});
