/**
 * Zoom and page arithmetic of the viewer (docs/domains/reading.md "Viewer limits"), as pure functions so they
 * are unit-tested. A zoom is a CSS-pixel scale of the PDF page (1 = 72 dpi page units shown as CSS pixels).
 */

import { imagePixelRatio, type ReaderZoom } from '@exam/shared-contracts/rules';

// The default zoom and the narrow-screen rule are shared with the shell (its early session's view hint).
export { defaultZoom, NARROW_SCREEN_PX, RESET_ZOOM } from '@exam/shared-contracts/rules';

/** Zoom range (docs/domains/reading.md "Viewer limits"): 0.5 to 5. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 5;
/** Each zoom in/out step multiplies or divides by 1.25 (docs/domains/reading.md "Viewer limits"). */
export const ZOOM_STEP = 1.25;
/** Fit-to-screen never enlarges past 1.5 (docs/domains/reading.md "Viewer limits"). */
export const MAX_FIT_ZOOM = 1.5;
/** Pinch changes smaller than this are ignored (docs/domains/reading.md "Viewer limits"). */
export const MIN_PINCH_DELTA = 0.1;

/** The viewer's zoom: fit to the screen, or a fixed scale (docs/domains/reading.md "Viewer states"). */
export type Zoom = ReaderZoom;

/** Clamps `value` to `[min, max]`. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The page to show for a typed or computed page number: an integer in 1..total
 * (docs/domains/reading.md "Viewer limits"). Not-a-number keeps `fallback` (the current page). With no pages
 * yet (`total` < 1) it answers 1.
 */
export function clampPage(requested: number, total: number, fallback = 1): number {
  if (total < 1) return 1;
  if (!Number.isFinite(requested)) return clamp(Math.round(fallback), 1, total);
  return clamp(Math.round(requested), 1, total);
}

/** Clamps a zoom to 0.5..5 and rounds away float noise (1.25^n) to 4 decimals. */
export function clampZoom(zoom: number): number {
  return Math.round(clamp(zoom, MIN_ZOOM, MAX_ZOOM) * 10000) / 10000;
}

/** The next zoom after one step `in` (×1.25) or `out` (÷1.25) from the current scale, within 0.5..5. */
export function nextZoom(current: number, direction: 'in' | 'out'): number {
  return clampZoom(direction === 'in' ? current * ZOOM_STEP : current / ZOOM_STEP);
}

/**
 * The scale that fits a page of `pageWidth` × `pageHeight` (PDF units at scale 1) inside a box of
 * `boxWidth` × `boxHeight` CSS px, capped at 1.5 (docs/domains/reading.md "Viewer limits") and never below
 * 0.5. A box of zero size gives 1.
 */
export function fitScale(pageWidth: number, pageHeight: number, boxWidth: number, boxHeight: number): number {
  if (pageWidth <= 0 || pageHeight <= 0 || boxWidth <= 0 || boxHeight <= 0) return 1;
  const scale = Math.min(boxWidth / pageWidth, boxHeight / pageHeight);
  return clampZoom(Math.min(scale, MAX_FIT_ZOOM));
}

/** The scale a `Zoom` means for a page of the given size in the given box. */
export function effectiveScale(
  zoom: Zoom,
  pageWidth: number,
  pageHeight: number,
  boxWidth: number,
  boxHeight: number,
): number {
  return zoom === 'fit' ? fitScale(pageWidth, pageHeight, boxWidth, boxHeight) : zoom;
}

/**
 * Backing-store pixels per CSS pixel for the page canvas: the device pixel ratio, doubled on narrow screens
 * (docs/domains/reading.md "Viewer limits") so text stays crisp when the page is pinched; capped so a canvas
 * stays under `maxPixels`.
 */
export function renderPixelRatio(
  devicePixelRatio: number,
  screenWidth: number,
  cssWidth: number,
  cssHeight: number,
  maxPixels = 16_777_216,
): number {
  const base = imagePixelRatio(devicePixelRatio, screenWidth);
  const area = cssWidth * cssHeight;
  if (area <= 0) return base;
  return Math.min(base, Math.sqrt(maxPixels / area));
}

/** A pinch's new zoom: `startZoom × (distance / startDistance)`, or null when the change is below 0.1
 * (docs/domains/reading.md "Viewer limits"). */
export function pinchZoom(
  startZoom: number,
  startDistance: number,
  distance: number,
  current: number,
): number | null {
  if (startDistance <= 0) return null;
  const next = clampZoom(startZoom * (distance / startDistance));
  return Math.abs(next - current) < MIN_PINCH_DELTA ? null : next;
}

/** The percent label of a scale, e.g. 1.2 → "120%". */
export function zoomPercent(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}
