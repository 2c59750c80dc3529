import type { OptionLabels, QuestionType } from '@exam/shared-contracts/rules';
import type { Region } from '@exam/shared-contracts/http';
import type { PageText } from '../render/render-types';
import { findGutter, groupLines, pageBodies, pageItems, type TextLine } from './page-lines';

/**
 * Proposes question regions from a paper's text positions (ARCHITECTURE "Online tests"): the admin then
 * corrects them. Regions are in PDF points, origin top-left, pages from 1 (as `*.layout.json`).
 *
 * - A question starts at a label that begins a line of its column: `Q.1`, `Q1.`, `1.`, `1)`. The labels
 *   kept are the longest run numbered 1, 2, 3… in reading order within one label style, so an
 *   instructions page numbered 1–8 or numbered statements inside a question are not taken for questions.
 * - It ends before the next label, a section heading, or the end of the column's body (running headers
 *   and footers excluded); there it goes on in the next column, or on the next page, until the first
 *   label or heading there: a question running onto the next page gets two regions.
 * - Two-column pages are split at their gutter.
 * - The bottom is pulled up to the question's last ink (text, figure or table) when the page's pixels are
 *   given, else to its last text line.
 */

/** A page's pixels, greyscale, for finding where a question's ink ends: `data[y * width + x]` 0..255. */
export interface InkBitmap {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A proposed question: its number (from 1), regions, and what its layout says of its type and options. */
export interface DetectedQuestion {
  number: number;
  regions: Region[];
  /** `numerical` when no options were found, `multiple` under a "one or more" heading, else `single`. */
  type: QuestionType;
  optionLabels: OptionLabels;
  /** The heading above the question (e.g. "Section B: Numerical Value Questions"), if any. */
  heading: string | null;
}

type LabelStyle = 'q' | 'dot' | 'paren';

interface Label {
  style: LabelStyle;
  n: number;
  line: TextLine;
  page: number;
}

const LABELS: [LabelStyle, RegExp][] = [
  ['q', /^Q\s*\.?\s*(\d{1,3})\s*[.):]?(?:\s|$)/i],
  ['dot', /^(\d{1,3})\s*\.(?:\s|$)/],
  ['paren', /^(\d{1,3})\s*\)(?:\s|$)/],
];

/** The label a line starts with, if any. */
function labelOf(line: TextLine): { style: LabelStyle; n: number } | null {
  const text = `${line.text} `;
  for (const [style, re] of LABELS) {
    const m = re.exec(text);
    if (m) return { style, n: Number(m[1]) };
  }
  return null;
}

/** A section heading: "Section …", "Part …", a subject name alone, or a line of capitals. */
function isHeading(line: TextLine): boolean {
  const text = line.text.trim();
  if (text.length > 120) return false;
  if (/^(section|part)\b/i.test(text)) return true;
  if (/^(physics|chemistry|mathematics|maths|biology|botany|zoology)\s*$/i.test(text)) return true;
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 4 && letters === letters.toUpperCase() && !/^\(?[A-D1-4]\)/.test(text);
}

/**
 * The longest run of labels numbered n, n+1, … in reading order, within one style (ties between styles:
 * `Q.` first; within a style, the run whose labels come later).
 */
function questionLabels(labels: Label[]): Label[] {
  let best: Label[] = [];
  for (const style of ['q', 'dot', 'paren'] as const) {
    const own = labels.filter((l) => l.style === style);
    const length = new Array<number>(own.length).fill(1);
    const previous = new Array<number>(own.length).fill(-1);
    for (let i = 0; i < own.length; i += 1)
      for (let j = 0; j < i; j += 1)
        // On a tie the later predecessor wins: questions numbered again from 1 after an instructions
        // list numbered the same way form their own run, not a run continued from the instructions.
        if (own[j].n === own[i].n - 1 && length[j] + 1 >= length[i]) {
          length[i] = length[j] + 1;
          previous[i] = j;
        }
    let end = -1;
    for (let i = 0; i < own.length; i += 1) if (end === -1 || length[i] > length[end]) end = i;
    const chain: Label[] = [];
    for (let i = end; i !== -1; i = previous[i]) chain.unshift(own[i]);
    if (chain.length > best.length) best = chain;
  }
  return best;
}

