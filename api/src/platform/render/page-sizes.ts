import { PAGE_WIDTHS, TILE_SIZE, TILE_WIDTHS } from '@exam/shared-contracts/reading';
import { HttpError } from '../http-error';

/** Pixel budget of one full-page render: a very tall page is drawn narrower instead (≈ 2560 × 6400). */
export const MAX_PAGE_PIXELS = 16_000_000;

/** What to render for a page request: a snapped width, and a tile of the TILE_SIZE grid above 2560 px. */
export interface PageRequest {
  width: number;
  tile?: { x: number; y: number; size: number };
}

/**
 * Snaps `?w=` (px, default 960) up to the next of PAGE_WIDTHS, or with `tile=x,y` up to the next of
 * TILE_WIDTHS (docs/domains/reading.md "The reader": nothing renders a 10,000-px page, only its 1024-px
 * tiles). 400 for a tile below the tile widths, or a width above 2560 without a tile.
 */
export function snapPageRequest(w: number | undefined, tile: string | undefined): PageRequest {
  const wanted = w ?? 960;
  if (!tile) {
    const largest = PAGE_WIDTHS[PAGE_WIDTHS.length - 1];
    if (wanted > largest)
      throw new HttpError(400, `Widths above ${largest} px are served as tiles: add tile=x,y`);
    return { width: PAGE_WIDTHS.find((s) => s >= wanted) ?? largest };
  }
  if (wanted <= PAGE_WIDTHS[PAGE_WIDTHS.length - 1])
    throw new HttpError(400, `Tiles are only served above ${PAGE_WIDTHS[PAGE_WIDTHS.length - 1]} px`);
  const [x, y] = tile.split(',').map(Number);
  const width = TILE_WIDTHS.find((s) => s >= wanted) ?? TILE_WIDTHS[TILE_WIDTHS.length - 1];
  if (x * TILE_SIZE >= width) throw new HttpError(400, 'This tile is outside the page');
  return { width, tile: { x, y, size: TILE_SIZE } };
}

/** Cache file name of a clean render: `p12-w960.webp`, `p12-w5120-t1_3.webp`. */
export function renderName(page: number, req: PageRequest): string {
  return `p${page}-w${req.width}${req.tile ? `-t${req.tile.x}_${req.tile.y}` : ''}.webp`;
}

/**
 * Pages of text extracted per pool job and stored per file: small, so a reader's page request waits at most
 * one chunk (≈ 0.1–1 s) behind background preparation, and far below the time limit.
 */
export const TEXT_CHUNK_PAGES = 10;

/** File name of the text chunk starting at page `from`: `text-00001.json`. */
export function textChunkName(from: number): string {
  return `text-${String(from).padStart(5, '0')}.json`;
}

/** File name of a PDF's inspection (page count, page 1 size, outline) under the `text` prefix. */
export const PDF_META_NAME = 'meta.json';

/** File name of every page's size in points (`[{ w, h }, …]`, page order) under the `text` prefix. */
export const PDF_SIZES_NAME = 'sizes.json';
