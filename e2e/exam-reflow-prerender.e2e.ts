/**
 * A candidate reading with Fit to screen who comes back to an open attempt (a reload, a reopened tab) sees
 * the question already reflowed in the server's HTML (docs/speed.md "Prerendered first paint";
 * docs/domains/exams.md "Reading a question on a phone"): the Fit to screen cookie tells the server the
 * question box's width, so it lays the words out as the screen would, from the marked image at the width the
 * screen asks for. When the screen's code arrives it takes that reflow over: every word stays where it was,
 * nothing is asked for again, and the largest paint is the server's. At 360 × 780 (touch), in English and
 * हिंदी.
 */
import type { Page } from '@playwright/test';
import { holdRequests, paintsOf, recordPaints } from './support/browser';
import { expect, test } from './support/fixtures';
import { examOnScreen, STUDENT_SCREENS } from './support/student-screens';

const FIT = { en: 'Fit to screen', hi: 'स्क्रीन में फ़िट करें' } as const;

type Box = { x: number; y: number; width: number; height: number };

/** The visible reflowed words' boxes (CSS px, rounded to a tenth) and their backgrounds, in reading order. */
const wordsOf = (page: Page, root: string) =>
  page.evaluate((root) => {
    const round = (n: number) => Math.round(n * 10) / 10;
    return [...document.querySelectorAll(`${root} [data-reflow-word]`)]
      .map((el) => ({ r: el.getBoundingClientRect(), image: getComputedStyle(el).backgroundImage }))
      .filter(({ r }) => r.width > 0)
      .map(({ r, image }) => ({
        box: { x: round(r.x), y: round(r.y), width: round(r.width), height: round(r.height) } as Box,
        image,
      }));
  }, root);

for (const screen of STUDENT_SCREENS.filter((s) => s.phone))
  test(`${screen.lang} at ${screen.width} px: a reopened exam screen comes reflowed from the HTML, and nothing moves when the screen takes over`, async ({
    signedInContext,
    platform,
  }) => {
    const { page, errors } = await examOnScreen(signedInContext, platform.url, screen, 'Reflow Returner');
    // Fit to screen is on until turned off: the screen reflows the question with no tap.
    await expect(page.locator('[data-question-reflow]')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.cookie)).toMatch(/(^|; )exam_fit=\d+(\.\d+)?x\d/);
    const drawn = await wordsOf(page, '[data-testid="exam-screen"]');
    expect(drawn.length).toBeGreaterThan(25);

    // Back again, with the exam remote held: the server's HTML alone draws the question, reflowed.
    const context = page.context();
    await recordPaints(context);
    const releaseRemote = await holdRequests(context, '**/remotes/exam/**');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/questions\/1\/(layout|image)/.test(request.url())) asked.push(request.url());
    });
    await page.reload();
    const prerendered = page.locator('[data-prerender]');
    await expect(prerendered.locator('[data-question-reflow]').filter({ visible: true })).toHaveCount(1);
    await expect(prerendered.locator('img[data-question-image]')).toHaveCount(0);
    await expect(
      prerendered.getByRole('button', { name: FIT[screen.lang] }).filter({ visible: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    const fromHtml = await wordsOf(page, '[data-prerender]');
    // The same words at the same places and sizes (the letters 20 CSS px a line, at least 12 px each),
    // drawn from the marked image by its URL: the resume cookie, not the token, lets the browser have it.
    expect(fromHtml.map((w) => w.box)).toEqual(drawn.map((w) => w.box));
    expect(Math.min(...fromHtml.map((w) => w.box.height))).toBeGreaterThanOrEqual(12);
    expect(fromHtml[0].image).toMatch(/^url\(".*\/api\/attempts\/[^/]+\/questions\/1\/image\?w=\d+/);
    // The HTML's copies (a theme's, a language's) name one URL: the browser fetches one image, no layout.
    await expect
      .poll(() => asked.filter((u) => /\/image\?/.test(u)))
      .toEqual([fromHtml[0].image.replace(/^url\("(.*)"\)$/, '$1')]);
    const releasedAt = await page.evaluate(() => performance.now());

    releaseRemote();
    await expect(prerendered).toHaveCount(0);
    await expect(page.locator('[data-testid="exam-screen"] [data-question-reflow]')).toBeVisible();
    const taken = await wordsOf(page, '[data-testid="exam-screen"]');
    expect(taken.map((w) => w.box)).toEqual(drawn.map((w) => w.box));
    // The screen took the HTML's layouts: it asked for none again.
    expect(asked.filter((u) => /\/layout\?/.test(u))).toEqual([]);
    const { lcp, shifts } = await paintsOf(page);
    const largest = lcp[lcp.length - 1];
    expect(largest.url).toMatch(/\/questions\/1\/image/);
    expect(largest.at).toBeLessThan(releasedAt);
    expect(shifts).toEqual([]);
    expect(errors).toEqual([]);

    // Fit to screen off: the cookie goes, and the next reload shows the question as printed.
    await page.getByRole('button', { name: FIT[screen.lang] }).tap();
    await expect.poll(() => page.evaluate(() => document.cookie)).not.toMatch(/exam_fit=/);
    await page.reload();
    await expect(page.locator('[data-prerender]')).toHaveCount(0);
    await expect(page.locator('[data-testid="exam-screen"] img[data-watermark]')).toBeVisible();
    await expect(page.locator('[data-question-reflow]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
