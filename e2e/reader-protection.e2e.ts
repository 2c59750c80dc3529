/**
 * Protection (SPEC 2 "Protection"): every blocked shortcut, the context menu, dragging, text
 * selection, printing (keys and a print stylesheet), and the tiled watermark in the canvas pixels.
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
  const canvas = viewer(page).locator('canvas');
  await canvas.click({ button: 'right', force: true });
  expect(await lastProbe(page)).toMatchObject({ type: 'contextmenu', prevented: true });
  const dragAllowed = await canvas.evaluate((c) =>
    c.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true })),
  );
  expect(dragAllowed).toBe(false);
  expect(await lastProbe(page)).toMatchObject({ type: 'dragstart', prevented: true });

  // Text is not selectable: the overlay is user-select none, and a triple click selects nothing.
  expect(await viewer(page).evaluate((el) => getComputedStyle(el).userSelect)).toBe('none');
  await viewer(page).getByRole('heading', { name: FREE_BOOK.title }).click({ clickCount: 3 });
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

test('the watermark is drawn into the canvas pixels, tiled over the whole page, on every page', async ({
  signedInContext,
}) => {
  const page = await (await signedInContext(await studentCredentials(), false)).newPage();
  await openAt(page, FREE_BOOK, 1);
  const first = '1';
  expect(await watermarkShare(page)).toBeGreaterThan(0.002);

  // Tiled: every horizontal band of the canvas carries faint slate pixels of the mark.
  const bands = await viewer(page)
    .locator('canvas')
    .evaluate((c: HTMLCanvasElement) => {
      const ctx = c.getContext('2d')!;
      const shares: number[] = [];
      for (let band = 0; band < 4; band += 1) {
        const y = Math.floor((band * c.height) / 4);
        const { data } = ctx.getImageData(0, y, c.width, Math.floor(c.height / 4));
        let tinted = 0;
        for (let i = 0; i < data.length; i += 4)
          if (data[i] > 170 && data[i] < 252 && data[i + 2] - data[i] >= 2) tinted += 1;
        shares.push(tinted / (data.length / 4));
      }
      return shares;
    });
  for (const share of bands) expect(share).toBeGreaterThan(0.001);

  // The next page is watermarked too (drawn with each render, not once).
  await page.keyboard.press('ArrowRight');
  await waitForPainted(page, Number(first) + 1);
  expect(await watermarkShare(page)).toBeGreaterThan(0.002);
});
