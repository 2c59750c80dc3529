import type { PageText } from '../../../../src/platform/render/render-types';

/** A word of a `PageText` with its box in PDF points (origin top left). */
export interface PointWord {
  word: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The words of `page` with their boxes in points, to compare with a truth file's boxes. */
export function labelWords(page: PageText): PointWord[] {
  const words: PointWord[] = [];
  for (let i = 0; i < page.boxes.length; i += 5) {
    const [start, x, y, w, h] = page.boxes.slice(i, i + 5);
    const end = i + 5 < page.boxes.length ? page.boxes[i + 5] : page.text.length;
    words.push({
      word: page.text.slice(start, end).trim(),
      x0: x * page.w,
      y0: y * page.h,
      x1: (x + w) * page.w,
      y1: (y + h) * page.h,
    });
  }
  return words;
}
