/**
 * In-page audits for the storefront and shell browser tests: WCAG AA text contrast, accessible names of
 * buttons and links, image alt texts, form labels, and horizontal overflow at a given width. Each returns the
 * offending elements as short strings, so a failing test says what to fix.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * Text whose contrast against its effective background is under WCAG AA: 4.5:1, or 3:1 for large text
 * (≥ 24 px, or ≥ 18.66 px bold). Text over gradients or images is skipped (no single background colour), as
 * are disabled controls (WCAG exempts inactive components). Returns "ratio text" strings.
 */
export function lowContrastText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const m = value.match(/rgba?\(([^)]+)\)/);
      if (!m) return [0, 0, 0, 0];
      const [r, g, b, a = '1'] = m[1].split(/[ ,/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    /** The colour behind an element, or null when a gradient or image is painted behind it. */
    const background = (el: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const colour = parse(style.backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      let result: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const failures: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const text = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!text) continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (
        rect.width === 0 ||
        rect.height === 0 ||
        style.visibility === 'hidden' ||
        Number(style.opacity) === 0
      )
        continue;
      if (
        el.closest('[disabled], [aria-disabled="true"], [aria-hidden="true"], .notistack-SnackbarContainer')
      )
        continue;
      const bg = background(el);
      if (!bg) continue;
      const fg = over(parse(style.color), bg);
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
      const ratio = (hi + 0.05) / (lo + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) failures.push(`${ratio.toFixed(2)} ${text.slice(0, 40)}`);
    }
    return failures;
  });
}

/** Buttons and links without an accessible name, images without alt, and form fields without a label. */
export function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    const nameOf = (el: Element) =>
      (el.getAttribute('aria-label') ?? '').trim() ||
      byIds(el.getAttribute('aria-labelledby')) ||
      (el.textContent ?? '').trim() ||
      [...el.querySelectorAll('img[alt]')]
        .map((i) => i.getAttribute('alt'))
        .join(' ')
        .trim() ||
      (el.getAttribute('title') ?? '').trim();
    for (const el of document.querySelectorAll('button, a[href], [role="button"]')) {
      if (!nameOf(el)) problems.push(`no name: ${el.outerHTML.slice(0, 80)}`);
    }
    for (const img of document.querySelectorAll('img')) {
      const decorative =
        img.getAttribute('aria-hidden') === 'true' || img.getAttribute('role') === 'presentation';
      if (!decorative && !(img.getAttribute('alt') ?? '').trim())
        problems.push(`no alt: ${img.outerHTML.slice(0, 80)}`);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
      if (field.type === 'hidden') continue;
      const labelled =
        (field.labels?.length ?? 0) > 0 ||
        field.getAttribute('aria-label') ||
        field.getAttribute('aria-labelledby');
      if (!labelled) problems.push(`no label: ${field.outerHTML.slice(0, 80)}`);
    }
    return problems;
  });
}

/**
 * How far the page is wider than the window, in CSS px, with the body's `overflow-x: clip` guard lifted
 * (that guard would otherwise hide an overflowing layout from `scrollWidth`).
 */
export function horizontalOverflow(
  page: Page,
): Promise<{ scrollWidth: number; clientWidth: number; widest: string }> {
  return page.evaluate(() => {
    document.body.style.overflowX = 'visible';
    const root = document.documentElement;
    let widest = '';
    for (const el of document.querySelectorAll('body *')) {
      if (el.getBoundingClientRect().right > root.clientWidth + 1) {
        widest = `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80);
        break;
      }
    }
    const result = { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
    document.body.style.overflowX = '';
    return result;
  });
}

/** An init script that stores `theme` before any app script runs (the shell's theme-init reads it). */
export const themeScript = (theme: 'dark' | 'light') => `localStorage.setItem('theme', '${theme}')`;

/**
 * Waits until the page's data has arrived (no request for half a second) and every finite CSS animation
 * and transition on it has ended (cards fading in, the theme's colour ease), so colours and boxes are final.
 * An endless animation (a spinner) is not waited for. `network: false` skips the wait for no requests, for
 * a screen whose drawn state the caller has already waited for (the viewer's first painted page) while
 * background requests of its own may still run.
 */
export async function settle(page: Page, { network = true }: { network?: boolean } = {}): Promise<void> {
  if (network) await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // Two frames first, so an animation started by the last response's render is listed.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * axe-core's serious and critical violations on the page as it is now (zero of them),
 * one line per rule with the first offending element. `include` limits the scan to one part of the page
 * (a dialog); toasts are left out (notistack's own colours, gone after a few seconds).
 *
 * axe-core runs with `axe.run` in the page itself, injected once per document into every frame (the pages
 * audited are same-origin). Not through `@axe-core/playwright`'s default run: that opens a blank page for
 * every audit, compiles axe there again and merges the results in it, about a fifth of each audit's time
 * here for the same rules and the same findings.
 */
export async function axeFindings(page: Page, include?: string): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  // Only violations are read: axe then skips building a selector for every node that passed, the slow
  // tail of a run on a long table (a fifth of each audit's time here).
  const violations = await page.evaluate(
    async ({ only, left }) => {
      const scope = only ? { include: [only], exclude: [left] } : { exclude: [left] };
      const { violations: found } = await window.axe.run(scope, { resultTypes: ['violations'] });
      return found.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.length,
        first: v.nodes[0]?.target.join(' '),
      }));
    },
    { only: include ?? null, left: NOT_AUDITED },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes}× e.g. ${v.first}`);
}

/** What no audit scans: notistack's toasts (the library's own colours, gone after a few seconds). */
const NOT_AUDITED = '.notistack-SnackbarContainer';

declare global {
  interface Window {
    /** axe-core, once axeFindings has injected it. */
    axe: typeof axe;
  }
}
