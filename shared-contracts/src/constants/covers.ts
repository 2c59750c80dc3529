/**
 * Resized covers: every cover is also served at these widths
 * (px) in AVIF and WebP, cropped to the cards' 16:10, at `/api/files/covers/<uuid>-<width>.<format>`.
 * The API makes them (api/src/modules/catalogue/cover-variants.ts); the store's cards list them in `srcset`.
 */
export const COVER_WIDTHS = [320, 640] as const;
/** Formats of the resized covers, best first (the order of `<source>` elements). */
export const COVER_FORMATS = ['avif', 'webp'] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];

/** A cover's own URL: `/api/files/covers/<uuid>.<jpg|png|webp>`. */
const OWN_COVER = /^\/api\/files\/covers\/([0-9a-f-]{36})\.(jpg|png|webp)$/;

/**
 * The `srcset` of each resized format of a cover URL, e.g.
 * `{ avif: '/api/files/covers/<uuid>-320.avif 320w, …-640.avif 640w', webp: … }`; null for a URL that is
 * not one of our covers (an external image keeps its plain `<img>`).
 */
export function coverSrcSets(image: string): Record<CoverFormat, string> | null {
  const match = OWN_COVER.exec(image);
  if (!match) return null;
  const set = (format: CoverFormat) =>
    COVER_WIDTHS.map((w) => `/api/files/covers/${match[1]}-${w}.${format} ${w}w`).join(', ');
  return { avif: set('avif'), webp: set('webp') };
}

/**
 * How wide a card's cover is drawn, for the browser to pick a resized cover (`sizes`): the book grids are
 * one column on phones, two up to 1024 px, then at most 4 columns in a 1280 px container.
 */
export const COVER_SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 320px';
