/**
 * A candidate who comes back to an open attempt (a reload, a reopened tab) sees the exam screen from its HTML
 * (docs/speed.md "Prerendered first paint"): reading the attempt gave the browser its resume cookie, so the
 * server draws the screen with the current question's marked image before any script has run, at the place
 * and size the screen then draws it. Nothing moves, and the largest paint is the server's image. These
 * candidates turned Fit to screen off (the question as printed); the reflowed screen's own return is
 * e2e/exam-reflow-prerender.e2e.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { ENTRY_WAIT_MS } from '@exam/web-platform/constants/theme-init';
import { expect, test } from './support/fixtures';
import { holdRequests, paintsOf, recordPaints } from './support/browser';
import { demoAttempt, DEMO_TEST } from './support/online-test';

type Box = { x: number; y: number; width: number; height: number };

/** An image's box on the page (CSS px), once it has loaded, or null (loading, or just replaced). */
const boxOf = (image: Locator): Promise<Box | null> =>
  image.evaluate((el: HTMLImageElement) => {
    const r = el.getBoundingClientRect();
    return el.complete && el.naturalWidth > 0 && r.width > 0
      ? { x: r.x, y: r.y, width: r.width, height: r.height }
      : null;
  });

/** The box of an image once it has loaded (the shell may draw the same markup again meanwhile). */
async function loadedBox(image: Locator): Promise<Box> {
  let box: Box | null = null;
  await expect.poll(async () => (box = await boxOf(image).catch(() => null))).not.toBeNull();
  return box!;
}

const screenImage = (page: Page) => page.getByTestId('exam-screen').locator('img[data-watermark]');

// A phone in both languages, and a laptop (the palette's column beside the question).
const CASES = [
  { lang: 'en', width: 412, height: 823, scale: 1.75 },
  { lang: 'hi', width: 412, height: 823, scale: 1.75 },
  { lang: 'en', width: 1280, height: 800, scale: 1 },
] as const;

for (const { lang, width, height, scale } of CASES)
  test(`${lang} at ${width} px: reopening an open attempt shows its question's image from the HTML, where the screen draws it`, async ({
    signedInContext,
    platform,
  }) => {
    const { student, testId, attemptId } = await demoAttempt(`Exam Returner ${lang} ${width}`);
    const context = await signedInContext(
      { token: student.token },
      false,
      { viewport: { width, height }, deviceScaleFactor: scale },
      `localStorage.setItem('lang', '${lang}'); localStorage.setItem('examQuestionFit', '0')`,
    );
    await recordPaints(context);
    await context.addInitScript(() => {
      const w = window as unknown as { __screenShifts: number[] };
      w.__screenShifts = [];
      const onScreen = (node: Node | null | undefined) =>
        Boolean(
          (node instanceof Element ? node : node?.parentElement)?.closest(
            '[data-prerender], [data-testid="exam-screen"]',
          ),
        );
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node }[];
        })[])
          if (e.sources.some((source) => onScreen(source.node))) w.__screenShifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const address = `${platform.url}/test/${testId}/attempt/${attemptId}`;
    await page.goto(address);
    await expect(screenImage(page)).toBeVisible();
    const drawn = await loadedBox(screenImage(page));

    // Back again, with the exam remote held: the server's HTML alone draws the screen.
    const releaseRemote = await holdRequests(context, '**/remotes/exam/**');
    const withToken: string[] = [];
    page.on('request', (request) => {
      if (/\/questions\/\d+\/image/.test(request.url()) && request.headers().authorization)
        withToken.push(request.url());
    });
    await page.goto(address);
    const prerendered = page.locator('[data-prerender]');
    const image = prerendered.locator('img[data-question-image]').filter({ visible: true });
    await expect(image).toHaveCount(1);
    expect(await loadedBox(image)).toEqual(drawn);
    await expect(prerendered.getByRole('heading', { level: 1 }).filter({ visible: true })).toHaveText(
      DEMO_TEST,
    );
    await expect(
      prerendered.getByText(`Exam Returner ${lang} ${width}`).filter({ visible: true }),
    ).toBeVisible();
    // One image fetched: every copy (the other theme's and language's, hidden) names the same URL.
    expect(
      await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/questions/') && e.name.includes('/image')).length,
      ),
    ).toBe(1);
    const releasedAt = await page.evaluate(() => performance.now());

    releaseRemote();
    await expect(prerendered).toHaveCount(0);
    expect(await loadedBox(screenImage(page))).toEqual(drawn);
    // The screen took the HTML's image (from the browser's cache) instead of downloading it again: the
    // only image it asked for with its token is the next question's, which it keeps ready.
    expect(withToken.filter((u) => !/\/questions\/2\/image/.test(u))).toEqual([]);
    const { lcp, shifts } = await paintsOf(page);
    // The largest paint is the HTML's image, before the screen's code had arrived. Its URL tells, not its
    // element: the shell may have drawn the markup again (a new <img>) before the observer ran, and then the
    // entry's element is gone.
    const largest = lcp[lcp.length - 1];
    expect(largest.url).toMatch(/\/questions\/1\/image/);
    expect(largest.at).toBeLessThan(releasedAt);
    // Nothing of the screen, the server's or the app's, ever moved. On a phone nothing moved at all; on a
    // laptop the shell's own header, hidden behind the exam screen, widens its menu once the session is
    // known (as it does without the screen's HTML).
    expect(
      await page.evaluate(() => (window as unknown as { __screenShifts: number[] }).__screenShifts),
    ).toEqual([]);
    if (width < 900) expect(shifts).toEqual([]);
  });

