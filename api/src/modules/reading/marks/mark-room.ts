import type { Gray } from './raster.ts';

/**
 * Where the visible mark may go without covering a glyph (visible-mark.ts): the blank bands of rows across a
 * page, and for a tight cut with none tall enough, the room beside its text. Both read one pass over the
 * page's rows ({@link inkExtents}).
 */

/** A pixel at least this light is paper: a row with no darker pixel is blank. */
const PAPER_LEVEL = 200;

/** Per row of a page: its first and last ink columns (`width` and -1 for a blank row), px. */
export interface InkExtents {
  width: number;
  first: Int32Array;
  last: Int32Array;
}

/** The ink extents of every row of `page`: each row scanned from the left to its first ink, from the right to its last. */
export function inkExtents(page: Gray): InkExtents {
  const { width, height, data } = page;
  const first = new Int32Array(height).fill(width);
  const last = new Int32Array(height).fill(-1);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let x = 0;
    while (x < width && data[row + x] >= PAPER_LEVEL) x += 1;
    if (x === width) continue;
    first[y] = x;
    x = width - 1;
    while (data[row + x] >= PAPER_LEVEL) x -= 1;
    last[y] = x;
  }
  return { width, first, last };
}

/** Runs of blank rows (no pixel darker than {@link PAPER_LEVEL}): `[top, bottom]`, inclusive. */
export function blankBands({ last }: InkExtents): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  for (let y = 0; y <= last.length; y += 1) {
    const blank = y < last.length && last[y] < 0;
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
  { width, first, last }: InkExtents,
  line: { width: number; height: number },
  pad: number,
): { left: number; top: number } | null {
  const height = last.length;
  const tall = line.height + 2 * pad;
  if (tall > height) return null;
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
