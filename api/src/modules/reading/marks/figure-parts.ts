import type { Gray } from './raster.ts';
import { INK_LEVEL, type Block } from './text-layout.ts';

/**
 * The hidden mark's second carrier (docs/domains/reading.md "Marks", the figure carrier): a page with few
 * words (a part title, a figure, a display formula) has few word carriers, so the parts of its tall blocks
 * carry bits too. A block at least 1/32 of the page's width tall (text-layout's blocks share their line's
 * height: a diagram, a formula, large print) is a figure; its parts are its pieces of connected ink with at
 * least 2·shift + 1 px of white around them, and each moves `shift` px right or left by the student's bit at
 * its place on the page, in the same code and page coordinates as the words. Moves are horizontal only, so a
 * blank row stays blank (the visible mark lies in blank rows). The encoder (word-shifts.ts) and the tracer
 * (measure-parts.ts) find the same parts in the same clean render. Plain erasable TypeScript.
 */

/** A figure is at least this share of the page's width tall. */
export const FIGURE_HEIGHT = 1 / 32;
/** A pixel darker than this is part of a figure (lighter: paper, or the faint edge a part's region holds). */
const PART_LEVEL = 224;
/** Fewest ink pixels (darker than text-layout's INK_LEVEL) of a part that carries a bit. */
const MIN_PART_INK = 24;
/** Blank margin (px) searched around a figure block: a part reaching it may go on outside and stays put. */
const PAD = 4;

/**
 * One part of a figure: its ink box (px of the clean render, inclusive), its ink pixels, and its region as
 * runs of rows (`runs[3k]` the row, `runs[3k+1]`..`runs[3k+2]` the columns, inclusive): the part's pixels
 * and those within `shift` px of them, so the faint edge moves with the ink.
 */
export interface FigurePart extends Block {
  runs: Int32Array;
}

/** Whether `block` is a figure on a page `pageWidth` px wide (px of the same image). */
export function isFigure(block: Block, pageWidth: number): boolean {
  return block.y1 - block.y0 + 1 >= pageWidth * FIGURE_HEIGHT;
}

/** `blocks` split into text (word carriers, text-layout.ts) and figures, each in the order given. */
export function splitFigures(blocks: Block[], pageWidth: number): { text: Block[]; figures: Block[] } {
  const text: Block[] = [];
  const figures: Block[] = [];
  for (const b of blocks) (isFigure(b, pageWidth) ? figures : text).push(b);
  return { text, figures };
}

/** Find of a union-find forest with path halving. */
function root(parent: Int32Array, i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]];
    i = parent[i];
  }
  return i;
}

/**
 * The parts of figure `block` of `page` for moves of `shift` px, in reading order of their top-left
 * corners: ink (darker than 224) grown by `shift` px, joined where the grown regions touch (8 neighbours), so
 * two parts are at least 2·shift + 1 px apart and keep a blank pixel between them whatever their moves.
 * Parts reaching 4 px beyond the block (they may go on outside it), with ink outside the block's rows (they
 * touch a line above or below) or with fewer than 24 ink pixels are left out.
 */