/** When (ms since navigation) the HTML was parsed, its question image loaded, and the app's entry was added. */
type EntryTimes = { parsedAt?: number; imageAt?: number; entryAt?: number };

/**
 * Waits until the app has drawn the exam screen with its image, once the HTML's copies are gone: while they
 * are still on the page, the screen's image locator finds them too (four, one per theme and language; seen in
 * CI, and with the exam remote's files held back 4 s).
 */
async function drawnByTheApp(page: Page): Promise<void> {
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await expect(screenImage(page)).toBeVisible();
}

const entryTimes = (page: Page): Promise<EntryTimes> =>
  page.evaluate(() => (window as unknown as { __entry: EntryTimes }).__entry);

test('the app starts once the HTML’s question image has loaded, or after ENTRY_WAIT_MS when it is slow', async ({
  signedInContext,
  platform,
}) => {
  const { student, testId, attemptId } = await demoAttempt('Exam Image First');
  const context = await signedInContext({ token: student.token }, false, {
    viewport: { width: 412, height: 823 },
  });
  await context.addInitScript(() => {
    localStorage.setItem('examQuestionFit', '0');
    const times: EntryTimes = {};
    (window as unknown as { __entry: EntryTimes }).__entry = times;
    // Registered before the theme script's own listener, so it is read first.
    document.addEventListener('DOMContentLoaded', () => (times.parsedAt = performance.now()));
    document.addEventListener(
      'load',
      (event) => {
        if ((event.target as Element).matches?.('[data-prerender] img[data-question-image]'))
          times.imageAt ??= performance.now();
      },
      true,
    );
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && /\/main\.\w+\.js$/.test(node.src))
            times.entryAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  const address = `${platform.url}/test/${testId}/attempt/${attemptId}`;
  // The first visit reads the attempt, which gives the browser its resume cookie.
  const first = await context.newPage();
  await first.goto(address);
  await drawnByTheApp(first);
  await first.close();

  // An image that comes 150 ms or more after the HTML: the entry waits for it, or for ENTRY_WAIT_MS on a busy
  // machine (it would otherwise run at the first frame, and the question be painted after it).
  const slow = await context.newPage();
  await slow.route('**/questions/1/image*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
  await slow.goto(address);
  await drawnByTheApp(slow);
  const waited = await entryTimes(slow);
  expect(waited.entryAt!).toBeGreaterThanOrEqual(
    // A millisecond of rounding between the two clocks' readings, as below.
    Math.min(waited.imageAt ?? Infinity, waited.parsedAt! + ENTRY_WAIT_MS - 1),
  );
  await slow.close();

  // An image that does not come: the entry starts ENTRY_WAIT_MS after the HTML, and the screen draws itself.
  const stuck = await context.newPage();
  const release = await holdRequests(stuck, '**/questions/1/image*');
  await stuck.goto(address, { waitUntil: 'domcontentloaded' });
  await expect.poll(async () => (await entryTimes(stuck)).entryAt).toBeDefined();
  const capped = await entryTimes(stuck);
  expect(capped.imageAt).toBeUndefined();
  // Timers fire no earlier than asked; a millisecond of rounding between the two clocks' readings.
  expect(capped.entryAt! - capped.parsedAt!).toBeGreaterThanOrEqual(ENTRY_WAIT_MS - 1);
  release();
  await drawnByTheApp(stuck);
});
