/**
 * The Devanagari font in a real browser at 360 px (docs/languages.md "Font"): Hindi's cut fetched and
 * preloaded in हिंदी only, drawing the interface's words and Hindi data as the whole face does, the whole
 * face for the rest of the script, a first Hindi paint that waits for it (at most FONT_WAIT_MS) with the
 * app's entry after it, and a Hindi page that holds still as it loads.
 */
import path from 'node:path';
import {
  DEVANAGARI_FAMILY,
  DEVANAGARI_HINDI_FAMILY,
  FONT_WAIT_MS,
} from '@exam/web-platform/constants/theme-init';
import { HINDI_TEXT, devanagariInterfaceWords } from '../shell/devanagari-cut-text';
import { holdRequests } from './support/browser';
import { expect, test } from './support/fixtures';
import { PHONE, settle } from './support/hindi-page';
import { createBook, deleteBooks } from './support/store-session';
import type { BrowserContext, BrowserContextOptions } from '@playwright/test';

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
  // Hindi's cut of the face (one weight: bold is drawn from it) is preloaded and is all a Hindi page
  // fetches: the whole face waits for the rest of the script.
  expect(hindi.preloaded).toHaveLength(1);
  expect(hindi.preloaded[0]).toMatch(/noto-sans-devanagari-devanagari-400-normal-hindi\.[0-9a-f]{8}\.woff2$/);
  expect([...new Set(hindi.fetched)]).toEqual(hindi.preloaded);
});

test('Hindi’s cut of the face draws every Hindi word of the interface as the whole face does', async ({
  newContext,
  platform,
}) => {
  const words = devanagariInterfaceWords(path.resolve(__dirname, '..'));
  const context = await newContext({ viewport: { width: PHONE, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
  const page = await context.newPage();
  await settle(page, '/', 'h1', platform.url);
  // Each word's width set in each face alone (a canvas takes no other family's glyphs for it but the
  // browser's fallback): a letter missing from the cut, or a conjunct it draws otherwise, changes the width.
  const differ = await page.evaluate(
    async ({ words, cut, whole }) => {
      await Promise.all([cut, whole].map((family) => document.fonts.load(`32px '${family}'`, 'अ')));
      const context = document.createElement('canvas').getContext('2d')!;
      const width = (family: string, word: string) => {
        context.font = `32px '${family}'`;
        return context.measureText(word).width;
      };
      return words.filter((word) => Math.abs(width(cut, word) - width(whole, word)) > 0.01);
    },
    { words, cut: DEVANAGARI_HINDI_FAMILY, whole: DEVANAGARI_FAMILY },
  );
  expect(words.length).toBeGreaterThan(500);
  expect(differ).toEqual([]);
});

/**
 * A Hindi phone page with a book titled `titleHi` in `section`, whose drawing loads the whole face exactly
 * when `needsWhole`: the
 * title's width as drawn and with Hindi's cut taken out of its font stack (so drawn by the whole face).
 */
async function titleDrawn(
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>,
  url: string,
  titleHi: string,
  section: 'class11' | 'class12',
  needsWhole: boolean,
): Promise<{ shown: number; byWhole: number }> {
  const book = await createBook({
    title: 'A book with a Hindi title',
    description: 'Its Hindi title has letters the interface never uses.',
    titleHi,
    category: 'NEET',
    section,
  });
  try {
    const context = await newContext({ viewport: { width: PHONE, height: 800 } });
    await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
    const page = await context.newPage();
    await settle(page, `/${section}`, 'h1', url);
    const title = page.getByText(titleHi, { exact: true }).first();
    await expect(title).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Whether the page's own drawing loads the whole face (before this test draws with it below).
    const wholeStatus = () =>
      page.evaluate(
        (family) => [...document.fonts].find((face) => face.family === family)?.status,
        DEVANAGARI_FAMILY,
      );
    if (needsWhole) await expect.poll(wholeStatus).toBe('loaded');
    else {
      // Long enough for a load the page asked for to start (the other case sees it within this time).
      await page.waitForTimeout(500);
      expect(await wholeStatus()).toBe('unloaded');
    }
    const [shown, byWhole] = await title.evaluate(
      async (el, { cut, whole }) => {
        const width = () => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return range.getBoundingClientRect().width;
        };
        const before = width();
        const stack = getComputedStyle(el).fontFamily;
        const without = stack.replace(new RegExp(`"${cut}",\\s*`), '');
        if (without === stack) throw new Error(`no ${cut} in ${stack}`);
        // The whole face is loaded first, so the width is not the fallback's while it is on its way.
        await document.fonts.load(`16px '${whole}'`, el.textContent ?? '');
        (el as HTMLElement).style.fontFamily = without;
        return [before, width()];
      },
      { cut: DEVANAGARI_HINDI_FAMILY, whole: DEVANAGARI_FAMILY },
    );
    await context.close();
    return { shown, byWhole };
  } finally {
    await deleteBooks([book]);
  }
}

test('a Hindi title is drawn by Hindi’s cut as by the whole face; a letter beyond Hindi fetches the whole face', async ({
  newContext,
  platform,
}) => {
  // Visarga, ङ in a conjunct and a Devanagari digit: in no interface text, all Hindi.
  const hindi = 'पुनः अभ्यास वाङ्मय भाग २';
  const words = devanagariInterfaceWords(path.resolve(__dirname, '..')).join('');
  expect([...'ःङ२'].every((c) => !words.includes(c))).toBe(true);
  const drawn = await titleDrawn(newContext, platform.url, hindi, 'class11', false);
  // Drawn as the whole face draws it (a missing letter or conjunct changes the width), from the cut alone:
  // the whole face was loaded when the test took the cut out, not before.
  expect(Math.abs(drawn.shown - drawn.byWhole)).toBeLessThan(0.5);
  // Marathi's ॲ (in ॲप, an app) is not Hindi: the whole face draws it, not the phone's own font.
  expect([...'ॲप'].some((c) => !HINDI_TEXT.includes(c))).toBe(true);
  const marathi = await titleDrawn(newContext, platform.url, 'ॲप', 'class12', true);
  expect(Math.abs(marathi.shown - marathi.byWhole)).toBeLessThan(0.5);
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
  }, DEVANAGARI_HINDI_FAMILY);
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
  // The app's entry is not even asked for while the page waits: it ran ahead of the page's one paint, and
  // its download shared the phone's network with the font.
  const entryAsked = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((e) => /\/main\.[0-9a-f]+\.js$/.test(e.name))
          ?.startTime ?? null,
    );
  await expect.poll(entryAsked, { message: 'the app’s entry was fetched' }).not.toBeNull();
  expect((await entryAsked())!).toBeGreaterThan(waiting[waiting.length - 1].t);
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
  // and its entry is preloaded from the head at once.
  await expect(englishPage.locator('head link[rel=preload][as=script]')).toHaveCount(1);
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
