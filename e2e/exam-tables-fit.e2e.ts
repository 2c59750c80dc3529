/**
 * No table of a student's results is cut (docs/domains/exams.md "Online tests"): on the result page and on My
 * tests, every cell of every table is inside the window and nothing scrolls sideways (but a reflowed
 * question's wide figure, alone), at every width from
 * 320 to 1,920 px, in English and हिंदी. Under a table's own width its rows become cards, so a phone shows
 * My tests' Result button and every column of the section tables.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { collectErrors, resizeTo } from './support/browser';
import { demoAttempt, demoKey } from './support/online-test';
import { callApi } from './support/store-session';

const WIDTHS = [320, 360, 412, 768, 1024, 1280, 1920];

/** The cells of the page's tables outside the window, and the elements that scroll sideways. */
function cutOff(page: Page): Promise<{ cells: string[]; scrolling: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Headings hidden for screen readers sit in a 1-px clipped box: not on screen, so not cut.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement)
        if (up.getBoundingClientRect().width <= 1) return true;
      return false;
    };
    const cells = [...document.querySelectorAll('main table :is(td, th)')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().width > 1 && !clipped(el))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < -0.5 || r.right > width + 0.5;
      })
      .map(
        (el) => `${el.textContent?.trim().slice(0, 30)} (${Math.round(el.getBoundingClientRect().right)})`,
      );
    const scrolling = [document.documentElement, ...document.querySelectorAll('main *')]
      .filter((el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
      .filter((el) => el === document.documentElement || getComputedStyle(el).overflowX !== 'visible')
      // A reflowed question's figure wider than the phone scrolls sideways alone, by design (docs/domains/
      // exams.md "Reading a question on a phone"); it is not a table.
      .filter((el) => !el.closest('[data-question-reflow]'))
      .map((el) => `${el.tagName.toLowerCase()} ${el.scrollWidth} > ${el.clientWidth}`);
    return { cells, scrolling };
  });
}

for (const lang of ['en', 'hi'] as const)
  test(`${lang}: the result page's and My tests' tables are whole at every width from 320 to 1,920 px`, async ({
    signedInContext,
    platform,
  }) => {
    test.setTimeout(180_000);
    const { student, testId, attemptId } = await demoAttempt(`Tables ${lang}`);
    const token = student.token;
    const key = demoKey();
    for (const n of [1, 2, 7, 9, 15])
      await callApi(`/attempts/${attemptId}/answers/${n}`, {
        token,
        method: 'PUT',
        json: {
          answer: n === 2 ? String((Number(key.get(2)) % 4) + 1) : key.get(n),
          markedForReview: false,
          seq: n,
        },
      });
    await callApi(`/attempts/${attemptId}/submit`, { token, json: {} });
    const context = await signedInContext({ token }, false, {}, `localStorage.setItem('lang', '${lang}')`);
    const page = await context.newPage();
    const errors = collectErrors(page);
    for (const path of [`/test/${testId}/attempt/${attemptId}/result`, '/my-tests']) {
      await page.goto(`${platform.url}${path}`);
      await page.locator('main table').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const seen: Record<number, { cells: string[]; scrolling: string[] }> = {};
      for (const width of WIDTHS) {
        await resizeTo(page, width, 800);
        const found = await cutOff(page);
        if (found.cells.length || found.scrolling.length) seen[width] = found;
      }
      expect([path, seen]).toEqual([path, {}]);
    }
    // On a phone My tests' one action, Result, is on screen with its card.
    await page.setViewportSize({ width: 320, height: 800 });
    const result = page.getByRole('table').getByRole('link').first();
    await result.scrollIntoViewIfNeeded();
    await expect(result).toBeInViewport({ ratio: 1 });
    expect(errors).toEqual([]);
  });
