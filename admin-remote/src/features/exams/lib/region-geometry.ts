/**
 * Geometry of the region editor (docs/domains/exams.md "Online tests"). Regions are rectangles of a PDF page
 * in points (1/72 in), origin at the page's top-left, y growing downwards (the contract's `Region`). A page
 * is drawn `displayWidth` CSS px wide, so one point is `scale = displayWidth / pageWidth` px on screen, the
 * same factor both ways: conversions never round, only the rectangles a drag produces do (to 0.01 pt).
 */

/** A rectangle in PDF points (or in px, for the screen side of a conversion). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A page's size in points (the API's `pageSizes` entries). */
export interface PageBox {
  w: number;
  h: number;
}

/** The smallest region a drag may leave, in points each way: big enough to grab, small enough for a label. */
export const MIN_REGION_PT = 8;

/** What a pointer drag does: move the whole box, or resize it from one edge or corner. */
export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export type DragMode = 'move' | Handle;

/** Every resize handle, corners first (drawn in this order). */
export const HANDLES: readonly Handle[] = ['nw', 'ne', 'sw', 'se', 'n', 's', 'e', 'w'];

/** Pixels per point of a page `pageWidthPt` wide drawn `displayWidthPx` wide (0 for a page not laid out). */
export function scaleOf(displayWidthPx: number, pageWidthPt: number): number {
  return pageWidthPt > 0 && displayWidthPx > 0 ? displayWidthPx / pageWidthPt : 0;
}

/** Points → CSS px at `scale` (px per pt). */
export const ptToPx = (pt: number, scale: number): number => pt * scale;

/** CSS px → points at `scale` (px per pt); 0 when the page has no width yet. */
export const pxToPt = (px: number, scale: number): number => (scale > 0 ? px / scale : 0);

/** A rectangle in points as px at `scale`. */
export function rectToPx(rect: Rect, scale: number): Rect {
  return {
    x: ptToPx(rect.x, scale),
    y: ptToPx(rect.y, scale),
    width: ptToPx(rect.width, scale),
    height: ptToPx(rect.height, scale),
  };
}

/** A rectangle in px as points at `scale`. */
export function rectToPt(rect: Rect, scale: number): Rect {
  return {
    x: pxToPt(rect.x, scale),
    y: pxToPt(rect.y, scale),
    width: pxToPt(rect.width, scale),
    height: pxToPt(rect.height, scale),
  };
}

/** Rounds to 0.01 pt: a drag's result is stored, and a float's tail (123.45000000001) helps nobody. */
const round = (n: number): number => Math.round(n * 100) / 100;
const clamp = (n: number, lo: number, hi: number): number => Math.min(Math.max(n, lo), hi);

/** The rectangle with every side rounded to 0.01 pt. */
export function roundRect(rect: Rect): Rect {
  return { x: round(rect.x), y: round(rect.y), width: round(rect.width), height: round(rect.height) };
}

/**
 * `start` (points) after a drag of `dx`, `dy` points in `mode` on `page`:
 * - `move`: the box keeps its size and stays on the page (a push past an edge stops at it);
 * - a handle: only the sides it names move; each stops at the page's edge and at `min` points from the
 *   opposite side, so a box never turns inside out or shrinks below `min`.
 * Works on the drag's total offset from where it started, not on steps, so a pointer that comes back
 * restores the box. The result is rounded to 0.01 pt.
 */
export function dragRect(
  start: Rect,
  mode: DragMode,
  dx: number,
  dy: number,
  page: PageBox,
  min = MIN_REGION_PT,
): Rect {
  if (mode === 'move') {
    const width = Math.min(start.width, page.w);
    const height = Math.min(start.height, page.h);
    return roundRect({
      x: clamp(start.x + dx, 0, page.w - width),
      y: clamp(start.y + dy, 0, page.h - height),
      width,
      height,
    });
  }
  let left = start.x;
  let top = start.y;
  let right = start.x + start.width;
  let bottom = start.y + start.height;
  if (mode.includes('w')) left = clamp(left + dx, 0, right - min);
  if (mode.includes('e')) right = clamp(right + dx, left + min, page.w);
  if (mode.includes('n')) top = clamp(top + dy, 0, bottom - min);
  if (mode.includes('s')) bottom = clamp(bottom + dy, top + min, page.h);
  return roundRect({ x: left, y: top, width: right - left, height: bottom - top });
}

/**
 * The box drawn by dragging from `from` to `to` (points, any direction) on `page`: both corners clamped
 * to the page; null when it is smaller than `min` either way (a click, not a drag).
 */
export function drawnRect(
  from: { x: number; y: number },
  to: { x: number; y: number },
  page: PageBox,
  min = MIN_REGION_PT,
): Rect | null {
  const x1 = clamp(Math.min(from.x, to.x), 0, page.w);
  const x2 = clamp(Math.max(from.x, to.x), 0, page.w);
  const y1 = clamp(Math.min(from.y, to.y), 0, page.h);
  const y2 = clamp(Math.max(from.y, to.y), 0, page.h);
  if (x2 - x1 < min || y2 - y1 < min) return null;
  return roundRect({ x: x1, y: y1, width: x2 - x1, height: y2 - y1 });
}

/** Points an arrow key moves a region: 1, or 10 with Shift. */
export const nudgeStep = (shift: boolean): number => (shift ? 10 : 1);

/** The offset of an arrow key, in steps: ArrowLeft → [-1, 0]… null for any other key. */
export function arrowOffset(key: string): [number, number] | null {
  switch (key) {
    case 'ArrowLeft':
      return [-1, 0];
    case 'ArrowRight':
      return [1, 0];
    case 'ArrowUp':
      return [0, -1];
    case 'ArrowDown':
      return [0, 1];
    default:
      return null;
  }
}

/**
 * A region after an arrow key (keyboard alternative to dragging): moved by 1 pt (10 with `shift`), or with
 * `resize` its right or bottom side moved instead (the box grows or shrinks), within the page and `min`.
 * Null for a key that is not an arrow.
 */
export function nudgeRect(
  rect: Rect,
  key: string,
  { shift = false, resize = false }: { shift?: boolean; resize?: boolean },
  page: PageBox,
): Rect | null {
  const offset = arrowOffset(key);
  if (!offset) return null;
  const step = nudgeStep(shift);
  const [dx, dy] = [offset[0] * step, offset[1] * step];
  if (!resize) return dragRect(rect, 'move', dx, dy, page);
  return dragRect(rect, dx !== 0 ? 'e' : 's', dx, dy, page);
}
