import { figureParts, movePart, splitFigures } from './figure-parts.ts';
import { bitOf, cellAt } from './fingerprint.ts';
import { toGray, type Gray } from './raster.ts';
import { carrierIndices, findBlocks, type Block } from './text-layout.ts';

/**
 * The hidden mark's encoder (docs/domains/reading.md "Marks"): word-shift coding after Brassil et al. (IEEE
 * JSAC 1995). Every other word block of the clean render (text-layout's carriers) moves {@link shiftFor} px
 * right (bit 1) or left (bit 0) of the student's fingerprint at the block's place on the page
 * (fingerprint.ts); its neighbours stay where they were and serve as references. A reader sees justified text
 * whose gaps differ by a pixel or two; the decoder, holding the clean render, measures each word's
 * displacement. Figures (blocks as tall as 1/32 of the page's width) are not words: their parts carry bits
 * instead (figure-parts.ts).
 */

/** A band of image rows (`top`, `height`, px) showing a rectangle of a page: `scope` and u0, v0, du, dv. */
export interface MarkPart {
  top: number;
  height: number;
  /** The page: `<bookId>|<page>` (fingerprint.ts pageScope). */
  scope: string;
  /** Left, top, width and height of the rectangle shown, as fractions of the page's width and height. */
  u0: number;
  v0: number;
  du: number;
  dv: number;
}

/**
 * Whose fingerprint a marked image carries and where it sits in page coordinates: the server's mark
 * `secret`, the student (`holder`, the account id), and either `scope` (the image is that whole page) or
 * `parts` (a question image: bands cut from pages).
 */
export interface HiddenMark {
  secret: string;
  holder: string;
  scope?: string;
  parts?: MarkPart[];
}

/**
 * The page position of a block of a `width` × `height` image: the scope and code cell of its centre, or
 * null when it lies in none of the mark's parts (the gap between a question's regions).
 */
export function blockCell(
  mark: Pick<HiddenMark, 'scope' | 'parts'>,
  block: Block,
  width: number,
  height: number,
): { scope: string; cell: number } | null {
  const x = (block.x0 + block.x1) / 2;
  const y = (block.y0 + block.y1) / 2;
  const parts = mark.parts ?? [{ top: 0, height, scope: mark.scope ?? '', u0: 0, v0: 0, du: 1, dv: 1 }];
  const part = parts.find((p) => y >= p.top && y < p.top + p.height);
  if (!part) return null;
  const u = part.u0 + (x / width) * part.du;
  const v = part.v0 + ((y - part.top) / part.height) * part.dv;
  return { scope: part.scope, cell: cellAt(u, v, 1, 1) };
}

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

/** The width (px) of the whole page an image of `width` px shows part of (a question image: a cut of it). */
export function pageWidthOf(mark: Pick<HiddenMark, 'parts'>, width: number): number {
  return width / (mark.parts?.[0]?.du ?? 1);
}

/**
 * Burns `mark`'s fingerprint into raw interleaved pixels (`channels` bytes each) of a clean render, in
 * place: each carrying word block moves right for its cell's bit 1, left for 0 (fingerprint.ts), and so
 * does each part of a figure (figure-parts.ts), by the bit of the cell its ink box's centre lies in. Every
 * carrier counts, however few a page has: the tracer adds the evidence of several pages. Answers the text
 * blocks of the image, the word carriers that moved (indices into them) and the figure parts that moved.
 * `raw` must be the clean render (`gray` its luminance, when already made): the decoder finds the same
 * blocks and parts in it.
 */
export function embedWordShifts(
  raw: Uint8Array,
  width: number,
  height: number,
  channels: number,
  mark: HiddenMark,
  gray: Gray = toGray(raw, width, height, channels),
): { blocks: Block[]; carriers: number[]; parts: number } {
  const shift = shiftFor(width);
  const { text, figures } = splitFigures(findBlocks(gray, shift), pageWidthOf(mark, width));
  const bitAt = (block: Block) => {
    const at = blockCell(mark, block, width, height);
    return at && bitOf({ secret: mark.secret, scope: at.scope }, mark.holder, at.cell);
  };
  const moved: number[] = [];
  for (const b of carrierIndices(text, shift)) {
    const bit = bitAt(text[b]);
    if (bit === null) continue;
    moveRect(raw, width, channels, movedRect(text[b], width, height), bit ? shift : -shift);
    moved.push(b);
  }
  let parts = 0;
  for (const figure of figures)
    for (const part of figureParts(gray, figure, shift)) {
      const bit = bitAt(part);
      if (bit === null) continue;
      movePart(raw, width, channels, part, bit ? shift : -shift);
      parts += 1;
    }
  return { blocks: text, carriers: moved, parts };
}
