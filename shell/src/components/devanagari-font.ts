import { DEVANAGARI_FAMILY } from '@exam/shared-contracts/constants/theme-init';

/** Devanagari's code points (Fontsource's subset of the same name): only these use the face. */
const DEVANAGARI_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/**
 * Noto Sans Devanagari regular (WOFF2, the Devanagari subset: 51 KB) as the shell's index.html carries it in
 * `<head>` (written at build time by shell/devanagari-font.config.ts from `url`, the file's address), so the
 * prerendered first paint and the app draw Hindi in the same face. One weight only: the browser draws bold
 * text in it by thickening the strokes, which keeps a first Hindi visit on a slow phone 55 KB (the bold
 * file) lighter. A browser fetches the face only when an element whose font-family lists it has text in its
 * range, and only `html[lang='hi']` lists it (beside the theme's Latin fonts `latinStack`), for the body and
 * for the prerendered page (whose own rule names the Latin fonts alone): an English page never downloads
 * it, even with the switch's "हिंदी" on screen (shown in the phone's own Devanagari font). `swap` paints
 * text at once in a fallback; in Hindi the theme script also preloads the file (`data-hindi-fonts`) and
 * holds the prerendered page unpainted (`visibility: hidden` under `html[data-font-wait]`) until the face
 * is in, for at most FONT_WAIT_MS (constants/theme-init.ts), so its first paint is already in the face.
 */
export function devanagariFontCss(url: string, latinStack: string): string {
  const stack = `${latinStack.replace(/,\s*sans-serif$/, '')}, '${DEVANAGARI_FAMILY}', sans-serif`;
  return (
    `@font-face{font-family:'${DEVANAGARI_FAMILY}';font-style:normal;font-weight:400;font-display:swap;` +
    `src:url(${url}) format('woff2');unicode-range:${DEVANAGARI_RANGE}}` +
    `html[lang='hi'] body,html[lang='hi'] [data-prerender]{font-family:${stack}}` +
    'html[data-font-wait] [data-prerender]{visibility:hidden}'
  );
}
