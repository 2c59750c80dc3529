/**
 * On a 1280 × 800 laptop the options stay in view under a question with a figure (docs/domains/exams.md
 * "Online tests"): the demo test's question 1 (a circuit, about a third of a page) shows all four options, named as
 * the paper prints them, without scrolling, in English and हिंदी.
 */
import { expect, test } from './support/fixtures';
import { examOnScreen, STUDENT_SCREENS } from './support/student-screens';

const OPTION = { en: 'Option', hi: 'विकल्प' } as const;

for (const screen of STUDENT_SCREENS.filter((s) => !s.phone))
  test(`${screen.lang} at ${screen.width} × ${screen.height}: question 1's four options are on screen without scrolling`, async ({
    signedInContext,
    platform,
  }) => {
    const { page, errors } = await examOnScreen(signedInContext, platform.url, screen, 'Options');
    const image = page.getByTestId('exam-screen').locator('img[data-watermark]').first();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    for (const n of [1, 2, 3, 4])
      await expect(page.getByRole('radio', { name: `${OPTION[screen.lang]} (${n})` })).toBeInViewport({
        ratio: 1,
      });
    // Nothing was scrolled to get there: the page and the question's pane are at their top.
    expect(
      await page.evaluate(() =>
        [window.scrollY, ...[...document.querySelectorAll('main, section')].map((e) => e.scrollTop)].every(
          (y) => y === 0,
        ),
      ),
    ).toBe(true);
    // And the options are above the action bar, not under it.
    const bar = await page.getByRole('button', { name: /^(Save & Next|सेव एंड नेक्स्ट)$/ }).boundingBox();
    const last = await page
      .getByRole('radio', { name: `${OPTION[screen.lang]} (4)` })
      .locator('xpath=..')
      .boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);
    expect(errors).toEqual([]);
  });
