import type { Gray } from './raster.ts';

/**
 * Text lines and words of a clean page render, found from its projection profiles (Brassil et al., "Electronic
 * marking and identification techniques to discourage document copying", IEEE JSAC 1995): a line is a run of
 * rows holding ink, a word a run of its columns holding ink, split where a gap of blank columns is wide enough
 * for a shift of a pixel or two to go unnoticed. The same clean render always gives the same blocks, in the
 * same order, so the encoder and the leak-trace decoder agree on which block carries which bit.
 */

/** A word (or a figure) that can carry one bit: its ink box, inclusive, px of the clean render. */
export interface Block {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** Ink pixels inside the box. */
  ink: number;
}

/** Luminance below which a pixel is ink (text is near black; light box backgrounds stay out). */
export const INK_LEVEL = 160;
/** Narrowest block that carries a bit, px: a full stop or a bullet is too small to measure. */
const MIN_BLOCK_WIDTH = 8;
/** Fewest ink pixels of a block that carries a bit. */
const MIN_BLOCK_INK = 24;
/** Shortest line, px: a rule or an underline is not a line of text. */
const MIN_LINE_HEIGHT = 4;
/** Blocks keep this far (px) from the image's edges, so a shift never pushes ink out of the frame. */
const EDGE = 4;

/**
 * The blank columns that split a line into words: at least 3 px, so two neighbours shifted towards each other
 * by 1 px still keep a blank column between them, and a fifth of the line's height, so letters of one word
 * (a pixel or two apart) stay together while words (a third of an em) split.
 */
function wordGap(lineHeight: number, shift: number): number {
  return Math.max(2 * shift + 1, Math.round(lineHeight * 0.3));
}

/**
 * The blocks of `page` in reading order (lines top to bottom, words left to right), for shifts of `shift`
 * px: each has at least `wordGap` blank columns on both sides within its line, is at least 8 px wide and
 * holds at least 24 ink pixels. Pages without text answer few or none.
 */
export function findBlocks(page: Gray, shift = 1): Block[] {
  const { width, height, data } = page;
  const rowInk = new Uint32Array(height);
  for (let y = 0; y < height; y += 1) {
    let n = 0;
    const row = y * width;
    for (let x = EDGE; x < width - EDGE; x += 1) if (data[row + x] < INK_LEVEL) n += 1;
    rowInk[y] = n;
  }
  const blocks: Block[] = [];
  const colInk = new Uint32Array(width);
  for (let y = EDGE; y < height - EDGE;) {
    if (rowInk[y] === 0) {
      y += 1;
      continue;
    }
    const top = y;
    while (y < height - EDGE && rowInk[y] > 0) y += 1;
    const bottom = y - 1;
    // A line touching the frame's top or bottom edge may be cut: it carries nothing.
    if (bottom - top + 1 < MIN_LINE_HEIGHT || top <= EDGE || bottom >= height - EDGE - 1) continue;
    lineBlocks(page, top, bottom, colInk, wordGap(bottom - top + 1, shift), blocks);
  }
  return blocks;
}

/** Adds the blocks of the line spanning rows `top`..`bottom` to `out`. */
function lineBlocks(page: Gray, top: number, bottom: number, colInk: Uint32Array, gap: number, out: Block[]) {
  const { width, data } = page;
  colInk.fill(0);
  for (let y = top; y <= bottom; y += 1) {
    const row = y * width;
    for (let x = EDGE; x < width - EDGE; x += 1) if (data[row + x] < INK_LEVEL) colInk[x] += 1;
  }
  let start = -1;
  let end = -1;
  let ink = 0;
  const flush = () => {
    if (start < 0) return;
    if (end - start + 1 >= MIN_BLOCK_WIDTH && ink >= MIN_BLOCK_INK && start > EDGE && end < width - EDGE - 1)
      out.push({ x0: start, x1: end, y0: top, y1: bottom, ink });
    start = -1;
    ink = 0;
  };
  for (let x = EDGE; x < width - EDGE; x += 1) {
    if (colInk[x] === 0) continue;
    if (start >= 0 && x - end - 1 >= gap) flush();
    if (start < 0) start = x;
    end = x;
    ink += colInk[x];
  }
  flush();
}

/** Blocks of one line share their top row (a line's blocks come out consecutive, left to right). */
export const sameLine = (a: Block, b: Block): boolean => a.y0 === b.y0;

/**
 * Which blocks carry a bit (the others stay put as references, Brassil's "control" blocks): every other
 * block of a line, so each gap between two words widens or narrows by one shift at most, which justified
 * text does by itself; a block after a carrier carries too when the gap between them is wide enough
 * (≥ 3 shifts + 5 px, e.g. between columns) for both to move. Answers indices into `blocks`, in order.
 */
export function carrierIndices(blocks: Block[], shift: number): number[] {
  const out: number[] = [];
  let previousCarries = false;
  for (let i = 0; i < blocks.length; i += 1) {
    const b = blocks[i];
    const previous = i > 0 && sameLine(blocks[i - 1], b) ? blocks[i - 1] : undefined;
    const wide = previous !== undefined && b.x0 - previous.x1 - 1 >= 3 * shift + 5;
    const carries: boolean = !previous || !previousCarries || wide;
    // The first block of a line is a reference when the line has a second block to carry.
    const first = !previous && i + 1 < blocks.length && sameLine(blocks[i + 1], b);
    if (carries && !first) out.push(i);
    previousCarries = carries && !first;
  }
  return out;
}
