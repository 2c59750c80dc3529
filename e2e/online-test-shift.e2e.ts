/**
 * The exam screen does not move while its question image loads (Lighthouse's CLS 0; docs/domains/exams.md
 * "Online tests"): on a 412 px phone a student opens the demo test's exam screen with every question image held
 * back for a second, so the loading state shows. The answer options stand where they will stay before the
 * image arrives, and the page records no layout shift but the tap's own, on opening and after Save & Next:
 * with the question as printed (Fit to screen turned off), and reflowed (Fit to screen on, as it is until
 * turned off: docs/domains/exams.md "Reading a question on a phone").
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type SignedInContext } from './support/fixtures';
import { demoAttempt, demoBuyer, openDemoTest, questionHeading } from './support/online-test';

/** A `layout-shift` entry (not in TypeScript's DOM types). */
interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** The first answer option's top on `page` (CSS px from the top of the page). */
const optionsTop = (page: Page) =>
  page
    .getByRole('radio', { name: 'Option (1)' })
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

/** Records every layout shift of `context`'s pages in `window.__shifts` (read with {@link shiftsOf}). */
async function recordShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; input: boolean; moved: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as LayoutShift[])
        w.__shifts.push({
          value: e.value,
          input: e.hadRecentInput,
          // What moved, to name it when this fails.
          moved: e.sources.map(
            (s) =>
              `${s.node instanceof HTMLElement ? s.node.innerText : s.node?.nodeName}: ` +
              `${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`,
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The signed-in 412 px context of a new buyer of the demo test, its question images each a second late. */
async function phoneWithSlowImages(signedInContext: SignedInContext, name: string) {
  const { student, bookId } = await demoBuyer(name);
  const context = await signedInContext({ token: student.token }, false, {
    viewport: { width: 412, height: 823 },
  });
  // Each question image comes a second late: the screen draws its loading state first.
  await context.route(/\/api\/attempts\/[^/]+\/questions\/\d+\/image\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await recordShifts(context);
  return { context, bookId };
}

/** From the demo series' page, through the instructions, to a started exam screen. */
async function startDemoTest(page: Page, url: string, bookId: string) {
  await page.goto(`${url}/test/book/${bookId}`);
  await openDemoTest(page);
  const fullscreen = page.getByLabel('Take the test in full screen (recommended)');
  if (await fullscreen.count()) await fullscreen.uncheck();
  await page.getByLabel('I have read and understood the instructions').check();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/attempt\/[0-9a-f-]{36}$/);
}

/** The layout shifts `page` recorded, without those within half a second of a tap (CLS leaves them out). */
const shiftsOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __shifts: { value: number; input: boolean }[] }).__shifts.filter((s) => !s.input),
  );

test('at 412 px the question image’s place is kept while it loads: no layout shift on opening or after Save & Next', async ({
  signedInContext,
  platform,
}) => {
  test.setTimeout(120_000);
  const { context, bookId } = await phoneWithSlowImages(signedInContext, 'Meera Iyer');
  // The question as printed: Fit to screen turned off on this device (exam-remote lib/fit-choice.ts).
  await context.addInitScript(() => localStorage.setItem('examQuestionFit', '0'));
  const page = await context.newPage();
  await startDemoTest(page, platform.url, bookId);
  // A fresh load of the exam screen, as a student returning to it (and Lighthouse) opens it.
  await page.reload();
  await expect(questionHeading(page)).toHaveText('Question 1');
  await expect(page.getByRole('status').filter({ hasText: 'Loading question 1...' })).toBeVisible();
  const before = await optionsTop(page);
  await expect(page.getByRole('img', { name: 'Question 1' })).toBeVisible();
  expect(await optionsTop(page)).toBe(before);

  await page.getByRole('radio', { name: 'Option (1)' }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(questionHeading(page)).toHaveText('Question 2');
  const next = await optionsTop(page);
  await expect(page.getByRole('img', { name: 'Question 2' })).toBeVisible();
  expect(await optionsTop(page)).toBe(next);
  await page.waitForTimeout(300);
  // Shifts within half a second of the tap (the next question drawn in its place) are the tap's own, and
  // CLS leaves them out; none other is allowed.
  expect(await shiftsOf(page)).toEqual([]);
});

test('at 412 px the reflowed question’s place is final before its image: no layout shift on starting, reopening or after Save & Next', async ({
  signedInContext,
  platform,
}) => {
  test.setTimeout(120_000);
  const { context, bookId } = await phoneWithSlowImages(signedInContext, 'Kavya Menon');
  const page = await context.newPage();
  const drawn = page.locator('[data-testid="exam-screen"] [data-question-reflow]:not([data-reflow-empty])');
  // Started: the first question's layouts came with the start, so its reflow's place is there at once.
  await startDemoTest(page, platform.url, bookId);
  await expect(page.locator('[data-reflow-empty]')).toBeVisible();
  const started = await optionsTop(page);
  await expect(drawn).toBeVisible();
  expect(await optionsTop(page)).toBe(started);
  // Reopened: the server's HTML draws it reflowed, its pieces waiting for the image in their places.
  await page.reload();
  await expect(questionHeading(page)).toHaveText('Question 1');
  const reopened = await optionsTop(page);
  await expect(drawn).toBeVisible();
  await expect(page.locator('[data-question-frame]').first()).not.toHaveAttribute('aria-busy', 'true');
  expect(await optionsTop(page)).toBe(reopened);
  // The next question's layouts and wider copy were fetched ahead: drawn at once, in its final place.
  await page.getByRole('radio', { name: 'Option (1)' }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(questionHeading(page)).toHaveText('Question 2');
  const next = await optionsTop(page);
  await expect(drawn).toBeVisible();
  await expect(page.locator('[data-question-frame]').first()).not.toHaveAttribute('aria-busy', 'true');
  expect(await optionsTop(page)).toBe(next);
  await page.waitForTimeout(300);
  expect(await shiftsOf(page)).toEqual([]);
  // Never the printed question on the way.
  await expect(page.locator('[data-question-frame] img[data-watermark]')).toHaveCount(0);
});

test('in हिंदी at 412 px the save status going from “Saving…” to “Saved” does not move the screen', async ({
  signedInContext,
  platform,
}) => {
  test.setTimeout(120_000);
  // A name with which the header's row fits “सेव हो गया” but, before, not “सेव हो रहा है…” at 412 px.
  const { student, testId, attemptId } = await demoAttempt('Lighthouse Student');
  const context = await signedInContext({ token: student.token }, false, {
    viewport: { width: 412, height: 823 },
  });
  await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
  // The screen's first save (its move to the question) answers two seconds late, as from a busy server.
  await context.route(/\/api\/attempts\/[^/]+\/current$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await recordShifts(context);
  const page = await context.newPage();
  await page.goto(`${platform.url}/test/${testId}/attempt/${attemptId}`);
  const status = page.getByTestId('sync-status');
  await expect(status).toHaveText('सेव हो रहा है…');
  const bodyTop = () =>
    page
      .getByRole('navigation')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
  const statusWidth = () => status.evaluate((el) => el.getBoundingClientRect().width);
  const [before, widthBefore] = [await bodyTop(), await statusWidth()];
  await expect(status).toHaveText('सेव हो गया', { timeout: 10_000 });
  // The status keeps its width (whatever the name beside it), so the row never wraps differently.
  expect([await bodyTop(), await statusWidth()]).toEqual([before, widthBefore]);
  await page.waitForTimeout(300);
  expect(await shiftsOf(page)).toEqual([]);
});
