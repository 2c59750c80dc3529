import type { PageText } from '../../../../platform/render/render-types.ts';

/**
 * Text lines of a PDF page in PDF points (origin top-left), built from the positions the reader's text
 * extraction stores for search (render-worker `text`): the input of question detection.
 */

/** One text item: its string and box in points (`y` is the top, `y + h` the baseline). */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A line of one column: its items left to right, its box, and its text. */
export interface TextLine {
  items: TextItem[];
  text: string;
  x: number;
  y: number;
  right: number;
  /** The lowest baseline of the line's items (points). */
  baseline: number;
  /** The tallest item's height (points). */
  h: number;
  column: number;
}

/** A page's items in points, whitespace-only items dropped (pdf.js emits wide spacer items). */
export function pageItems(page: PageText): TextItem[] {
  const items: TextItem[] = [];
  const { boxes, text, w: pw, h: ph } = page;
  for (let i = 0; i < boxes.length; i += 5) {
    const from = boxes[i];
    const to = i + 5 < boxes.length ? boxes[i + 5] : text.length;
    const s = text.slice(from, to).trim();
    if (!s) continue;
    items.push({
      text: s,
      x: boxes[i + 1] * pw,
      y: boxes[i + 2] * ph,
      w: boxes[i + 3] * pw,
      h: boxes[i + 4] * ph,
    });
  }
  return items;
}

/**
 * Groups items into lines: an item joins a line of the same column whose vertical middle is within half
 * the smaller height of its own. `columnOf(item)` assigns columns (0 for a single-column page).
 */
export function groupLines(items: TextItem[], columnOf: (item: TextItem) => number): TextLine[] {
  const sorted = [...items].sort((a, b) => a.y + a.h / 2 - (b.y + b.h / 2) || a.x - b.x);
  const lines: TextLine[] = [];
  for (const item of sorted) {
    const column = columnOf(item);
    const mid = item.y + item.h / 2;
    const line = lines.find(
      (l) =>
        l.column === column &&
        Math.abs(l.y + l.h / 2 - mid) < Math.min(l.h, item.h) / 2 &&
        l.baseline > item.y,
    );
    if (line) {
      line.items.push(item);
      line.x = Math.min(line.x, item.x);
      line.y = Math.min(line.y, item.y);
      line.right = Math.max(line.right, item.x + item.w);
      line.baseline = Math.max(line.baseline, item.y + item.h);
      line.h = Math.max(line.h, item.h);
    } else {
      lines.push({
        items: [item],
        text: '',
        x: item.x,
        y: item.y,
        right: item.x + item.w,
        baseline: item.y + item.h,
        h: item.h,
        column,
      });
    }
  }
  for (const line of lines) {
    line.items.sort((a, b) => a.x - b.x);
    line.text = line.items.map((i) => i.text).join(' ');
  }
  return lines.sort((a, b) => a.column - b.column || a.y - b.y || a.x - b.x);
}

/** A line's text with digits folded, to recognise the same running header or footer on every page. */
const runningKey = (text: string) => text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();

/** The numbers of a line, in order. */
const numbersOf = (text: string) => text.match(/\d+/g) ?? [];

/** A line that starts with a question's label (`Q.3`, `12.`, `12)`). */
const QUESTION_START = /^(?:Q\s*\.?\s*)?\d{1,3}\s?[.)](?=\s)/i;

/** Share of the page height at the top and the bottom where running headers and footers are looked for. */
const MARGIN_BAND = 0.12;
/** How many lines at each edge of a page can be a running header or footer. */
const EDGE_LINES = 2;

/**
 * The body of each page: from below its running header to above its running footer (points). A header or
 * footer is one of the two outermost lines in the top or bottom 12% of a page whose text stands at the
 * same height (within 3 pt) on at least a fifth of the other pages (one at least) with at most one number
 * changed (the page number), and not under a line of the body; on a one-page paper, a line naming a page
 * number.
 */
export function pageBodies(pages: PageText[]): { top: number; bottom: number }[] {
  const edges = pages.map((page) => {
    const lines = groupLines(pageItems(page), () => 0).sort((a, b) => a.y - b.y);
    return {
      page,
      top: lines.slice(0, EDGE_LINES).filter((l) => l.baseline <= page.h * MARGIN_BAND),
      bottom: lines.slice(-EDGE_LINES).filter((l) => l.y >= page.h * (1 - MARGIN_BAND)),
    };
  });
  const seen = new Map<string, { page: number; y: number; numbers: string[] }[]>();
  for (const { page, top, bottom } of edges)
    for (const line of [...top, ...bottom]) {
      const key = runningKey(line.text);
      seen.set(key, [
        ...(seen.get(key) ?? []),
        { page: page.page, y: line.y, numbers: numbersOf(line.text) },
      ]);
    }
  // The same line elsewhere: same words, same height, and at most one number changed (the page number),
  // on a fifth of the other pages at least: a section's heading printed at the top of two pages runs not.
  const repeats = Math.max(1, Math.floor((pages.length - 1) / 5));
  const running = (text: string, y: number, page: number) => {
    const numbers = numbersOf(text);
    // Two questions that begin alike ("75. Match the items…", "88. Match the items…") at the top of two
    // pages are questions, not a running header.
    if (QUESTION_START.test(text.trim())) return false;
    return (
      (seen.get(runningKey(text)) ?? []).filter(
        (o) =>
          o.page !== page &&
          Math.abs(o.y - y) <= 3 &&
          o.numbers.filter((n, i) => n !== numbers[i]).length <= 1,
      ).length >= repeats ||
      (pages.length === 1 && /\bpage\s+\d+/i.test(text))
    );
  };
  // Only the outermost lines can run: a line under a line of the body is body too.
  const outermost = (lines: TextLine[], page: number) => {
    const index = lines.findIndex((l) => !running(l.text, l.y, page));
    return index === -1 ? lines : lines.slice(0, index);
  };
  return edges.map(({ page, top, bottom }) => ({
    top: Math.max(0, ...outermost(top, page.page).map((l) => l.baseline + l.h * 0.5)),
    bottom: Math.min(page.h, ...outermost([...bottom].reverse(), page.page).map((l) => l.y - l.h * 0.3)),
  }));
}

/**
 * The gutter of a two-column page, or null for one column: an x between 35% and 65% of the width that at
 * most a few items cross (a full-width heading may), with at least 30% of the items wholly on each side
 * and a common left edge on the right side (three lines or more starting there).
 */
export function findGutter(items: TextItem[], pageWidth: number): number | null {
  if (items.length < 8) return null;
  let best: { x: number; crossing: number } | null = null;
  for (let x = pageWidth * 0.35; x <= pageWidth * 0.65; x += 1) {
    let crossing = 0;
    for (const item of items) if (item.x < x && item.x + item.w > x) crossing += 1;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  if (!best || best.crossing > Math.max(2, items.length * 0.03)) return null;
  // Widen to the middle of the empty band around the best x.
  const gutter = best.x;
  const left = items.filter((i) => i.x + i.w <= gutter);
  const right = items.filter((i) => i.x >= gutter);
  if (left.length < items.length * 0.3 || right.length < items.length * 0.3) return null;
  const starts = new Map<number, number>();
  for (const item of right) starts.set(Math.round(item.x / 3), (starts.get(Math.round(item.x / 3)) ?? 0) + 1);
  if (Math.max(...starts.values()) < 3) return null;
  const leftEdge = Math.max(...left.map((i) => i.x + i.w));
  const rightEdge = Math.min(...right.map((i) => i.x));
  return (leftEdge + rightEdge) / 2;
}
