/**
 * The Devanagari font in a real browser at 360 px (docs/languages.md): fetched and preloaded in
 * हिंदी only, a first Hindi paint that waits for it (at most FONT_WAIT_MS), and a Hindi page that holds
 * still as it loads.
 */
import { DEVANAGARI_FAMILY, FONT_WAIT_MS } from '@exam/shared-contracts/constants/theme-init';
import { holdRequests } from './support/browser';
import { expect, test } from './support/fixtures';
import { PHONE, settle } from './support/hindi-page';

/**
 * One frame drawn while a Hindi page loads: when (ms), whether it waited for its font, showed its prerendered
 * heading, and had the font.
 */
type Frame = { t: number; wait: boolean; seen: boolean; font: boolean };

test('the Devanagari font is fetched in हिंदी only, preloaded from the page’s head', async ({
  newContext,
  platform,
}) => {
  const fonts = async (lang: string) => {
    const context = await newContext({ viewport: { width: PHONE, height: 800 } });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fetched.push(new URL(request.url()).pathname);
    });
    await settle(page, '/', 'h1', platform.url);
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    return { fetched, preloaded };
  };
  expect(await fonts('en')).toEqual({ fetched: [], preloaded: [] });
  const hindi = await fonts('hi');
  expect(hindi.fetched.length).toBeGreaterThan(0);
  expect(
    hindi.fetched.every((file) => /noto-sans-devanagari-devanagari-400-normal\.[0-9a-f]+\.woff2$/.test(file)),
  ).toBe(true);
  // The preload is the face's own file (one weight: bold is drawn from it), so it is fetched once.
  expect(hindi.preloaded).toHaveLength(1);
  expect([...new Set(hindi.fetched)].sort()).toEqual([...hindi.preloaded].sort());
});

test('a first visit in हिंदी keeps its prerendered page unpainted until the font is in', async ({
  newContext,
  platform,
}) => {
  // The font answers 200 ms late. Without the wait the prerendered page was painted first, in the fallback,
  // and moved when the font came (Lighthouse saw CLS 0.011 on /tests: the hero's line wrapped otherwise).
  const context = await newContext({ viewport: { width: PHONE, height: 800 } });
  await context.addInitScript((family) => {
    localStorage.setItem('lang', 'hi');
    // Each frame until the font is in: whether the page is marked to wait, whether the prerendered heading
    // can be seen, and whether the face has loaded.
    const frames: Frame[] = [];
    (window as unknown as { frames_: typeof frames }).frames_ = frames;
    const look = () => {
      const root = document.documentElement;
      const headings = [...document.querySelectorAll('[data-prerender] h1')];
      const font = document.fonts.check(`1em '${family}'`, '\u0905');
      const wait = !!root?.hasAttribute('data-font-wait');
      if (headings.length)
        frames.push({
          t: performance.now(),
          wait,
          seen: headings.some((el) => el.checkVisibility({ visibilityProperty: true })),
          font,
        });
      if (performance.now() < 10_000 && (!font || wait || !headings.length)) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, DEVANAGARI_FAMILY);
  await context.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(`${platform.url}/tests`);
  await page.evaluate(() => document.fonts.ready);
  const frames = await page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);
  const waiting = frames.filter((f) => f.wait);
  expect(waiting.length, 'frames drawn while the page waited for its font').toBeGreaterThan(0);
  // Nothing of the prerendered page is seen while it waits.
  expect(waiting.filter((f) => f.seen)).toEqual([]);
  // It is shown once the font is in, or once FONT_WAIT_MS have passed since the script set the mark (which
  // ran after the navigation began, where `performance.now()` starts).
  const shown = frames.find((f) => !f.wait);
  expect(shown, 'a frame that shows the prerendered page').toBeDefined();
  if (!shown!.font) expect(shown!.t).toBeGreaterThanOrEqual(FONT_WAIT_MS);
});

test('a Hindi first paint waits for the font no longer than FONT_WAIT_MS', async ({
  newContext,
  platform,
}) => {
  const context = await newContext({ viewport: { width: PHONE, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
  // The font never answers during this test; so does the app's entry, so the prerendered page stays.
  const releaseFont = await holdRequests(context, '**/*.woff2');
  const releaseApp = await holdRequests(context, '**/main.*.js');
  const page = await context.newPage();
  await page.goto(`${platform.url}/tests`, { waitUntil: 'domcontentloaded' });
  const hero = page.locator('[data-prerender] h1').filter({ visible: true });
  await expect(hero).toBeVisible({ timeout: FONT_WAIT_MS + 5_000 });
  // Painted in the fallback: the face is still on its way.
  expect(await page.evaluate(() => [...document.fonts].map((face) => face.status))).toContain('loading');
  releaseFont();
  releaseApp();
  // English never waits: the mark is not set at all.
  const english = await newContext({ viewport: { width: PHONE, height: 800 } });
  await english.addInitScript(() => localStorage.setItem('lang', 'en'));
  const englishPage = await english.newPage();
  await englishPage.goto(`${platform.url}/tests`, { waitUntil: 'domcontentloaded' });
  expect(await englishPage.evaluate(() => document.documentElement.hasAttribute('data-font-wait'))).toBe(
    false,
  );
});

test('a returning student’s page in हिंदी holds still as it loads (CLS ≤ 0.05, as the English pages)', async ({
  newContext,
  platform,
}) => {
  // A first visit races its font file against the first paint: on a quiet machine they win
  // (Lighthouse's CLS 0), on a busy one not always. A returning student has them cached (hashed, immutable):
  // then neither the prerendered page nor the app that takes its place may move more than the English pages
  // may (e2e/performance.e2e.ts). Lighthouse measures 0 on a quiet machine; a busy CI machine was seen at
  // 0.049 on `/` with the font cached, cause not found yet, so this bar is the English one, not 0.
  const context = await newContext({ viewport: { width: PHONE, height: 800 } });
  await context.addInitScript(() => {
    localStorage.setItem('lang', 'hi');
    // Every layout shift from the first paint on (what Lighthouse adds up as CLS).
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await settle(page, '/', 'h1', platform.url);
  for (const path of ['/', '/tests', '/login']) {
    await settle(page, path, 'h1', platform.url);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    const cls = shifts.reduce((sum, value) => sum + value, 0);
    expect(cls, path).toBeLessThanOrEqual(0.05);
  }
});
