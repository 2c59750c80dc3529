import type { Page } from '@playwright/test';

/** What a page image shows: its size, the share of dark pixels (text and lines), and a hash of its pixels. */
export interface CanvasInk {
  width: number;
  height: number;
  darkShare: number;
  hash: number;
}

/**
 * Reads the viewer's page image (server-rendered; drawn into a scratch canvas to read its pixels).
 * `darkShare` counts pixels with luminance below 128: a faint watermark alone never reaches that, so a value
 * above ~0.002 means real page content was drawn.
 */
export async function canvasInk(
  page: Page,
  selector = '[data-testid="pdf-page"][data-rendering="false"] img',
): Promise<CanvasInk> {
  // Not shown yet (the next page's image is still loading): nothing drawn.
  if (!(await page.$(selector))) return { width: 0, height: 0, darkShare: 0, hash: 0 };
  return page.$eval(selector, async (node) => {
    const img = node as HTMLImageElement;
    await img.decode().catch(() => undefined);
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d');
    ctx?.drawImage(img, 0, 0);
    if (!ctx || canvas.width === 0 || canvas.height === 0)
      return { width: 0, height: 0, darkShare: 0, hash: 0 };
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    let hash = 0;
    for (let i = 0; i < data.length; i += 4) {
      const lum = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
      if (data[i + 3] > 0 && lum < 128) dark += 1;
      if (i % 64 === 0) hash = (hash * 31 + data[i] + data[i + 1] * 3 + data[i + 2] * 7) | 0;
    }
    return { width: canvas.width, height: canvas.height, darkShare: dark / (data.length / 4), hash };
  });
}

/** Waits until the page image shows real page content (dark share above the threshold). */
export async function waitForInk(page: Page, minDarkShare = 0.002, timeoutMs = 30_000): Promise<CanvasInk> {
  const deadline = Date.now() + timeoutMs;
  let last: CanvasInk = { width: 0, height: 0, darkShare: 0, hash: 0 };
  while (Date.now() < deadline) {
    try {
      last = await canvasInk(page);
      if (last.darkShare > minDarkShare) return last;
    } catch {
      /* image not there yet */
    }
    await page.waitForTimeout(200);
  }
  throw new Error(`the page image never showed page content (last: ${JSON.stringify(last)})`);
}