export function figureParts(page: Gray, block: Block, shift: number): FigurePart[] {
  const { width, height, data } = page;
  const x0 = Math.max(1, block.x0 - PAD);
  const x1 = Math.min(width - 2, block.x1 + PAD);
  const y0 = Math.max(0, block.y0 - PAD);
  const y1 = Math.min(height - 1, block.y1 + PAD);
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  // Ink grown by `shift` px (a square), in two passes: along rows, then along columns.
  const rowGrown = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1) {
    const row = (y0 + y) * width + x0;
    let next = Infinity;
    for (let x = w - 1; x >= 0; x -= 1) {
      if (data[row + x] < PART_LEVEL) next = x;
      rowGrown[y * w + x] = next - x <= shift ? 1 : 0;
    }
    let last = -Infinity;
    for (let x = 0; x < w; x += 1) {
      if (data[row + x] < PART_LEVEL) last = x;
      if (x - last <= shift) rowGrown[y * w + x] = 1;
    }
  }
  const grown = new Uint8Array(w * h);
  for (let x = 0; x < w; x += 1) {
    let last = -Infinity;
    for (let y = 0; y < h; y += 1) {
      if (rowGrown[y * w + x]) last = y;
      if (y - last <= shift) grown[y * w + x] = 1;
    }
    let next = Infinity;
    for (let y = h - 1; y >= 0; y -= 1) {
      if (rowGrown[y * w + x]) next = y;
      if (next - y <= shift) grown[y * w + x] = 1;
    }
  }
  // Connected regions of the grown ink (8 neighbours), by union-find over the pixels.
  const parent = new Int32Array(w * h);
  for (let i = 0; i < parent.length; i += 1) parent[i] = i;
  const join = (a: number, b: number) => {
    const ra = root(parent, a);
    const rb = root(parent, b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      if (!grown[i]) continue;
      if (x > 0 && grown[i - 1]) join(i, i - 1);
      if (y > 0) {
        if (grown[i - w]) join(i, i - w);
        if (x > 0 && grown[i - w - 1]) join(i, i - w - 1);
        if (x < w - 1 && grown[i - w + 1]) join(i, i - w + 1);
      }
    }
  const parts = new Map<number, Block & { edge: boolean; runs: number[] }>();
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      if (!grown[i]) continue;
      const id = root(parent, i);
      let p = parts.get(id);
      if (!p) {
        p = { x0: Infinity, x1: -1, y0: Infinity, y1: -1, ink: 0, edge: false, runs: [] };
        parts.set(id, p);
      }
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) p.edge = true;
      const runs = p.runs;
      const n = runs.length;
      // A run goes on while the row and the part go on.
      if (n && runs[n - 3] === y0 + y && runs[n - 1] === x0 + x - 1) runs[n - 1] = x0 + x;
      else runs.push(y0 + y, x0 + x, x0 + x);
      const v = data[(y0 + y) * width + x0 + x];
      if (v < INK_LEVEL) {
        p.ink += 1;
        p.x0 = Math.min(p.x0, x0 + x);
        p.x1 = Math.max(p.x1, x0 + x);
        p.y0 = Math.min(p.y0, y0 + y);
        p.y1 = Math.max(p.y1, y0 + y);
      }
    }
  }
  const out: FigurePart[] = [];
  for (const p of parts.values())
    // A part whose ink leaves the block's rows joins a line above or below: it stays put.
    if (!p.edge && p.ink >= MIN_PART_INK && p.y0 >= block.y0 && p.y1 <= block.y1)
      out.push({ x0: p.x0, x1: p.x1, y0: p.y0, y1: p.y1, ink: p.ink, runs: Int32Array.from(p.runs) });
  return out;
}

/**
 * Moves `part` of raw interleaved pixels (`channels` bytes each, `width` px a row) by `d` px (positive:
 * right), row by row: each run of its region takes the pixels `d` to its left (right for a negative `d`),
 * and the columns it uncovers take the paper just outside the run. Horizontal only.
 */
export function movePart(
  raw: Uint8Array,
  width: number,
  channels: number,
  part: FigurePart,
  d: number,
): void {
  const { runs } = part;
  for (let k = 0; k < runs.length; k += 3) {
    const row = runs[k] * width;
    const a = runs[k + 1];
    const b = runs[k + 2];
    if (d > 0) {
      for (let x = b + d; x >= a; x -= 1)
        copyPixel(raw, channels, row + x, row + (x - d >= a ? x - d : a - 1));
    } else {
      for (let x = a + d; x <= b; x += 1)
        copyPixel(raw, channels, row + x, row + (x - d <= b ? x - d : b + 1));
    }
  }
}

function copyPixel(raw: Uint8Array, channels: number, to: number, from: number) {
  for (let c = 0; c < channels; c += 1) raw[to * channels + c] = raw[from * channels + c];
}
