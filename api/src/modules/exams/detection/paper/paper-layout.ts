import type { PageText } from '../../../../platform/render/render-types.ts';
import { findGutter, groupLines, pageBodies, pageItems, type TextItem, type TextLine } from './page-lines.ts';

/**
 * The columns of a question paper in reading order (docs/domains/exams.md "Making a test from a paper"):
 * each page's body (running header and footer left out) cut into a full-width band on top, when the page
 * has one, and one or two columns below it. All in PDF points, origin top-left, each page in its own size.
 */

/** A column of one page: its box (points) and its lines, top to bottom. */
export interface Column {
  page: number;
  /** Position on its page in reading order: 0 the band or the left column, then on. */
  index: number;
  /** `band`: full width above two columns; `left`/`right`: the two columns; `single`: a one-column page. */
  kind: 'band' | 'left' | 'right' | 'single';
  left: number;
  right: number;
  top: number;
  bottom: number;
  lines: TextLine[];
  /** The x where lines of this column start (the 10th percentile of their left edges, points). */
  edge: number;
}

/** A page of the paper as laid out: its size (points) and its columns in reading order. */
export interface PageLayout {
  page: number;
  w: number;
  h: number;
  columns: Column[];
}

/** Pages with fewer items than this say nothing about the paper's columns. */
const MIN_ITEMS = 8;
/** How far (points) a page's own gutter may stand from the paper's and still be the same gutter. */
const GUTTER_SLACK = 14;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The paper's gutter: two columns when at least half the pages with text have a gutter within 14 pt of
 * the same x (so a page of scattered formula pieces with a chance gap is not taken for two columns).
 */
function paperGutter(itemsByPage: TextItem[][], pages: PageText[]): number | null {
  const withText = itemsByPage
    .map((items, i) => ({ items, i }))
    .filter(({ items }) => items.length >= MIN_ITEMS);
  const found = withText
    .map(({ items, i }) => findGutter(items, pages[i].w) ?? bandGutter(items, pages[i].w)?.gutter ?? null)
    .filter((g): g is number => g !== null);
  if (!found.length) return null;
  const mid = median(found);
  const agreeing = found.filter((g) => Math.abs(g - mid) <= GUTTER_SLACK).length;
  return agreeing * 2 >= withText.length ? mid : null;
}

/**
 * A page whose top is full width and whose rest is in two columns (a cover's title and instructions over
 * the first questions): the highest line top below which the items have a gutter, and that gutter.
 */
function bandGutter(items: TextItem[], pageWidth: number): { split: number; gutter: number } | null {
  const tops = [...new Set(items.map((it) => Math.round(it.y)))].sort((a, b) => a - b);
  // Try splits down to two thirds of the text: a band is the page's top part, not most of it.
  const limit = tops[Math.floor(tops.length * 0.66)] ?? 0;
  for (const top of tops) {
    if (top > limit) break;
    const below = items.filter((it) => it.y >= top - 0.5);
    if (below.length < MIN_ITEMS || below.length === items.length) continue;
    const gutter = findGutter(below, pageWidth);
    if (gutter !== null) return { split: top - 0.5, gutter };
  }
  return null;
}

/** The x where most lines start: the 10th percentile of the lines' left edges. */
function edgeOf(lines: TextLine[], fallback: number): number {
  if (!lines.length) return fallback;
  const xs = lines.map((l) => l.x).sort((a, b) => a - b);
  return xs[Math.floor((xs.length - 1) * 0.1)];
}

/**
 * Lays out every page of a paper (`pages` as the render worker's text task gives them): the body, the
 * paper's gutter applied to each page that agrees with it, and a full-width band above the columns where
 * a page has one. A page with no text gets one empty column (it can only hold a question's continuation).
 */
export function layOut(pages: PageText[]): PageLayout[] {
  const bodies = pageBodies(pages);
  const itemsByPage = pages.map((page, i) =>
    pageItems(page).filter((it) => it.y >= bodies[i].top - 0.5 && it.y + it.h <= bodies[i].bottom + 0.5),
  );
  const gutter = paperGutter(itemsByPage, pages);
  return pages.map((page, i) => {
    const items = itemsByPage[i];
    const body = bodies[i];
    const crossing = (x: number) => items.filter((it) => it.x < x && it.x + it.w > x).length;
    let split = body.top;
    let pageGutter: number | null = null;
    if (gutter !== null && items.length) {
      const own = findGutter(items, page.w);
      if (own !== null && Math.abs(own - gutter) <= GUTTER_SLACK) pageGutter = own;
      else {
        const band = bandGutter(items, page.w);
        if (band && Math.abs(band.gutter - gutter) <= GUTTER_SLACK) {
          pageGutter = band.gutter;
          split = band.split;
        } else if (crossing(gutter) <= 2) pageGutter = gutter;
      }
    }
    const columnOf = (it: TextItem) =>
      pageGutter === null ? 0 : it.y < split ? 0 : it.x >= pageGutter ? 2 : 1;
    const lines = groupLines(items, columnOf);
    const margin = lines.length ? Math.min(...lines.map((l) => l.x)) : page.w * 0.08;
    const rightMargin = Math.max(page.w - margin, ...lines.map((l) => l.right));
    const columns: Column[] = [];
    const add = (kind: Column['kind'], c: number, left: number, right: number, top: number) => {
      const own = lines.filter((l) => l.column === c);
      if (kind === 'band' && !own.length) return;
      columns.push({
        page: page.page,
        index: columns.length,
        kind,
        left,
        right,
        top,
        bottom: body.bottom,
        lines: own,
        edge: edgeOf(own, left),
      });
    };
    if (pageGutter === null) add('single', 0, margin, Math.min(page.w, rightMargin), body.top);
    else {
      if (split > body.top) add('band', 0, margin, Math.min(page.w, rightMargin), body.top);
      const leftLines = lines.filter((l) => l.column === 1);
      const leftRight = leftLines.length ? Math.max(...leftLines.map((l) => l.right)) : pageGutter;
      add('left', 1, margin, Math.min(pageGutter, Math.max(leftRight, pageGutter - 4)), split);
      const rightLines = lines.filter((l) => l.column === 2);
      const rightLeft = rightLines.length ? Math.min(...rightLines.map((l) => l.x)) : pageGutter;
      add(
        'right',
        2,
        Math.max(pageGutter, Math.min(rightLeft, pageGutter + 4)),
        Math.min(page.w, rightMargin),
        split,
      );
    }
    // A band's bottom is where the columns start.
    for (const column of columns) if (column.kind === 'band') column.bottom = split;
    return { page: page.page, w: page.w, h: page.h, columns };
  });
}
