import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2';

/** The self-hosted Devanagari face's family name. */
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';

/** Devanagari's code points (Fontsource's subset of the same name): only these use the face. */
const DEVANAGARI_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

const face = (weight: number, url: string) =>
  `@font-face{font-family:'${DEVANAGARI_FAMILY}';font-style:normal;font-weight:${weight};font-display:swap;` +
  `src:url(${url}) format('woff2');unicode-range:${DEVANAGARI_RANGE}}`;

/**
 * Noto Sans Devanagari, 400 and 700 (WOFF2, the Devanagari subset: about 50 KB each), for the global style.
 * A browser fetches a face only when an element whose font-family lists it has text in its range, and only
 * `html[lang='hi']` lists it (beside the theme's Latin fonts): an English page never downloads it, even with
 * the switch's "हिंदी" on screen (shown in the phone's own Devanagari font). `swap` paints text at once in
 * a fallback.
 */
export const devanagariFontCss = (latinStack: string) =>
  face(400, regular) +
  face(700, bold) +
  `html[lang='hi'] body{font-family:${latinStack.replace(/,\s*sans-serif$/, '')}, '${DEVANAGARI_FAMILY}', sans-serif}`;
