/**
 * A question the student can read on a phone (docs/domains/exams.md "Reading a question on a phone"): on a
 * 360-px phone the printed question's text is too small, so Fit to screen, on until the student turns it
 * off, lays its words out again at the screen's width as pieces of the marked image, its letters at least
 * 12 CSS px tall, nothing but a wide figure scrolling sideways; the printed question never shows first, and
 * the switch covers none of it. A pinch still opens the printed question enlarged, and the choice, on or
 * off, is kept after a reload and in the review. On a laptop the question is legible as printed, so
 * nothing is offered. At 360 × 780
 * (touch) and 1280 × 800, in English and हिंदी.
 */
import { twoFingers } from './support/browser';
import { expect, test } from './support/fixtures';
import { submitWithRightAnswers } from './support/online-test';
import { examOnScreen, STUDENT_SCREENS } from './support/student-screens';

const TEXT = {
  en: {
    fit: 'Fit to screen',
    question: 'Question 1',
    enlarged: 'Question 1, enlarged',
    solution: 'Show solution',
  },
  hi: {
    fit: 'स्क्रीन में फ़िट करें',
    question: 'प्रश्न 1',
    enlarged: 'प्रश्न 1, बड़ा करके',
    solution: 'हल दिखाएँ',
  },
} as const;

for (const screen of STUDENT_SCREENS)
  test(`${screen.lang} at ${screen.width} px: ${screen.phone ? 'the question comes reflowed at 12 px and more with no tap, never printed first; turned off, it stays printed after a reload' : 'the question is legible as printed, no reflow offered'}`, async ({
    signedInContext,
    platform,
  }) => {
    const text = TEXT[screen.lang];
    const { page, errors, student, testId, attemptId } = await examOnScreen(
      signedInContext,
      platform.url,
      screen,
      'Reflow',
      // Notes whether the printed question was ever drawn on the screen.
      (page) =>
        page.addInitScript(() => {
          new MutationObserver(() => {
            if (document.querySelector('[data-question-frame] img[data-watermark]'))
              document.documentElement.dataset.printedShown = '1';
          }).observe(document, { subtree: true, childList: true });
        }),
    );
    const printed = page.getByTestId('exam-screen').locator('img[data-watermark]').first();
    const fit = page.getByRole('button', { name: text.fit });
    if (!screen.phone) {
      await expect
        .poll(() => printed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // The layout is asked for, and says the printed text is big enough here.
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance.getEntriesByType('resource').some((e) => /\/questions\/1\/layout\?/.test(e.name)),
          ),
        )
        .toBe(true);
      await expect(fit).toHaveCount(0);
      expect(errors).toEqual([]);
      return;
    }
    // As printed, the text's usual line is under 13 CSS px: the question comes reflowed, with no tap, and
    // the printed one was never drawn in its place first (the answers below never jump).
    const reflow = page.locator('[data-question-reflow]');
    await expect(page.locator('[data-question-reflow]:not([data-reflow-empty])')).toBeVisible();
    await expect(fit).toHaveAttribute('aria-pressed', 'true');
    await expect(reflow).toHaveAttribute('aria-label', text.question);
    await expect(printed).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.printedShown ?? '')).toBe('');
    const dialog = page.getByRole('dialog', { name: text.enlarged });

    const measure = () =>
      page.evaluate(() => {
        const boxes = [...document.querySelectorAll('[data-reflow-word]')].map((e) =>
          e.getBoundingClientRect(),
        );
        const blocks = [...document.querySelectorAll('[data-reflow-block]')].map((e) =>
          e.parentElement!.getBoundingClientRect(),
        );
        return {
          words: boxes.length,
          lowest: Math.min(...boxes.map((b) => b.height)),
          left: Math.min(...boxes.map((b) => b.left), ...blocks.map((b) => b.left)),
          right: Math.max(...boxes.map((b) => b.right), ...blocks.map((b) => b.right)),
          sideways: document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
          image: getComputedStyle(document.querySelector('[data-reflow-word]')!).backgroundImage,
          top: Math.min(...boxes.map((b) => b.top), ...blocks.map((b) => b.top)),
        };
      });
    const laid = await measure();
    // Question 1 prints about 36 words beside its circuit.
    expect(laid.words).toBeGreaterThan(25);
    expect(laid.lowest).toBeGreaterThanOrEqual(12);
    expect(laid.left).toBeGreaterThanOrEqual(0);
    expect(laid.right).toBeLessThanOrEqual(screen.width);
    expect(laid.sideways).toBeLessThanOrEqual(0);
    // Every piece is the marked image's pixels (an object URL), never text.
    expect(laid.image).toMatch(/^url\("blob:/);
    await expect(reflow).not.toContainText(/\w/);
    // The switch sits above the question's first line, covering none of it.
    const chip = (await fit.boundingBox())!;
    expect(chip.y + chip.height).toBeLessThanOrEqual(laid.top + 0.5);

    // A pinch on the reflowed question opens the printed one enlarged, at twice the screen's width.
    const frame = (await page.locator('[data-question-frame]').first().boundingBox())!;
    const touch = await twoFingers(page, frame.x + frame.width / 2, frame.y + frame.height / 2);
    await touch('touchStart', 60);
    await touch('touchEnd', 0);
    await expect(dialog).toBeVisible();
    const zoomed = dialog.locator('img[data-zoomed]');
    await expect
      .poll(() => zoomed.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width))
      .toBeGreaterThanOrEqual(2 * frame.width - 1);
    await page.goBack();
    await expect(dialog).toHaveCount(0);

    // After a reload the question comes back reflowed. The server's HTML comes reflowed too
    // (exam-reflow-prerender.e2e.ts); measured once the screen has it.
    await page.reload();
    await expect(page.locator('[data-prerender]')).toHaveCount(0);
    await expect(page.locator('[data-question-reflow]')).toBeVisible();
    await expect(fit).toHaveAttribute('aria-pressed', 'true');
    expect((await measure()).lowest).toBeGreaterThanOrEqual(12);

    // Turned off, the question is as printed, below the switch, and stays so after a reload.
    await fit.tap();
    await expect(fit).toHaveAttribute('aria-pressed', 'false');
    // The switch is not a tap on the question: nothing opens enlarged.
    await expect(dialog).toHaveCount(0);
    await expect(printed).toBeVisible();
    await expect(reflow).toHaveCount(0);
    expect(chip.y + chip.height).toBeLessThanOrEqual((await printed.boundingBox())!.y + 0.5);
    await page.reload();
    await expect(page.locator('[data-prerender]')).toHaveCount(0);
    await expect(printed).toBeVisible();
    await expect(fit).toHaveAttribute('aria-pressed', 'false');
    await expect(reflow).toHaveCount(0);
    await fit.tap();
    await expect(reflow).toBeVisible();

    // The review of the submitted test follows the same choice.
    await submitWithRightAnswers(student.token, attemptId, [1]);
    await page.goto(`${platform.url}/test/${testId}/attempt/${attemptId}/result`);
    await expect(page.locator('[data-question-reflow]').first()).toBeVisible({ timeout: 30_000 });
    expect((await measure()).lowest).toBeGreaterThanOrEqual(12);
    // So does its worked solution.
    await page.getByRole('button', { name: text.solution }).click();
    await expect(page.locator('[data-question-reflow]')).toHaveCount(2);
    expect((await measure()).lowest).toBeGreaterThanOrEqual(12);
    expect(errors).toEqual([]);
  });
