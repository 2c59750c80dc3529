/**
 * Which image to ask the server for (api/src/modules/reading/routes/pages.ts, docs/domains/reading.md "The reader"):
 * the page's device-pixel width snapped to the server's steps, and above the largest step only the visible
 * tiles. Pure functions, unit-tested in __tests__/page-widths.test.ts.
 */
import { PAGE_WIDTHS, TILE_SIZE, TILE_WIDTHS } from '@exam/shared-contracts/constants';
import { imagePixelRatio } from '@exam/shared-contracts/rules';

/** The server's steps (from `GET /reading/document`; the shared constants until it answered). */
export interface WidthSteps {
  widths: readonly number[];
  tileSize: number;
  tileWidths: readonly number[];
}

export const DEFAULT_STEPS: WidthSteps = {
  widths: PAGE_WIDTHS,
  tileSize: TILE_SIZE,
  tileWidths: TILE_WIDTHS,
};

/** A page image to fetch: a whole page at a step width, or a tiled width (then `tiled` is true). */
export interface ImageWidth {
  width: number;
  tiled: boolean;
}

/**
 * Device pixels wanted for a page shown `cssWidth` CSS px wide: × devicePixelRatio (at least 1), doubled on
 * narrow screens (docs/domains/reading.md "Viewer limits"). Rounded up.
 */
export function wantedPixels(cssWidth: number, devicePixelRatio: number, screenWidth: number): number {
  return Math.ceil(Math.max(1, cssWidth) * imagePixelRatio(devicePixelRatio, screenWidth));
}

/**
 * Snaps `px` up to the next server step, as the server does (`snapPageRequest`): a page width up to the
 * largest page width, else the next tile width (capped at the largest). Sharing the server's rule keeps
 * one URL per step, so the page cache and the browser never hold two near-identical images.
 */
export function snapWidth(px: number, steps: WidthSteps = DEFAULT_STEPS): ImageWidth {
  const largest = steps.widths[steps.widths.length - 1];
  if (px <= largest) return { width: steps.widths.find((w) => w >= px) ?? largest, tiled: false };
  const tiles = steps.tileWidths;
  return { width: tiles.find((w) => w >= px) ?? tiles[tiles.length - 1], tiled: true };
}

/** A tile of the TILE_SIZE grid: column `x`, row `y`. */
export interface Tile {
  x: number;
  y: number;
}

/** A rectangle in CSS px relative to the page's top-left corner. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Columns and rows of a `width`-px image of a page with aspect `pageHeight / pageWidth`. */
export function tileGrid(width: number, aspect: number, tileSize: number): { cols: number; rows: number } {
  return { cols: Math.ceil(width / tileSize), rows: Math.ceil((width * aspect) / tileSize) };
}

/**
 * The tiles of a `width`-px image that intersect `visible` (CSS px of the page shown `cssWidth` wide), in
 * row order. Nothing visible gives no tiles; a visible area outside the page is clipped to it.
 */
export function visibleTiles(
  visible: Rect,
  cssWidth: number,
  aspect: number,
  width: number,
  tileSize: number,
): Tile[] {
  if (cssWidth <= 0 || visible.width <= 0 || visible.height <= 0) return [];
  const k = width / cssWidth;
  const { cols, rows } = tileGrid(width, aspect, tileSize);
  const x0 = Math.max(0, Math.floor((visible.left * k) / tileSize));
  const y0 = Math.max(0, Math.floor((visible.top * k) / tileSize));
  const x1 = Math.min(cols - 1, Math.floor(((visible.left + visible.width) * k - 1) / tileSize));
  const y1 = Math.min(rows - 1, Math.floor(((visible.top + visible.height) * k - 1) / tileSize));
  const out: Tile[] = [];
  for (let y = y0; y <= y1; y += 1) for (let x = x0; x <= x1; x += 1) out.push({ x, y });
  return out;
}

/** The part of the page (CSS px from its corner) inside the viewport `stage` (both client rects). */
export function visiblePart(
  page: { left: number; top: number; width: number; height: number },
  stage: { left: number; top: number; width: number; height: number },
): Rect {
  const left = Math.max(page.left, stage.left);
  const top = Math.max(page.top, stage.top);
  const right = Math.min(page.left + page.width, stage.left + stage.width);
  const bottom = Math.min(page.top + page.height, stage.top + stage.height);
  return {
    left: left - page.left,
    top: top - page.top,
    width: Math.max(0, right - left),
    height: Math.max(0, bottom - top),
  };
}
