import fs from 'node:fs';
import path from 'node:path';
import type { PrerenderedPage, PrerenderFile } from '@exam/shared-contracts/prerender/file';

export type { PrerenderFile };

/**
 * The `prerender.json` file beside the store's live manifest, on this server's disk: `manifestUrl` is the
 * store's entry in remotes.json (`/remotes/store/mf-manifest.json` or a release's
 * `/remotes/store/1.2.0/mf-manifest.json`), served from `dist` or `releases` (plugins/frontends.ts). Null for
 * a manifest on another host or a build without one. Paths that would leave those folders are refused.
 */
export function prerenderFileFor(manifestUrl: string | undefined, roots: string[]): string | null {
  const match = manifestUrl && /^\/remotes\/store\/((?:[^/?#]+\/)*)mf-manifest\.json$/.exec(manifestUrl);
  if (!match) return null;
  for (const root of roots) {
    const file = path.resolve(root, match[1], 'prerender.json');
    if (file.startsWith(path.resolve(root) + path.sep) && fs.existsSync(file)) return file;
  }
  return null;
}

/** The prerender is our build's output, but a `</style>` in it must never end the tag early. */
const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The shell's index.html with one page's prerendered markup (ARCHITECTURE "Prerendered first paint"): the
 * prerender's CSS (`css`, from the same file as `page`) at the end of `<head>`, the page's markup
 * inside `#root` in a `<div data-prerender data-path="…">` (plus `data-guest-only` or `data-signed-in-only`,
 * whose visitors alone see it), which the shell keeps showing until the page has drawn itself. Null when
 * the HTML has no empty `#root`.
 */
export function composeIndexHtml(
  indexHtml: string,
  css: string,
  page: PrerenderedPage,
  pagePath: string,
): string | null {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !indexHtml.includes('</head>')) return null;
  const attributes =
    `data-prerender data-path="${pagePath.replace(/[^\w/-]/g, '')}"` +
    (page.guestOnly ? ' data-guest-only' : '') +
    (page.signedInOnly ? ' data-signed-in-only' : '');
  // Function replacers: a string replacement would read `$&`, `$\``, `$'` and `$1` in a book's title as
  // patterns and paste the matched or surrounding HTML into the page.
  const style = `<style id="prerender-css">${escapeStyle(css)}</style></head>`;
  const body = `<div id="root"><div ${attributes}>${page.html}</div></div>`;
  return indexHtml.replace('</head>', () => style).replace(root, () => body);
}
