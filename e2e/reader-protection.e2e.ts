/**
 * Protection (docs/domains/reading.md "Protection"): every blocked shortcut, the context menu, dragging, text
 * selection, copying (no text layer exists), printing (keys and a print stylesheet), and the server's
 * watermark burned into the page image pixels.
 */
import type { Page } from '@playwright/test';
import {
  bookIdOf,
  FREE_BOOK,
  markDifference,
  openAt,
  openFromCard,
  setProgress,
  studentCredentials,
  viewer,
  refetchPageImage,
  waitForPainted,
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
  // The mark is neutral ink like the page's text (nothing tells it from the text by colour), placed anew for
  // every reading session and page: two sessions' images of one page differ exactly where their marks are.
  // Each session in a browser context of its own (the same device): a new reader, a new reading session.
  const session = async () => {
    const context = await signedInContext(await studentCredentials(), false);
    const page = await context.newPage();
    const image = (n: number) =>
      page.waitForResponse((r) => new RegExp(`/api/reading/pages/${n}\\?w=`).test(r.url()) && r.ok());
    // Both awaited from the start: the reader may fetch the next page ahead.
    const [first, second] = [image(1), image(2)];
    await openAt(page, FREE_BOOK, 1);
    const one = await refetchPageImage(await first);
    await page.keyboard.press('ArrowRight');
    await waitForPainted(page, 2);
    const two = await refetchPageImage(await second);
    expect(one.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await context.close();
    return [one.bytes, two.bytes];
  };
  const earlier = await session();
  await setProgress(await studentCredentials(), await bookIdOf(FREE_BOOK.title), 1);
  const later = await session();
  for (const n of [0, 1]) {
    const diff = await markDifference(earlier[n], later[n]);
    // Marked: visible strokes in the pixels, over the whole page, not in one corner. The hidden mark is the
    // account's (the same in both sessions), so what differs is the visible mark alone: about 30 % of its
    // pixels dark ink, the rest the strokes' anti-aliased edges.
    expect(diff.share).toBeGreaterThan(0.002);
    expect(diff.inked).toBeGreaterThan(0.2);
    expect(diff.widthSpan).toBeGreaterThan(0.5);
    expect(diff.heightSpan).toBeGreaterThan(0.5);
  }
});
