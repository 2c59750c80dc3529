import type { Column } from './paper-layout.ts';

/**
 * Where a question's ink ends on a page's pixels (docs/domains/exams.md "Making a test from a paper"), so
 * a region ends at its last text, figure or table, and not at a rule or the next block's top.
 */

/** A page's pixels, greyscale, for finding where a question's ink ends: `data[y * width + x]` 0..255. */
export interface InkBitmap {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Rows of `column` with ink on `bitmap`, scanned from `from` towards `to` (points; either direction): the
 * first row (points, from the top) that holds ink, or null. A pixel darker than 200 is ink; a row needs two
 * (a lone speck of compression noise is not). A thin band (at most 3 px) tinted across more than 70% of the
 * column (pixels below 245, so a grey rule's antialiased edge counts too) is a rule (under a running
 * header, over a footer, between sections), not a question's content; a taller tinted band (a shaded box)
 * is content wherever it has ink.
 */
export function scanInk(
  bitmap: InkBitmap,
  page: { w: number; h: number },
  col: Pick<Column, 'left' | 'right'>,
  from: number,
  to: number,
) {
  const sx = bitmap.width / page.w;
  const sy = bitmap.height / page.h;
  const x0 = Math.max(0, Math.floor(col.left * sx));
  const x1 = Math.min(bitmap.width, Math.ceil(col.right * sx));
  const wide = (x1 - x0) * 0.7;
  /** Pixels darker than 200 and than 245 in row `y` of the column. */
  const counts = (y: number) => {
    let dark = 0;
    let tinted = 0;
    if (y < 0 || y >= bitmap.height) return { dark, tinted };
    const row = y * bitmap.width;
    for (let x = x0; x < x1; x += 1) {
      const v = bitmap.data[row + x];
      if (v < 245) tinted += 1;
      if (v < 200) dark += 1;
    }
    return { dark, tinted };
  };
  const rule = (y: number) => {
    if (counts(y).tinted < wide) return false;
    // A rule is thin: some row within 2 px above it and within 2 px below it is not tinted across.
    const above = [1, 2, 3].some((d) => counts(y - d).tinted < wide);
    const below = [1, 2, 3].some((d) => counts(y + d).tinted < wide);
    return above && below;
  };
  const down = to >= from;
  const start = down ? Math.max(0, Math.floor(from * sy)) : Math.min(bitmap.height, Math.ceil(from * sy)) - 1;
  const end = down ? Math.min(bitmap.height, Math.ceil(to * sy)) : Math.max(0, Math.floor(to * sy)) - 1;
  for (let y = start; y !== end; y += down ? 1 : -1)
    if (counts(y).dark >= 2 && !rule(y)) return down ? y / sy : (y + 1) / sy;
  return null;
}
