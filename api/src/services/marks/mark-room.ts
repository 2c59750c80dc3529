import type { Gray } from './raster.ts';

/**
 * Where the visible mark may go without covering a glyph (visible-mark.ts): the blank bands of rows across a
 * page, and for a tight cut with none tall enough, the room beside its text.
 */

/** A pixel at least this light is paper: a row with none darker is a blank band the mark may take. */
const PAPER_LEVEL = 200;

/** Runs of blank rows of `page` (every pixel at least {@link PAPER_LEVEL}): `[top, bottom]`, inclusive. */
export function blankBands(page: Gray): [number, number][] {
  const { width, height, data } = page;
  const out: [number, number][] = [];
  let start = -1;
  for (let y = 0; y <= height; y += 1) {
    let blank = y < height;
    if (blank) {
      const row = y * width;
      for (let x = 0; x < width; x += 1)
        if (data[row + x] < PAPER_LEVEL) {
          blank = false;
          break;
        }
    }
    if (blank && start < 0) start = y;
    else if (!blank && start >= 0) {
      out.push([start, y - 1]);
      start = -1;
    }
  }
  return out;
}

/**
 * A place for `line` clear of ink with `pad` px around it, right or left of the text where its lines end
 * early or start late (a short last line, an answer blank), for an image with no blank band tall enough:
 * the rows whose free run at that side is widest. Null when the line fits nowhere.
 */
export function besideText(
  page: Gray,
  line: { width: number; height: number },
  pad: number,
): { left: number; top: number } | null {
  const { width, height, data } = page;
  const tall = line.height + 2 * pad;
  if (tall > height) return null;
  // Per row: the first and last ink columns (width and -1 for a blank row).
  const first = new Int32Array(height).fill(width);
  const last = new Int32Array(height).fill(-1);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1)
      if (data[row + x] < PAPER_LEVEL) {
        if (first[y] === width) first[y] = x;
        last[y] = x;
      }
  }
  let best: { left: number; top: number; room: number } | null = null;
  for (let top = 0; top + tall <= height; top += 1) {
    let right = -1;
    let left = width;
    for (let y = top; y < top + tall; y += 1) {
      right = Math.max(right, last[y]);
      left = Math.min(left, first[y]);
    }
    const roomRight = width - right - 1 - 2 * pad - line.width;
    const roomLeft = left - 2 * pad - line.width;
    if (roomRight >= 0 && (!best || roomRight > best.room))
      best = { left: width - pad - line.width, top: top + pad, room: roomRight };
    if (roomLeft >= 0 && (!best || roomLeft > best.room))
      best = { left: pad, top: top + pad, room: roomLeft };
  }
  return best && { left: best.left, top: best.top };
}
