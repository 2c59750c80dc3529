import sharp from 'sharp';
import type { QuestionLayout, ReflowLine } from '@exam/shared-contracts/exams';

/**
 * The lines and words of a question image, found in its pixels as k2pdfopt finds them to reflow a PDF page
 * for a small screen (docs/domains/exams.md "Reading a question on a phone"): rows of ink separated by blank
 * rows are lines, and within a text line, runs of ink separated by a gap of a third of the line's height or
 * more are words. A line much taller than the usual one (a figure, a table, a stacked formula) or much
 * thinner (a rule) is a block, kept whole. The screen lays the words out again at its own width as pieces of the same marked image, so
 * the marks stay on every piece and no text ever leaves the server. Works alike on a text layer's render
 * and a scan, since it reads only pixels. Units: px of the image.
 */

/** A pixel darker than this (0–255 grey) is ink. */
const INK = 170;
/** A line taller than this many usual lines is a block (a figure, a table). */
const BLOCK_LINES = 2.2;
/** Words are split by a gap of at least this share of the line's height. */
const WORD_GAP = 0.33;
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
 * The layout of a question image (PNG or WebP bytes): its size, the usual text line's height, and its lines
 * top to bottom, each with its words' [left, right) spans, whether it is a block, and whether a paragraph
 * ends after it (a short line, a wider gap below, or the next line indented).
 */
export async function questionLayout(image: Buffer): Promise<QuestionLayout> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const inkAt = (x: number, y: number) => data[y * width + x] < INK;
  const rowInk = Array.from({ length: height }, (_, y) => {
    for (let x = 0; x < width; x += 1) if (inkAt(x, y)) return true;
    return false;
  });
  // Rows a pixel or two apart are one line (the dot of an i, a subscript's gap).
  let bands = runs(rowInk, 2);
  // The usual line: the median of bands of some height, so a rule or a speck of the next question (a
  // region cut a little low) never sets it.
  const heights = bands.map((b) => b.bottom - b.top);
  const lineHeight = median(heights.filter((h) => h >= 4)) || Math.max(1, ...heights);
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
    const counts: number[] = [];
    for (let y = band.top; y < band.bottom; y += 1) {
      let n = 0;
      for (let x = 0; x < width; x += 1) if (inkAt(x, y)) n += 1;
      counts.push(n);
    }
    const dense = Math.max(...counts) * 0.3;
    let last = counts.length - 1;
    while (last > 0 && counts[last] < dense) last -= 1;
    return last + 1;
  };
  const lines: ReflowLine[] = bands.map((band) => {
    const tall = band.bottom - band.top;
    const columns = Array.from({ length: width }, (_, x) => {
      for (let y = band.top; y < band.bottom; y += 1) if (inkAt(x, y)) return true;
      return false;
    });
    const spans = runs(columns, Math.max(2, Math.round(lineHeight * WORD_GAP)));
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
  const gaps = lines.slice(1).map((l, i) => l.top - (lines[i].top + lines[i].height));
  const usualGap = median(gaps);
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1];
    const end = line.words[line.words.length - 1]?.[1] ?? 0;
    line.breakAfter =
      !next ||
      line.block ||
      next.block ||
      end < left + (right - left) * SHORT_LINE ||
      gaps[i] > usualGap * 1.6 + 2 ||
      (next.words[0]?.[0] ?? 0) > left + lineHeight * 1.5;
  }
  return { width, height, lineHeight, lines };
}
