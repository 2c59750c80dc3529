import sharp from 'sharp';
import type { QuestionLayout, ReflowLine } from '@exam/shared-contracts/exams';

/**
 * The lines and words of a question image, found in its pixels as k2pdfopt finds them to reflow a PDF page
 * for a small screen (docs/domains/exams.md "Reading a question on a phone"): rows of ink separated by
 * blank rows are lines, and within a text line, runs of ink separated by a space (told from a gap between
 * letters per image, see {@link spaceWidth}) are words. A line much taller than the usual one (a figure, a
 * table, a stacked formula) or much thinner (a rule) is a block, kept whole. The screen lays the words out
 * again at its own width as pieces of the same marked image, so the marks stay on every piece and no text
 * ever leaves the server. Works alike on a text layer's render and a scan, since it reads only pixels; a
 * few passes over the pixels (a few ms for a 1,600-px question). Units: px of the image.
 */

/** A pixel darker than this (0–255 grey) is ink. */
const INK = 170;
/** A line taller than this many usual lines is a block (a figure, a table). */
const BLOCK_LINES = 2.2;
/** A space between words is at least this share of the line's height, and at most the next. */
const SPACE_MIN = 0.15;
const SPACE_MAX = 0.4;
/** A line ending before this share of the widest line's right edge ends its paragraph. */
const SHORT_LINE = 0.75;

interface Band {
  top: number;
  bottom: number;
}

