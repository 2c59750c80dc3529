import type { PageText } from '../../../src/platform/render/render-types';
import type { Box } from './paper-truth';

/** One text item of a page's text layer: its string and box in PDF points, origin top left. */
export interface TextItem {
  text: string;
  box: Box;
}

/**
 * The items of `page` (the render worker's text: `boxes` holds, per item, its offset in `text` and its x,
 * y, width and height as fractions of the page) as strings with boxes in points.
 */
export function textItems(page: PageText): TextItem[] {
  const items: TextItem[] = [];
  for (let i = 0; i < page.boxes.length; i += 5) {
    const [at, x, y, w, h] = page.boxes.slice(i, i + 5);
    const end = i + 5 < page.boxes.length ? page.boxes[i + 5] : page.text.length;
    items.push({
      text: page.text.slice(at, end).trim(),
      box: [x * page.w, y * page.h, (x + w) * page.w, (y + h) * page.h],
    });
  }
  return items;
}

/**
 * Whether the item box `item` (as the render worker gives it: pdf.js's top is the baseline less the font
 * size, its bottom the baseline) is the text printed at `box` (pdftotext's box: ascender to descender):
 * the same left edge within `slack` points and the item's baseline inside the box's height.
 */
export function printedAt(item: Box, box: Box, slack = 2): boolean {
  return Math.abs(item[0] - box[0]) <= slack && item[3] >= box[1] - 1 && item[3] <= box[3] + 1;
}
