/**
 * A question the student can read on a phone (docs/domains/exams.md "Online tests"): a tap on the question,
 * the start of a pinch, or Enlarge opens its marked image over the whole window at twice the width the screen
 * shows it (reflowed on the phone, printed on the laptop), to pan and pinch; Back closes it and leaves the
 * student on the same question; on a laptop Enlarge
 * opens it and Escape closes it. At 360 × 780 (touch) and 1280 × 800, in English and हिंदी.
 */
import { twoFingers } from './support/browser';
import { expect, test } from './support/fixtures';
import { examOnScreen, STUDENT_SCREENS } from './support/student-screens';

const TEXT = {
  en: { enlarged: 'Question 1, enlarged', enlarge: 'Enlarge Question 1', close: 'Close' },
  hi: { enlarged: 'प्रश्न 1, बड़ा करके', enlarge: 'प्रश्न 1 बड़ा करें', close: 'बंद करें' },
} as const;

for (const screen of STUDENT_SCREENS)
  test(`${screen.lang} at ${screen.width} px: the question opens enlarged at twice its width, and ${screen.phone ? 'Back' : 'Escape'} closes it on the same question`, async ({
    signedInContext,
    platform,
  }) => {
    const text = TEXT[screen.lang];
    const { page, errors } = await examOnScreen(signedInContext, platform.url, screen, 'Zoom');
    // On the phone the question comes reflowed (Fit to screen, on until turned off), on the laptop printed.
    const screenQuestion = page.getByTestId('exam-screen');
    const shown = screen.phone
      ? screenQuestion.locator('[data-question-reflow]:not([data-reflow-empty])')
      : screenQuestion.locator('img[data-watermark]').first();
    if (screen.phone) await expect(shown).toBeVisible();
    else
      await expect
        .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    const before = (await shown.boundingBox())!;
    const url = page.url();

    if (screen.phone)
      await page
        .locator('[data-question-frame]')
        .first()
        .tap({ position: { x: 60, y: 80 } });
    else await page.getByRole('button', { name: text.enlarge }).click();
    const dialog = page.getByRole('dialog', { name: text.enlarged });
    await expect(dialog).toBeVisible();
    const zoomed = dialog.locator('img[data-zoomed]');
    await expect
      .poll(() => zoomed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const big = await zoomed.evaluate((img: HTMLImageElement) => ({
      width: img.getBoundingClientRect().width,
      natural: img.naturalWidth,
      watermark: img.dataset.watermark ?? '',
    }));
    // Twice the window's width, so the question's text is at least twice as tall as on the screen.
    expect(big.width).toBeGreaterThanOrEqual(2 * before.width - 1);
    // Drawn by the server at that width (not the small image stretched), and marked.
    expect(big.natural).toBeGreaterThanOrEqual(Math.min(1600, big.width));
    expect(big.watermark).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(dialog.getByRole('button', { name: text.close })).toBeFocused();

    if (screen.phone) await page.goBack();
    else await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(page.url()).toBe(url);
    await expect(shown).toBeVisible();

    if (screen.phone) {
      // Two fingers on the question (the start of a pinch) open it enlarged too.
      const frame = (await page.locator('[data-question-frame]').first().boundingBox())!;
      const touch = await twoFingers(page, frame.x + frame.width / 2, frame.y + frame.height / 2);
      await touch('touchStart', 60);
      await touch('touchEnd', 0);
      await expect(dialog).toBeVisible();
      await page.goBack();
      await expect(dialog).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
