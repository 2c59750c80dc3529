import type { TextLine } from './page-lines.ts';
import type { Column, PageLayout } from './paper-layout.ts';
import { englishShare, labelOf } from './line-kinds.ts';

/**
 * The reading streams of a paper (docs/domains/exams.md "Making a test from a paper"): one stream of
 * columns in reading order for a paper in one language, or for English then Hindi blocks in one column;
 * two streams, English and the other language, where the two are printed side by side (NEET's Hindi
 * column beside the English one, every question twice) or on facing pages. The English stream holds the
 * questions; the other is matched to it by position and numbering, never by Unicode range, since an old
 * Hindi font's text layer reads as Latin letters.
 */

/** A line in a stream: its column and its place in the stream's reading order. */
export interface StreamLine {
  line: TextLine;
  column: Column;
  order: number;
}

/** Columns in reading order and their lines, each with its order. */
export interface Stream {
  lang: 'en' | 'hi';
  columns: Column[];
  lines: StreamLine[];
}

/** How far right of a column's usual line start a label may stand (share of the column's width, ≥ 10 pt). */
const LABEL_INDENT = 0.08;

/** Whether `line` starts at its column's left edge, where a label stands. */
export const atEdge = (line: TextLine, column: Column) =>
  line.x <= column.edge + Math.max(10, (column.right - column.left) * LABEL_INDENT);

/** Numbers of the labels at the left edge of a column. */
const labelNumbers = (column: Column) =>
  new Set(
    column.lines
      .filter((l) => atEdge(l, column))
      .map((l) => labelOf(l)?.n)
      .filter((n): n is number => n !== undefined),
  );

/** Two label sets that are the same questions: at least two shared, and most of each. */
function sameQuestions(a: Set<number>, b: Set<number>): boolean {
  const shared = [...a].filter((n) => b.has(n)).length;
  return shared >= 2 && shared >= 0.6 * Math.max(a.size, b.size);
}

/** A stream of `columns` in the given order. */
function streamOf(lang: 'en' | 'hi', columns: Column[]): Stream {
  const lines: StreamLine[] = [];
  for (const column of columns)
    for (const line of column.lines) lines.push({ line, column, order: lines.length });
  return { lang, columns, lines };
}

const textOf = (columns: Column[]) => columns.flatMap((c) => c.lines.map((l) => l.text)).join(' ');

/**
 * Splits a laid-out paper into its streams: the English one first. Side by side when, on at least half of
 * the pages with labels in both columns, the two columns hold the same numbers; on facing pages when two
 * or more pages hold the same numbers as the next, about every other page.
 */
export function streamsOf(layout: PageLayout[]): Stream[] {
  const all = layout.flatMap((p) => p.columns);
  const paired = layout
    .map((p) => ({
      left: p.columns.find((c) => c.kind === 'left'),
      right: p.columns.find((c) => c.kind === 'right'),
    }))
    .filter((p): p is { left: Column; right: Column } => !!p.left && !!p.right)
    .map((p) => ({ ...p, a: labelNumbers(p.left), b: labelNumbers(p.right) }))
    .filter((p) => p.a.size && p.b.size);
  if (paired.length && paired.filter((p) => sameQuestions(p.a, p.b)).length * 2 >= paired.length) {
    const lefts = all.filter((c) => c.kind === 'left');
    const rights = all.filter((c) => c.kind === 'right');
    const leftEnglish = englishShare(textOf(lefts)) > englishShare(textOf(rights));
    const english = all.filter((c) => c.kind !== (leftEnglish ? 'right' : 'left'));
    return [streamOf('en', english), streamOf('hi', leftEnglish ? rights : lefts)];
  }
  const pages = layout.map((p) => ({
    page: p,
    numbers: new Set(p.columns.flatMap((c) => [...labelNumbers(c)])),
  }));
  const facing = pages.slice(0, -1).map((p, i) => ({ a: p, b: pages[i + 1] }));
  const withLabels = facing.filter((f) => f.a.numbers.size >= 2 && f.b.numbers.size >= 2);
  const same = withLabels.filter((f) => sameQuestions(f.a.numbers, f.b.numbers));
  // Facing pages pair every other page: about half the consecutive pairs hold the same numbers.
  if (same.length >= 2 && same.length * 2 >= withLabels.length - 1) {
    // Each pair's pages: the more English one joins the English stream.
    const en: Column[] = [];
    const hi: Column[] = [];
    for (const p of layout) {
      const partner = same.find((f) => f.a.page.page === p.page || f.b.page.page === p.page);
      if (!partner) {
        en.push(...p.columns);
        continue;
      }
      const other = partner.a.page.page === p.page ? partner.b.page : partner.a.page;
      const mine = englishShare(textOf(p.columns));
      (mine >= englishShare(textOf(other.columns)) ? en : hi).push(...p.columns);
    }
    return [streamOf('en', en), streamOf('hi', hi)];
  }
  return [streamOf('en', all)];
}
