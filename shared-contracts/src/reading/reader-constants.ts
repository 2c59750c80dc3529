/**
 * The reader's plain constants (docs/domains/reading.md "The reader"), free of TypeBox so the browser apps
 * can import them at run time through `@exam/shared-contracts/constants` (re-exported by `reader.ts` for
 * the API).
 */

/** Page widths (px) the server renders; a requested `w` is snapped up to the next one
 * (docs/domains/reading.md "Viewer limits" zoom 0.5..5). */
export const PAGE_WIDTHS = [480, 720, 960, 1280, 1600, 2048, 2560] as const;
/** Widths above the largest page width are served as square tiles of this many px (`tile=x,y`). */
export const TILE_SIZE = 1024;
/** Tile widths (px): a tiled `w` is snapped up to one of these. */
export const TILE_WIDTHS = [3840, 5120, 7680, 10240] as const;
/** Width of a thumbnail (px). */
export const THUMBNAIL_WIDTH = 160;
/** Response header naming the leak code burned into a page image. */
export const WATERMARK_CODE_HEADER = 'x-watermark-code';

/**
 * Widths (px) the server makes online-test question and solution images at: a requested `w` is snapped up
 * to the next (the largest when above it), so screens asking for exactly these reuse what they hold.
 */
export const QUESTION_WIDTHS = [360, 480, 640, 800, 960, 1280, 1600] as const;

/** White space (image px) between two stacked regions of one question image (a question over two pages). */
export const QUESTION_IMAGE_GAP = 12;
