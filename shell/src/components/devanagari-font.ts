/** The self-hosted Devanagari face's family name. */
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';

/** Devanagari's code points (Fontsource's subset of the same name): only these use the face. */
const DEVANAGARI_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/** The face's files by weight: URLs from the page (`/assets/noto-sans-devanagari-…-400-normal.<hash>.woff2`). */
export interface DevanagariFiles {
  400: string;
  700: string;
}

const face = (weight: number, url: string) =>
  `@font-face{font-family:'${DEVANAGARI_FAMILY}';font-style:normal;font-weight:${weight};font-display:swap;` +
  `src:url(${url}) format('woff2');unicode-range:${DEVANAGARI_RANGE}}`;

/**
 * Noto Sans Devanagari, 400 and 700 (WOFF2, the Devanagari subset: about 50 KB each), as the shell's
 * index.html carries it in `<head>` (written at build time by shell/rspack.config.ts), so the prerendered
 * first paint and the app draw Hindi in the same face. A browser fetches a face only when an element whose
 * font-family lists it has text in its range, and only `html[lang='hi']` lists it (beside the theme's Latin
 * fonts `latinStack`), for the body and for the prerendered page (whose own rule names the Latin fonts
 * alone): an English page never downloads it, even with the switch's "हिंदी" on screen (shown in the
 * phone's own Devanagari font). `swap` paints text at once in a fallback; in Hindi the theme script also
 * preloads both files (`data-hindi-fonts`), so they are in before the first paint as a rule.
 */
export function devanagariFontCss(files: DevanagariFiles, latinStack: string): string {
  const stack = `${latinStack.replace(/,\s*sans-serif$/, '')}, '${DEVANAGARI_FAMILY}', sans-serif`;
  return (
    face(400, files[400]) +
    face(700, files[700]) +
    `html[lang='hi'] body,html[lang='hi'] [data-prerender]{font-family:${stack}}`
  );
}
