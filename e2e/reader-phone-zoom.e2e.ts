/**
 * The reader on a phone opens a book at its width (FIT) so no line runs off the right edge, and each book
 * opens again at the zoom it was last read at on the device; on a laptop a new book opens at 120 %. In
 * English and हिंदी, opened the real way from the free class11 book's card.
 */
import type { Page } from '@playwright/test';
import { FREE_BOOK, viewer, waitForPainted } from './support/reader-helpers';
import { languageScript, screenOptions, STUDENT_SCREENS } from './support/student-screens';
import { expect, test } from './support/fixtures';
import { registerStudent } from './support/store-session';

const WORDS = {
  en: {
    read: 'Read Now',
    more: 'More',
    zoomIn: 'Zoom in',
    close: 'Close viewer',
    level: 'Zoom level',
    fit: 'Fit',
  },
  hi: {
    read: 'अभी पढ़ें',
    more: 'और विकल्प',
    zoomIn: 'ज़ूम बढ़ाएँ',
    close: 'व्यूअर बंद करें',
    level: 'ज़ूम स्तर',
    fit: 'फ़िट',
  },
} as const;

/** The toolbar's Fit badge (in Hindi the FIT button reads the same word, so the badge is found by its tag). */
const fitBadge = (page: Page, words: (typeof WORDS)['en' | 'hi']) =>
  viewer(page)
    .locator('span')
    .filter({ hasText: new RegExp(`^${words.fit}$`) });

async function open(page: Page, base: string, words: (typeof WORDS)['en' | 'hi']) {
  await page.goto(`${base}${FREE_BOOK.route}`);
  const read = page
    .locator('article', { hasText: FREE_BOOK.title })
    .getByRole('button', { name: words.read });
  await read.first().click();
  await viewer(page).waitFor();
  await waitForPainted(page, 1);
}

for (const screen of STUDENT_SCREENS) {
  test(`a book opens at ${screen.phone ? "the phone's width" : '120 %'} and again at the zoom it was read at (${screen.lang}, ${screen.width} px)`, async ({
    signedInContext,
    platform,
  }) => {
    const words = WORDS[screen.lang];
    const student = await registerStudent(`Zoom Reader ${screen.lang} ${screen.width}`);
    const context = await signedInContext(student, false, screenOptions(screen), languageScript(screen));
    const page = await context.newPage();
    // The shell opens the reading session while the reader's code downloads, with the view hint of the
    // zoom the viewer opens at; the viewer takes that session (one call) and asks for the hinted width.
    const sessions: { view?: object }[] = [];
    const widths: number[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.method() === 'POST' && url.pathname === '/api/reading/sessions') sessions.push(r.postDataJSON());
      if (url.pathname === '/api/reading/pages/1') widths.push(Number(url.searchParams.get('w')));
    });
    await open(page, platform.url, words);
    expect(sessions).toHaveLength(1);
    const ratio = screen.phone ? 2 : 1; // DPR 1, doubled on a narrow screen
    expect(sessions[0].view).toEqual(
      screen.phone ? { imageWidth: screen.width * ratio } : { pixelsPerPoint: 1.2 },
    );
    expect(widths.length).toBeGreaterThan(0);
    const level = viewer(page).getByLabel(words.level);
    const stage = viewer(page).locator('main');
    const img = viewer(page).getByTestId('pdf-page').locator('img').first();

    // The viewer's faint SECURE VIEWER line lies in the page's top margin, on one line, not over the text.
    const mark = (await viewer(page).getByTestId('page-mark').first().boundingBox())!;
    const sheet = (await img.boundingBox())!;
    expect(mark.y + mark.height).toBeLessThanOrEqual(sheet.y + sheet.height * 0.06);
    expect(mark.height).toBeLessThan(24);

    if (screen.phone) {
      // FIT: the whole width of the page is on the screen, and the stage has nothing to pan sideways.
      await expect(fitBadge(page, words)).toBeVisible();
      const box = (await img.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
      expect(box.width).toBeGreaterThan(screen.width * 0.8);
      expect(await stage.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    } else {
      await expect(level).toHaveText('120%');
    }

    // The student zooms in twice, closes the book, and opens it again: it comes back at that zoom.
    for (let i = 0; i < 2; i += 1) {
      if (screen.phone) {
        await viewer(page).getByRole('button', { name: words.more, exact: true }).click();
        await viewer(page).getByRole('menuitem', { name: words.zoomIn }).click();
      } else {
        await viewer(page).getByRole('button', { name: words.zoomIn, exact: true }).click();
      }
    }
    const chosen = (await level.textContent())!;
    expect(chosen).not.toBe(screen.phone ? '' : '120%');
    await expect(fitBadge(page, words)).toHaveCount(0);
    await viewer(page).getByRole('button', { name: words.close, exact: true }).click();
    await expect(viewer(page)).toHaveCount(0);
    await open(page, platform.url, words);
    await expect(level).toHaveText(chosen);
    await expect(fitBadge(page, words)).toHaveCount(0);
  });
}
