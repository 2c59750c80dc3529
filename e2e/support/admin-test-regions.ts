import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/*
 * The demo paper's layout truth and the test editor's regions, for the admin's Tests tab browser tests
 * (admin-tests.e2e.ts, docs/domains/exams.md "Online tests"): the true question boxes, the boxes the API
 * proposed and the editor drew checked against them, and dragging a box with the mouse or a finger.
 */
export const FIXTURES = path.resolve(__dirname, '..', '..', '..', 'shared', 'fixtures');

/** The paper's true question boxes: PDF points, origin top-left, pages from 1 (Q.3 has two parts). */
export const LAYOUT = JSON.parse(
  fs.readFileSync(path.join(FIXTURES, 'tests', 'jee-main-mock-01.layout.json'), 'utf8'),
) as Array<Box & { question: number; page: number; part?: number }>;

export const A4_WIDTH = 595.28;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Region extends Box {
  page: number;
}
export interface AdminTest {
  id: string;
  title: string;
  status: string;
  keyRevisedAt: string | null;
  questions: Array<{ number: number; answer: string | null; regions: Region[] }>;
}
export interface AdminAttempt {
  attemptId: string;
  deadline: string;
  status: string;
  score: number | null;
}

/** Intersection over union of two boxes in the same units. */
export function iou(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  const inter = Math.max(0, w) * Math.max(0, h);
  return inter / (a.width * a.height + b.width * b.height - inter);
}

/** The region box of question `n` (its `index`th region) on the page. */
export const regionBox = (page: Page, n: number, index = 0) =>
  page.locator(
    `[data-testid="region-box"][data-kind="regions"][data-question="${n}"][data-index="${index}"]`,
  );

/** Every proposed region matches the layout truth (same pages, IoU ≥ 0.8), read from the API's answer. */
export function checkRegions(test: AdminTest): void {
  expect(test.questions.map((q) => q.number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  for (const q of test.questions) {
    const truth = LAYOUT.filter((t) => t.question === q.number).sort((a, b) => (a.part ?? 1) - (b.part ?? 1));
    expect({ q: q.number, parts: q.regions.map((r) => r.page) }).toEqual({
      q: q.number,
      parts: truth.map((t) => t.page),
    });
    q.regions.forEach((r, i) => {
      const score = iou(r, truth[i]);
      expect({ q: q.number, part: i + 1, iouAtLeast08: score >= 0.8 }).toEqual({
        q: q.number,
        part: i + 1,
        iouAtLeast08: true,
      });
    });
  }
}

/** The editor draws 24 questions' 25 regions over the loaded page images, each where its points say. */
export async function checkDrawn(page: Page, test: AdminTest): Promise<void> {
  await expect(page.getByTestId('region-box').and(page.locator('[data-kind="regions"]'))).toHaveCount(25);
  const numbers = await page
    .locator('[data-testid="region-box"][data-kind="regions"]')
    .evaluateAll((els) =>
      [...new Set(els.map((e) => Number((e as HTMLElement).dataset.question)))].sort((a, b) => a - b),
    );
  expect(numbers).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  for (const q of test.questions)
    for (const [index, region] of q.regions.entries()) {
      const sheet = page.locator(`[data-testid="test-page"][data-page="${region.page}"]`);
      const box = regionBox(page, q.number, index);
      await box.scrollIntoViewIfNeeded();
      // The page image is fetched once the page is near the screen.
      await expect(sheet.locator('img')).toHaveJSProperty('complete', true);
      expect(
        await sheet.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      const s = (await sheet.boundingBox())!;
      const b = (await box.boundingBox())!;
      const scale = s.width / A4_WIDTH;
      const drawn = {
        x: (b.x - s.x) / scale,
        y: (b.y - s.y) / scale,
        width: b.width / scale,
        height: b.height / scale,
      };
      const score = iou(drawn, region);
      expect({
        q: q.number,
        index,
        drawnWhereItIs: score > 0.97,
        ...(score > 0.97 ? {} : { drawn, region, s, b }),
      }).toEqual({
        q: q.number,
        index,
        drawnWhereItIs: true,
      });
    }
}

/** The page's scale (CSS px per point) and the box of question `n`'s first region, brought into view. */
export async function grab(page: Page, n: number) {
  const box = regionBox(page, n);
  await box.scrollIntoViewIfNeeded();
  const region = (await box.getAttribute('aria-label'))!;
  const page1 = Number(/page (\d+)/.exec(region)![1]);
  const sheet = (await page.locator(`[data-testid="test-page"][data-page="${page1}"]`).boundingBox())!;
  const b = (await box.boundingBox())!;
  // Whole pixels: the pointer's start and end are then exact, so the offset in points is too.
  return {
    scale: sheet.width / A4_WIDTH,
    x: Math.round(b.x + b.width / 2),
    y: Math.round(b.y + b.height / 2),
  };
}

/** Drags question `n`'s box with the mouse by (dx, dy) CSS px; returns the offset it should move in points. */
export async function mouseDrag(page: Page, n: number, dx: number, dy: number) {
  const { scale, x, y } = await grab(page, n);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
  return { dx: dx / scale, dy: dy / scale };
}

/** Drags question `n`'s box with one finger (real touch input through the DevTools protocol). */
export async function touchDrag(page: Page, n: number, dx: number, dy: number) {
  const { scale, x, y } = await grab(page, n);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py, id: 1 }],
    });
  const scrolled = await page.evaluate(() => window.scrollY);
  await touch('touchStart', x, y);
  for (let i = 1; i <= 8; i += 1) await touch('touchMove', x + (dx * i) / 8, y + (dy * i) / 8);
  await touch('touchEnd', x + dx, y + dy);
  // A finger on a box drags the box: the page itself did not scroll.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  return { dx: dx / scale, dy: dy / scale };
}
