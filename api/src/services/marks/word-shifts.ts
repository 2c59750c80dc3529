import { slotBits } from './payload.ts';
import { toGray, type Gray } from './raster.ts';
import { carrierIndices, findBlocks, type Block } from './text-layout.ts';

/**
 * The hidden mark's encoder (ARCHITECTURE "Marks"): word-shift coding after Brassil et al. (IEEE JSAC 1995).
 * Every other word block of the clean render (text-layout's carriers) moves {@link shiftFor} px right (bit 1)
 * or left (bit 0); its neighbours stay where they were and serve as references. A reader sees justified text whose gaps differ by
 * a pixel or two; the decoder, holding the clean render, measures each word's displacement.
 */

/** Fewest carrying blocks for a page to carry the hidden mark at all (a figure or a title page carries none). */
export const MIN_SLOTS = 48;

/**
 * The shift (px) at a render `width` (px): 1 px up to 1280 px, then in proportion, so it stays near 0.6 pt of
 * the page (Brassil's shifts were 1/300 inch ≈ 0.24 pt; a screenshot or a photo needs a little more).
 */
export function shiftFor(width: number): number {
  return Math.max(1, Math.round(width / 1000));
}

/**
 * Moves columns `x0..x1` (inclusive) of rows `y0..y1` of raw interleaved pixels by `d` px (positive: right),
 * filling the columns it uncovers with the blank column just outside the block.
 */
function moveRect(
  raw: Uint8Array,
  width: number,
  channels: number,
  rect: { x0: number; x1: number; y0: number; y1: number },
  d: number,
) {
  const { x0, x1, y0, y1 } = rect;
  for (let y = y0; y <= y1; y += 1) {
    const row = y * width;
    if (d > 0) {
      for (let x = x1 + d; x >= x0; x -= 1) {
        const from = x - d >= x0 ? x - d : x0 - 1;
        const t = (row + x) * channels;
        const f = (row + from) * channels;
        for (let c = 0; c < channels; c += 1) raw[t + c] = raw[f + c];
      }
    } else {
      for (let x = x0 + d; x <= x1; x += 1) {
        const from = x - d <= x1 ? x - d : x1 + 1;
        const t = (row + x) * channels;
        const f = (row + from) * channels;
        for (let c = 0; c < channels; c += 1) raw[t + c] = raw[f + c];
      }
    }
  }
}

/** The rectangle a block's shift moves: its ink box and the faint anti-aliased pixel around it. */
export function movedRect(block: Block, width: number, height: number) {
  return {
    x0: Math.max(1, block.x0 - 1),
    x1: Math.min(width - 2, block.x1 + 1),
    y0: Math.max(0, block.y0 - 1),
    y1: Math.min(height - 1, block.y1 + 1),
  };
}

/**
 * Burns `code` into raw interleaved pixels (`channels` bytes each) of a clean render, in place, and
 * answers the blocks of the page and which of them carry bits (none when fewer than {@link MIN_SLOTS}: such
 * a page carries no hidden mark). `raw` must be the clean render (`gray` its luminance, when already made): the decoder
 * finds the same blocks in it.
 */
export function embedWordShifts(
  raw: Uint8Array,
  width: number,
  height: number,
  channels: number,
  code: string,
  gray: Gray = toGray(raw, width, height, channels),
): { blocks: Block[]; carriers: number[] } {
  const shift = shiftFor(width);
  const blocks = findBlocks(gray, shift);
  const carriers = carrierIndices(blocks, shift);
  if (carriers.length < MIN_SLOTS) return { blocks, carriers: [] };
  const bits = slotBits(code, carriers.length);
  carriers.forEach((b, s) =>
    moveRect(raw, width, channels, movedRect(blocks[b], width, height), bits[s] ? shift : -shift),
  );
  return { blocks, carriers };
}
