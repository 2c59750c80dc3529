import fs from 'node:fs';
import path from 'node:path';

/**
 * An app build's `prerender.json` (`prerenderPages` in @exam/shared-contracts/prerender): CSS, markup per
 * path. The shape of that module's `PrerenderFile`, restated: importing even its type would have the API's
 * compiler read that TSX module (the API is built without JSX).
 */
export interface PrerenderFile {
  css: string;
  pages: Record<string, { html: string; guestOnly: boolean }>;
}

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
 * The shell's index.html with one listing page's prerendered markup (ARCHITECTURE "Prerendered first
 * paint", issue 12): the prerender's CSS at the end of `<head>`, the page's markup inside `#root` in a
 * `<div data-prerender data-path="…">` (plus `data-guest-only` when it is guests' content), which the shell
 * keeps showing until the store has drawn the page. Null when `path` has no prerender or the HTML has no
 * empty `#root`.
 */
export function composeIndexHtml(
  indexHtml: string,
  prerender: PrerenderFile,
  pagePath: string,
): string | null {
  const page = prerender.pages[pagePath];
  const root = '<div id="root"></div>';
  if (!page || !indexHtml.includes(root) || !indexHtml.includes('</head>')) return null;
  const attributes = `data-prerender data-path="${pagePath.replace(/[^\w/-]/g, '')}"${page.guestOnly ? ' data-guest-only' : ''}`;
  return indexHtml
    .replace('</head>', `<style id="prerender-css">${escapeStyle(prerender.css)}</style></head>`)
    .replace(root, `<div id="root"><div ${attributes}>${page.html}</div></div>`);
}
