/**
 * The shape of an app build's `prerender.json` (docs/speed.md "Prerendered first paint"), apart from the
 * templates that fill it, which import these types (prerender-file.ts gathers both).
 */

/** One page's prerendered fragment: markup for inside `#root`, shown before the page's JavaScript runs. */
export interface PrerenderedPage {
  html: string;
  /** Hidden (CSS) for a signed-in visitor: the page shows them other content there. */
  guestOnly: boolean;
  /**
   * Hidden (CSS) for a visitor without a stored token: a signed-in page's top (/my-books, a payment page),
   * which a guest never sees (they are sent to /login). Absent in builds before store 1.3.0.
   */
  signedInOnly?: boolean;
  /** A per-book template's named slots (book-template.ts `BOOK_SLOTS`); absent on a plain fragment. */
  slots?: string[];
  /**
   * This page's own CSS (the base rules and its parts' rules), which its HTML carries instead of the whole
   * file's `css`. Absent in builds before it (the file's `css` then).
   */
  css?: string;
}

/**
 * What an app's `dist/prerender.json` holds (LCP ≤ 2.5 s on slow 4G). The one-port server writes
 * `css` into the shell's `<head>` and a page's `html` into its `#root`; the shell keeps showing that markup
 * until the page's own code has drawn it. Keys are the fragment and template keys of the app's page manifest (`dist/pages.json`).
 */
export interface PrerenderFile {
  css: string;
  pages: Record<string, PrerenderedPage>;
}
