/**
 * Hindi drawn in letters, never in boxes (docs/languages.md "Font"): on a machine whose own fonts have no
 * Devanagari (a Linux desktop, this one), every Devanagari letter the interface shows is drawn by the
 * shell's Devanagari face, in the page itself and in every remote's own styles (the store, the exam screen,
 * the reader), not only in a canvas. Chrome reports, for each element, which fonts drew how many of its
 * glyphs (DevTools protocol `CSS.getPlatformFontsForNode`): a letter no listed face drew comes from the
 * first system font as an empty box.
 */
import type { CDPSession, Page } from '@playwright/test';
import { DEVANAGARI_FAMILY } from '@exam/web-platform/constants/theme-init';
import { expect, test } from './support/fixtures';
import { PHONE, settle } from './support/hindi-page';
import { FREE_BOOK, waitForPainted } from './support/reader-helpers';
import { registerStudent } from './support/store-session';
import { examOnScreen, languageScript, screenOptions, STUDENT_SCREENS } from './support/student-screens';

/**
 * An element with Devanagari in its own text: its whole text (with its descendants'), how many of those
 * characters are not Devanagari, how many glyphs fonts other than the Devanagari face drew, and every font.
 */
type Drawn = { text: string; latin: number; others: number; fonts: string[]; where: string };

/** Whether Chrome drew with the shell's web face (the cut and the whole face share their family name). */
const isDevanagariFace = (f: { familyName: string; isCustomFont: boolean }) =>
  f.isCustomFont && f.familyName === DEVANAGARI_FAMILY;

/**
 * Every visible element with Devanagari in its own text nodes (at most `limit`), with the glyphs Chrome
 * drew of its text (its descendants' too) by font. The web faces are named by the font's own family,
 * `Noto Sans Devanagari`, for the cut and the whole face alike.
 */
async function devanagariDrawing(page: Page, limit = 60): Promise<Drawn[]> {
  const texts = await page.evaluate((limit) => {
    for (const el of document.querySelectorAll('[data-glyph-probe]')) el.removeAttribute('data-glyph-probe');
    // A line cut with an ellipsis reports glyphs of its whole text and of the cut one: clipped, it reports
    // the drawn ones once. The fonts are the same.
    if (!document.getElementById('glyph-probe-clip')) {
      const clip = document.head.appendChild(document.createElement('style'));
      clip.id = 'glyph-probe-clip';
      clip.textContent = '*{text-overflow:clip!important}';
    }
    const found: { text: string; where: string }[] = [];
    let n = 0;
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      if (!/[\u0900-\u097f]/.test(own) || !el.checkVisibility() || n >= limit) continue;
      el.setAttribute('data-glyph-probe', String(n++));
      // A pseudo-element's text (a status line's reserved width) is drawn, and counted, with the element's.
      const pseudo = ['::before', '::after']
        .map((p) => /^"(.*)"$/.exec(getComputedStyle(el, p).content)?.[1] ?? '')
        .join('');
      found.push({
        text: (el.textContent ?? '') + pseudo,
        where: `<${el.tagName.toLowerCase()}> in ${getComputedStyle(el).fontFamily}`,
      });
    }
    return found;
  }, limit);
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  // The probes in document order, the order they were numbered in.
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-glyph-probe]',
  });
  const drawn: Drawn[] = [];
  for (const [i, nodeId] of nodeIds.entries()) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const { text, where } = texts[i];
    drawn.push({
      text,
      where,
      latin: text.replace(/[\u0900-\u097f\u200c\u200d]/g, '').length,
      others: fonts.filter((f) => !isDevanagariFace(f)).reduce((sum, f) => sum + f.glyphCount, 0),
      fonts: fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web)' : ''}: ${f.glyphCount}`),
    });
  }
  await cdp.detach();
  return drawn;
}

/**
 * The elements some of whose Devanagari letters no Devanagari face drew: other fonts drew more glyphs than
 * the text has characters that are not Devanagari (each such character is one glyph at most).
 */
const boxed = (drawn: Drawn[]) => drawn.filter((d) => d.others > d.latin);

/**
 * Expects more than `least` elements with Devanagari on `page`, every one drawn in the face. Polled for
 * a while: a face that has just loaded is drawn at the next layout, after `document.fonts.ready`.
 */
async function expectLetters(page: Page, least: number): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  let drawn: Drawn[] = [];
  await expect
    .poll(async () => boxed((drawn = await devanagariDrawing(page))), { timeout: 5_000 })
    .toEqual([]);
  expect(drawn.length).toBeGreaterThan(least);
}

test('हिंदी at 360 px: the store’s header, shelves and footer draw every Devanagari letter in the web face', async ({
  newContext,
  platform,
}) => {
  const context = await newContext({ viewport: { width: PHONE, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
  const page = await context.newPage();
  await settle(page, '/', 'h1', platform.url);
  await expectLetters(page, 10);
});

test('हिंदी at 360 px: the exam screen, whose styles name the theme’s font themselves, draws Devanagari in the web face', async ({
  signedInContext,
  platform,
}) => {
  const screen = STUDENT_SCREENS.find((s) => s.phone && s.lang === 'hi')!;
  const { page } = await examOnScreen(signedInContext, platform.url, screen, 'Glyph Reader');
  await expect(page.getByTestId('exam-screen')).toBeVisible();
  await expectLetters(page, 5);
});

test('हिंदी at 360 px: the reader’s toolbar, whose styles name the theme’s font themselves, draws Devanagari in the web face', async ({
  signedInContext,
  platform,
}) => {
  const screen = STUDENT_SCREENS.find((s) => s.phone && s.lang === 'hi')!;
  const student = await registerStudent('Glyph Book Reader');
  const context = await signedInContext(student, false, screenOptions(screen), languageScript(screen));
  const page = await context.newPage();
  await page.goto(`${platform.url}${FREE_BOOK.route}`);
  await page
    .locator('article', { hasText: FREE_BOOK.title })
    .getByRole('button', { name: 'अभी पढ़ें' })
    .first()
    .click();
  await waitForPainted(page, 1);
  // Inside the viewer only: its own styles, not the page's behind it.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('body > *'))
      if (!el.querySelector('[data-testid="pdf-viewer"]')) el.remove();
  });
  await expectLetters(page, 2);
});
