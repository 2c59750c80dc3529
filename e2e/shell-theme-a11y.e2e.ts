/**
 * Theme and accessibility in a real browser (docs/screens.md "Theme"): dark by default,
 * the header toggle, the choice stored under `theme` and kept across a reload, applied before any app script
 * runs (no flash), WCAG AA text contrast in both themes, names for every control, alt texts, labels, visible
 * keyboard focus, and no console errors on the main pages.
 */
import type { Page } from '@playwright/test';
import { platform } from './support/browser';
import { axeFindings, lowContrastText, settle, unnamedControls } from './support/page-audit';
import { bookId, registerStudent, type Account } from './support/store-session';
import { expect, test, type ThemedPage } from './support/fixtures';

let student: Account;
test.beforeAll(async () => {
  student = await registerStudent('Theme Tester');
});

const DARK_BG = 'rgb(15, 23, 42)';
const LIGHT_BG = 'rgb(248, 250, 252)';
const htmlTheme = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    bg: getComputedStyle(document.documentElement).backgroundColor,
  }));

test('dark by default; the header toggle switches to light, stores it under `theme`, and a reload keeps it', async ({
  guestPage,
}) => {
  const page = await guestPage('/');
  const toggle = page.getByRole('button', { name: 'Switch to light theme' });
  await toggle.waitFor({ timeout: 20_000 });
  expect(await htmlTheme(page)).toEqual({ theme: 'dark', bg: DARK_BG });
  // The body eases between colours in 0.2 s; wait for it to settle on the dark background.
  await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor === bg, DARK_BG);
  await toggle.click();
  await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor === bg, LIGHT_BG);
  await page.reload();
  await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
  expect(await htmlTheme(page)).toEqual({ theme: 'light', bg: LIGHT_BG });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('no flash: the stored theme is on <html> before any app script runs', async ({
  platform,
  guestPage,
}) => {
  const page = await guestPage('/faq');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  // Refuse every script file: whatever theme the page has now was set before the app could run, by the
  // inline theme script (no request of its own, allowed by its CSP hash).
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/.test(m.text())) cspErrors.push(m.text());
  });
  await page.goto(`${platform.url}/class12`);
  // Nothing the app draws is there: only the server's prerendered page top, in the light theme.
  expect(await page.evaluate(() => document.querySelectorAll('#root > :not([data-prerender])').length)).toBe(
    0,
  );
  expect(await htmlTheme(page)).toEqual({ theme: 'light', bg: LIGHT_BG });
  // The English copy (the page is in English): its light theme shown, its dark one hidden.
  await expect(page.locator('[data-lang-only="en"] [data-theme-only="light"]')).toBeVisible();
  await expect(page.locator('[data-lang-only="en"] [data-theme-only="dark"]')).toBeHidden();
  await expect(page.locator('[data-lang-only="hi"]')).toBeHidden();
  expect(cspErrors).toEqual([]);
  // And it is a plain blocking script in <head>, before every other script, so it runs before the first paint.
  expect(
    await page.evaluate(() => {
      const s = document.head.querySelector<HTMLScriptElement>('script#theme-init');
      const first = document.querySelector('script');
      return s ? { inline: !s.src, async: s.async, defer: s.defer, first: first === s } : null;
    }),
  ).toEqual({ inline: true, async: false, defer: false, first: true });
});

/** The pages audited for contrast and names, with who views them. */
async function auditedPages(): Promise<{ path: string; signedIn: boolean }[]> {
  const book = await bookId('Genetics and Inheritance: Pedigree Charts', 'class12');
  return [
    { path: '/', signedIn: false },
    { path: '/class11', signedIn: false },
    { path: '/class12', signedIn: false },
    { path: '/tests', signedIn: false },
    { path: '/login', signedIn: false },
    { path: '/register', signedIn: false },
    { path: '/admin-login', signedIn: false },
    { path: '/refund', signedIn: false },
    { path: '/forgot-password', signedIn: false },
    { path: '/reset-password?token=expired-or-unknown', signedIn: false },
    { path: '/search?q=physcs&category=NEET', signedIn: false },
    { path: '/', signedIn: true },
    { path: '/my-books', signedIn: true },
    { path: '/my-orders', signedIn: true },
    { path: `/payment/${book}`, signedIn: true },
  ];
}

/**
 * Opens each audited page in `theme` and returns its audit findings. Each page is a full load in one guest
 * tab or one student tab of that theme (as a reload would be), so the app's scripts come from the tab's cache.
 */
async function auditAll(
  themedPage: ThemedPage,
  theme: 'dark' | 'light',
): Promise<{ contrast: string[]; names: string[]; errors: string[]; axe: string[] }> {
  const found = {
    contrast: [] as string[],
    names: [] as string[],
    errors: [] as string[],
    axe: [] as string[],
  };
  const guest = await themedPage('/faq', { theme });
  const signedIn = await themedPage('/faq', { theme, token: student.token });
  for (const { path, signedIn: asStudent } of await auditedPages()) {
    const { page, errors } = asStudent ? signedIn : guest;
    errors.length = 0;
    await page.goto(`${platform().url}${path}`);
    await page.locator('footer').waitFor({ timeout: 20_000 });
    // Data, images and the cards' fade-in settle before colours are measured.
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    found.contrast.push(...(await lowContrastText(page)).map((f) => `${path}: ${f}`));
    found.names.push(...(await unnamedControls(page)).map((f) => `${path}: ${f}`));
    found.errors.push(...errors.map((e) => `${path}: ${e}`));
    found.axe.push(...(await axeFindings(page)).map((f) => `${path}: ${f}`));
  }
  return found;
}

for (const theme of ['dark', 'light'] as const) {
  test(`${theme} theme: AA contrast for text, named controls, alt texts, labels, no console errors`, async ({
    themedPage,
  }) => {
    // Fifteen pages, each loaded cold and left to settle: about a minute on a quiet machine.
    test.setTimeout(300_000);
    const found = await auditAll(themedPage, theme);
    expect(found).toEqual({ contrast: [], names: [], errors: [], axe: [] });
  });
}

test('keyboard focus is visible on links, buttons and fields', async ({ guestPage }) => {
  const page = await guestPage('/login');
  await page.getByLabel('Email', { exact: true }).waitFor({ timeout: 20_000 });
  const seen = new Set<string>();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      return {
        tag: el.tagName.toLowerCase(),
        visible: el.matches(':focus-visible'),
        ring:
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
          style.boxShadow !== 'none',
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30),
      };
    });
    if (!focus) continue;
    expect(`${focus.tag} ${focus.name} ${focus.visible && focus.ring}`).toBe(
      `${focus.tag} ${focus.name} true`,
    );
    seen.add(focus.tag);
  }
  expect([...seen].sort()).toEqual(expect.arrayContaining(['a', 'button', 'input']));
});
