import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { Platform } from './platform';

/** The running platform's coordinates (what global-setup hands to the tests): url, admin credentials... */
export type PlatformInfo = Omit<Platform, 'stop'>;

/**
 * The default's ceiling: each platform prepares the whole demo catalogue for the reader after its start,
 * which a many-core machine would otherwise repeat once per core.
 */
export const MAX_DEFAULT_WORKERS = 4;

/**
 * How many platforms (and Playwright workers) the browser run uses: E2E_WORKERS, else one per core, at most
 * {@link MAX_DEFAULT_WORKERS}. Each worker drives a platform of its own (its own data folder and database),
 * so a test never sees another worker's admin changes, payments or reading sessions. With Debian's headless
 * shell a worker keeps under one core busy (the suite on one worker here: 675 s, the 2 cores 46 % busy); on
 * two workers the same suite took 430 s with the cores 80 % busy.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.min(MAX_DEFAULT_WORKERS, Math.max(1, os.availableParallelism()));
}

/**
 * The first platform's port (E2E_PORT, default 3311); worker `i`'s is 100 × i above it. Read on each call:
 * the topology's config sets E2E_PORT after its imports (this module among them) have run.
 */
const e2ePort = () => Number(process.env.E2E_PORT ?? 3311);

/** The port of the platform of worker `index` (Playwright's TEST_PARALLEL_INDEX, 0-based). */
export const platformPort = (index: number): number => e2ePort() + 100 * index;

/** This process's worker index: Playwright sets TEST_PARALLEL_INDEX in its workers; 0 elsewhere. */
const workerIndex = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0;

/**
 * Where global-setup writes a platform's coordinates for the test workers (other processes): one file per
 * E2E_PORT and worker, so two browser runs on one machine do not read each other's platform. Worker 0's is
 * `platform-<port>.json`, the only one of a one-platform run such as the topology's.
 */
export function platformFile(index = workerIndex()): string {
  return path.join(
    __dirname,
    '..',
    '..',
    '.test-results',
    index === 0 ? `platform-${e2ePort()}.json` : `platform-${e2ePort()}-w${index}.json`,
  );
}

/** The platform of this worker, started by global-setup (url, admin credentials). */
export function platform(): PlatformInfo {
  return JSON.parse(fs.readFileSync(platformFile(), 'utf8')) as PlatformInfo;
}

/** Page errors and console errors seen on a page, to assert that a journey raised none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/**
 * Holds every request of `target` (a page or a whole context) matching `url` (a Playwright URL pattern)
 * unanswered until the returned `release()` is called; then each goes on to the server.
 */
export async function holdRequests(target: Page | BrowserContext, url: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await target.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * What {@link recordPaints} saw: each largest paint (ms since navigation; the element's tag, or '' when the
 * element had left the page before the observer ran; an image's URL, or '' for text) and each layout shift's
 * value.
 */
export interface Paints {
  lcp: { at: number; tag: string; url: string }[];
  shifts: number[];
}

/** Records the largest paints and layout shifts of `target`'s pages from their first script on. */
export async function recordPaints(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as { __paints: Paints };
    w.__paints = { lcp: [], shifts: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element?: Element; url: string })[])
        w.__paints.lcp.push({ at: e.startTime, tag: e.element?.tagName ?? '', url: e.url });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.__paints.shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The paints `page` recorded so far (see {@link recordPaints}). */
export const paintsOf = (page: Page): Promise<Paints> =>
  page.evaluate(() => (window as unknown as { __paints: Paints }).__paints);

/** Resizes `page` to `width` × `height` CSS px and waits until the new width is laid out and painted. */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** One step of a two-finger gesture: fingers down, moved, or lifted. */
export type PinchStep = 'touchStart' | 'touchMove' | 'touchEnd';

/**
 * Two fingers on `page`, centred on (`x`, `y`) CSS px and `spread` px apart on a horizontal line, sent as
 * the browser's own touch events (CDP `Input.dispatchTouchEvent`; the context needs `hasTouch`). Returns a
 * function that sends one step; `touchEnd` lifts both fingers (its spread is ignored).
 */
export async function twoFingers(
  page: Page,
  x: number,
  y: number,
): Promise<(type: PinchStep, spread: number) => Promise<unknown>> {
  const cdp = await page.context().newCDPSession(page);
  return (type, spread) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              { x: x - spread / 2, y, id: 1 },
              { x: x + spread / 2, y, id: 2 },
            ],
    });
}