/** Runs of `true` in `flags` as [start, end) pairs, joining runs whose gap is under `join`. */
function runs(flags: boolean[], join: number): Band[] {
  const out: Band[] = [];
  let start = -1;
  for (let i = 0; i <= flags.length; i += 1) {
    const on = i < flags.length && flags[i];
    if (on && start < 0) start = i;
    if (!on && start >= 0) {
      const last = out[out.length - 1];
      if (last && start - last.bottom < join) last.bottom = i;
      else out.push({ top: start, bottom: i });
      start = -1;
    }
  }
  return out;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

/**
 * The least gap (px) that separates two words: the two groups of `gaps` (every gap between runs of ink in
 * the text lines: between letters, and between words) split where they part, by two-means in one
 * dimension, kept within {@link SPACE_MIN}–{@link SPACE_MAX} of the line's height. Papers differ: Times
 * sets its spaces at a quarter of an em, closer than a sans-serif's.
 */
function spaceWidth(gaps: number[], lineHeight: number): number {
  const low = Math.max(2, Math.round(lineHeight * SPACE_MIN));
  const high = Math.max(low, Math.round(lineHeight * SPACE_MAX));
  if (gaps.length < 4) return Math.round((low + high) / 2);
  // Wider gaps (a column of options, a tab) count as the widest space, so they do not pull the split up.
  gaps = gaps.map((g) => Math.min(g, high));
  let [a, b] = [Math.min(...gaps), Math.max(...gaps)];
  for (let i = 0; i < 12; i += 1) {
    const cut = (a + b) / 2;
    const near = gaps.filter((g) => g < cut);
    const far = gaps.filter((g) => g >= cut);
    if (!near.length || !far.length) break;
    a = near.reduce((x, y) => x + y, 0) / near.length;
    b = far.reduce((x, y) => x + y, 0) / far.length;
  }
  return Math.min(high, Math.max(low, Math.ceil((a + b) / 2)));
}

/**
 * The layout of a question image (PNG or WebP bytes): its size, the usual text line's height, and its lines
 * top to bottom, each with its words' [left, right) spans, whether it is a block, and whether a paragraph
 * ends after it (a short line, a wider gap below, or the next line indented).
 */
export async function questionLayout(image: Buffer): Promise<QuestionLayout> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const inkAt = (x: number, y: number) => data[y * width + x] < INK;
  // Ink pixels per row, read once: the lines come from it, and each line's baseline.
  const rowCounts = new Uint32Array(height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if (inkAt(x, y)) rowCounts[y] += 1;
  // Rows a pixel or two apart are one line (the dot of an i, a subscript's gap).
  let bands = runs(
    Array.from(rowCounts, (n) => n > 0),
    2,
  );
  // The usual line, from the letters themselves: twice the 90th percentile of vertical ink runs (a stem
  // of a letter is about half a line), then the median band no taller than 1.6 times that. Bands alone
  // would be fooled by a paper whose stacked fractions join every line into one band.
  const stems: number[] = [];
  for (let x = 0; x < width; x += 1) {
    let run = 0;
    for (let y = 0; y <= height; y += 1) {
      if (y < height && inkAt(x, y)) run += 1;
      else {
        if (run >= 2) stems.push(run);
        run = 0;
      }
    }
  }
  stems.sort((a, b) => a - b);
  const letters = 2 * (stems[Math.floor(stems.length * 0.9)] ?? 1);
  const regular = bands.map((b) => b.bottom - b.top).filter((h) => h >= letters * 0.5 && h <= letters * 1.6);
  const lineHeight = median(regular) || letters;
  // A thin band close to another (a fraction bar, a superscript, an accent) joins it.
  bands = bands.reduce<Band[]>((out, band) => {
    const last = out[out.length - 1];
    const thin =
      band.bottom - band.top < lineHeight * 0.5 || (last && last.bottom - last.top < lineHeight * 0.5);
    if (last && thin && band.top - last.bottom < lineHeight * 0.35) last.bottom = band.bottom;
    else out.push({ ...band });
    return out;
  }, []);
  /** The row under a line's letters: the last row with ink across at least 30 % of its densest row's. */
  const baselineOf = (band: Band): number => {
    const counts = rowCounts.subarray(band.top, band.bottom);
    const dense = Math.max(...counts) * 0.3;
    let last = counts.length - 1;
    while (last > 0 && counts[last] < dense) last -= 1;
    return last + 1;
  };
  const columnsOf = (band: Band) =>
    Array.from({ length: width }, (_, x) => {
      for (let y = band.top; y < band.bottom; y += 1) if (inkAt(x, y)) return true;
      return false;
    });
  const columns = bands.map(columnsOf);
  // Spaces between words against gaps between letters: the two groups of every gap in the text lines.
  const gaps = bands.flatMap((band, i) => {
    const tall = band.bottom - band.top;
    if (tall > lineHeight * BLOCK_LINES || tall < lineHeight * 0.4) return [];
    const spans = runs(columns[i], 1);
    return spans.slice(1).map((s, j) => s.top - spans[j].bottom);
  });
  const wordGap = spaceWidth(gaps, lineHeight);
  const lines: ReflowLine[] = bands.map((band, i) => {
    const tall = band.bottom - band.top;
    const spans = runs(columns[i], wordGap);
    // Too tall for a line of text (a figure), or too thin for one (a rule, a speck): shown whole.
    const block = tall > lineHeight * BLOCK_LINES || tall < lineHeight * 0.4;
    return {
      top: band.top,
      height: tall,
      baseline: block ? tall : baselineOf(band),
      block,
      words: block
        ? [[spans[0]?.top ?? 0, spans[spans.length - 1]?.bottom ?? width]]
        : spans.map((s) => [s.top, s.bottom] as [number, number]),
      breakAfter: false,
    };
  });
  const right = Math.max(0, ...lines.map((l) => l.words[l.words.length - 1]?.[1] ?? 0));
  const left = Math.min(width, ...lines.map((l) => l.words[0]?.[0] ?? width));
  const below = lines.slice(1).map((l, i) => l.top - (lines[i].top + lines[i].height));
  const usualGap = median(below);
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1];
    const end = line.words[line.words.length - 1]?.[1] ?? 0;
    line.breakAfter =
      !next ||
      line.block ||
      next.block ||
      end < left + (right - left) * SHORT_LINE ||
      below[i] > usualGap * 1.6 + 2 ||
      (next.words[0]?.[0] ?? 0) > left + lineHeight * 1.5;
  }
  return { width, height, lineHeight, lines };
}