interface Column {
  page: number;
  index: number;
  left: number;
  right: number;
  lines: TextLine[];
  body: { top: number; bottom: number };
}

/** Rounds to 0.1 pt. */
const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Rows of `column` with ink on `bitmap`, scanned from `from` towards `to` (points; either direction): the
 * first row (points, from the top) that holds ink, or null. A pixel darker than 200 is ink; a row needs two
 * (a lone speck of compression noise is not). A thin band (at most 3 px) tinted across more than 70% of the
 * column (pixels below 245, so a grey rule's antialiased edge counts too) is a rule (under a running
 * header, over a footer, between sections), not a question's content; a taller tinted band (a shaded box)
 * is content wherever it has ink.
 */
function scanInk(bitmap: InkBitmap, page: { w: number; h: number }, col: Column, from: number, to: number) {
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

/**
 * Proposes the questions of a paper from its pages' text (`pages`, in page order, as extracted for search)
 * and, when given, each page's pixels (`ink`, by page number) to end each region at its last ink.
 * Pages without text take part only as continuations. Returns the questions in number order (1..n).
 */
export function detectQuestions(
  pages: PageText[],
  ink: Map<number, InkBitmap> = new Map(),
): DetectedQuestion[] {
  const bodies = pageBodies(pages);
  const columns: Column[] = [];
  const labels: Label[] = [];
  const bodyItems = pages.map((page, i) =>
    pageItems(page).filter((it) => it.y >= bodies[i].top - 0.5 && it.y + it.h <= bodies[i].bottom + 0.5),
  );
  const gutters = bodyItems.map((items, i) => findGutter(items, pages[i].w));
  // A paper set in two columns keeps its gutter on a page whose text happens to fill one column only.
  const found = gutters.filter((g): g is number => g !== null).sort((a, b) => a - b);
  const paperGutter = found.length ? found[Math.floor(found.length / 2)] : null;
  for (const [i, page] of pages.entries()) {
    const body = bodies[i];
    const items = bodyItems[i];
    const crossing = (x: number) => items.filter((it) => it.x < x && it.x + it.w > x).length;
    const gutter =
      gutters[i] ?? (paperGutter !== null && items.length && crossing(paperGutter) <= 2 ? paperGutter : null);
    const lines = groupLines(items, (it) => (gutter !== null && it.x >= gutter ? 1 : 0));
    const columnCount = gutter === null ? 1 : 2;
    const leftMargin = lines.length ? Math.min(...lines.map((l) => l.x)) : page.w * 0.08;
    for (let c = 0; c < columnCount; c += 1) {
      const own = lines.filter((l) => l.column === c);
      const left = c === 0 ? leftMargin : own.length ? Math.min(...own.map((l) => l.x)) : gutter!;
      // A single column is as wide as the page's margins are even; a left column ends at the gutter.
      const rightText = own.length ? Math.max(...own.map((l) => l.right)) : page.w - leftMargin;
      const right =
        columnCount === 2 && c === 0
          ? Math.min(gutter!, Math.max(rightText, gutter! - 4))
          : Math.min(page.w, Math.max(rightText, page.w - leftMargin));
      const column: Column = { page: page.page, index: c, left, right, lines: own, body };
      columns.push(column);
      for (const line of own) {
        const label = labelOf(line);
        // A label begins its line at the column's left edge (within a fifth of the column's width).
        if (label && line.x <= left + (right - left) * 0.2) labels.push({ ...label, line, page: page.page });
      }
    }
  }
  const chosen = questionLabels(labels);
  const isLabel = new Set(chosen.map((l) => l.line));
  const pageOf = new Map(pages.map((p) => [p.page, p]));

  /** Where question text in `column` from `top` stops: the next label or heading below it, else the body's end. */
  const stopBelow = (column: Column, top: number) => {
    const stop = column.lines.find((l) => l.y > top + 0.5 && (isLabel.has(l) || isHeading(l)));
    return stop ? { y: stop.y, open: false } : { y: column.body.bottom, open: true };
  };

  /** The region of `column` between `top` and `limit`, its bottom pulled up to the last ink or text. */
  const regionOf = (column: Column, top: number, limit: number): Region | null => {
    const page = pageOf.get(column.page)!;
    const inside = column.lines.filter((l) => l.y >= top - 0.5 && l.y < limit);
    const textBottom = inside.length ? Math.max(...inside.map((l) => l.baseline + l.h * 0.45)) : null;
    const bitmap = ink.get(column.page);
    const inkBottom = bitmap ? scanInk(bitmap, page, column, limit - 0.5, top) : null;
    const bottom = Math.min(limit, Math.max(textBottom ?? 0, inkBottom === null ? 0 : inkBottom + 1.5));
    if (bottom <= top + 2) return null;
    return {
      page: column.page,
      x: r1(column.left),
      y: r1(top),
      width: r1(column.right - column.left),
      height: r1(bottom - top),
    };
  };

  const questions: DetectedQuestion[] = [];
  for (const [index, label] of chosen.entries()) {
    const start = columns.findIndex((c) => c.page === label.page && c.lines.includes(label.line));
    const regions: Region[] = [];
    const owned: TextLine[] = [];
    let column = columns[start];
    let top = label.line.y;
    let stop = stopBelow(column, top);
    for (;;) {
      const region = regionOf(column, top, stop.y);
      if (region) regions.push(region);
      owned.push(...column.lines.filter((l) => l.y >= top - 0.5 && l.y < stop.y));
      if (!stop.open) break;
      // The question runs on: the next column (or page) holds its rest above that column's first stop.
      const next = columns[columns.indexOf(column) + 1];
      if (!next) break;
      const first = next.lines[0];
      if (!first || isLabel.has(first) || isHeading(first)) break;
      column = next;
      const page = pageOf.get(column.page)!;
      const bitmap = ink.get(column.page);
      const inkTop = bitmap ? scanInk(bitmap, page, column, column.body.top, first.y) : null;
      top = Math.min(first.y, inkTop ?? first.y);
      stop = stopBelow(column, top);
    }
    const text = owned.map((l) => l.text).join('\n');
    const heading = lastHeadingBefore(columns, start, label.line, isLabel);
    const letters = /\(\s*[Aa]\s*\)/.test(text) && /\(\s*[Bb]\s*\)/.test(text);
    const numbers = /\(\s*1\s*\)/.test(text) && /\(\s*2\s*\)/.test(text);
    const type: QuestionType =
      !letters && !numbers
        ? 'numerical'
        : heading && /one or more|more than one|multiple correct/i.test(heading)
          ? 'multiple'
          : 'single';
    questions.push({
      number: index + 1,
      regions,
      type,
      optionLabels: letters && !numbers ? 'letters' : 'numbers',
      heading,
    });
  }
  return questions;
}

/** The text of the last heading above `line` (same column, or any earlier column), or null. */
function lastHeadingBefore(
  columns: Column[],
  start: number,
  line: TextLine,
  isLabel: Set<TextLine>,
): string | null {
  for (let c = start; c >= 0; c -= 1) {
    const lines = columns[c].lines.filter((l) => c !== start || l.y < line.y);
    for (let i = lines.length - 1; i >= 0; i -= 1) {
      if (isLabel.has(lines[i])) continue;
      if (isHeading(lines[i])) {
        // "Section B: …" is more telling than the subject banner above it.
        return lines[i].text;
      }
    }
  }
  return null;
}
