import {
  DEVANAGARI_FAMILY,
  DEVANAGARI_HINDI_FAMILY,
  FONT_STACK_PROPERTY,
} from '@exam/web-platform/constants/theme-init';

/**
 * Devanagari's code points (Fontsource's subset of the same name, without its ₹, ₨, U+20F0 and the dotted
 * circle): only these use the face. The face comes first in a Hindi stack, so a sign it shares with the
 * Latin fonts (₹ on every price) would otherwise fetch the whole face on every page with a price.
 */
const DEVANAGARI_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/** The two files of the face: the whole of it, and Hindi's cut (devanagari-font.config.ts). */
export interface DevanagariFontUrls {
  /** The whole Devanagari face (50 KB). */
  whole: string;
  /** The face cut to Hindi's characters and the interface's, with every conjunct they form (31 KB). */
  hindi: string;
  /** The cut's characters as a CSS `unicode-range` (devanagari-cut-text.ts `unicodeRange`). */
  hindiRange: string;
}

/**
 * Noto Sans Devanagari regular (WOFF2, the Devanagari subset) as the shell's index.html carries it in
 * `<head>` (written at build time by shell/devanagari-font.config.ts from `urls`), so the prerendered first
 * paint and the app draw Hindi in the same face. Two families of the same drawing: Hindi's cut
 * ({@link DEVANAGARI_HINDI_FAMILY}) first, then the whole face ({@link DEVANAGARI_FAMILY}). The browser
 * takes each character from the first family whose `unicode-range` has it (the cut's lists exactly its
 * characters: with a range wider than its map, a letter it lacks never fetched the whole face), so Hindi (the
 * interface, and a book's Hindi title) is drawn from the cut alone, and only the rest of the script (Vedic
 * signs, Marathi's ळ) fetches the whole face. A cut made by harfbuzz from characters keeps every glyph they
 * can form, so any text in them is drawn as the whole face draws it. One weight only: the browser draws bold
 * text in it by thickening the strokes, which keeps a first Hindi visit on a slow phone 55 KB (the bold file)
 * lighter. A browser fetches a face only when an element whose font-family lists it has text in its range,
 * and only `html[lang='hi']` lists them, in the page's font stack ({@link FONT_STACK_PROPERTY}: the two faces,
 * then the theme's Latin fonts `latinStack`), which the theme's `font` of every app and of the
 * prerendered page reads: an English page never downloads either,
 * even with the switch's "हिंदी" on screen (shown in the phone's own Devanagari font). `swap` paints text at
 * once in a fallback; in Hindi the theme script also preloads the cut (`data-hindi-fonts`) and holds the
 * prerendered page unpainted (`visibility: hidden` under `html[data-font-wait]`) until it is in, for at most
 * FONT_WAIT_MS (constants/theme-init.ts), so its first paint is already in the face. Its images are painted
 * meanwhile: they hold no text, their boxes are sized by the page's own CSS before they arrive, and a page
 * whose largest paint is an image (a book's cover) need not wait for the font too (Lighthouse, Hindi
 * `/book/<id>` on a mid-tier phone: 1,536 ms → 1,361 ms, CLS 0 either way). On such a page (the server marks
 * it `<html data-image-first>`) the stack names the faces only once the theme script has dropped
 * `data-font-later`, after the image has been drawn: the face no longer shares the image's bandwidth.
 */
export function devanagariFontCss(urls: DevanagariFontUrls, latinStack: string): string {
  const face = (family: string, url: string, range: string) =>
    `@font-face{font-family:'${family}';font-style:normal;font-weight:400;font-display:swap;` +
    `src:url(${url}) format('woff2');unicode-range:${range}}`;
  // The faces before the system's: Chrome on a system without Devanagari fonts (a Linux desktop) draws a
  // bold Devanagari letter as a box from `system-ui` rather than go on to the next family. Each face's
  // unicode-range keeps every other character (Latin, digits, ₹) in the system's fonts.
  const stack = `'${DEVANAGARI_HINDI_FAMILY}', '${DEVANAGARI_FAMILY}', ${latinStack}`;
  return (
    face(DEVANAGARI_HINDI_FAMILY, urls.hindi, urls.hindiRange) +
    face(DEVANAGARI_FAMILY, urls.whole, DEVANAGARI_RANGE) +
    `html[lang='hi']:not([data-font-later]){${FONT_STACK_PROPERTY}:${stack}}` +
    'html[data-font-wait] [data-prerender]{visibility:hidden}' +
    'html[data-font-wait] [data-prerender] img{visibility:visible}'
  );
}
