import fs from 'node:fs';
import path from 'node:path';
import type { PrerenderedPage } from '@exam/web-platform/prerender/file';

/**
 * A file an app's build wrote beside its live manifest, on this server's disk: `manifestUrl` is the app's
 * entry in remotes.json (`/remotes/store/mf-manifest.json`, or a release's
 * `/remotes/store/1.2.0/mf-manifest.json`) under the app's `prefix` (apps.json), served from one of
 * `roots` (its `dist`, its `releases`); `name` is the file (`pages.json`, `prerender.json`). Null for a
 * manifest on another host, a URL outside the prefix, or a build without that file. Paths that would
 * leave those folders (`..`) are refused.
 */
export function liveFileFor(
  manifestUrl: string | undefined,
  prefix: string,
  roots: string[],
  name: string,
): string | null {
  if (!manifestUrl?.startsWith(prefix)) return null;
  const match = /^((?:[^/?#]+\/)*)mf-manifest\.json$/.exec(manifestUrl.slice(prefix.length));
  if (!match) return null;
  for (const root of roots) {
    const file = path.resolve(root, match[1], name);
    if (file.startsWith(path.resolve(root) + path.sep) && fs.existsSync(file)) return file;
  }
  return null;
}

/** The prerender is our build's output, but a `</style>` in it must never end the tag early. */
const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The shell's index.html with one page's prerendered markup (docs/speed.md "Prerendered first paint"): the
 * page's own CSS (`page.css`; from a build before it, `fileCss`, the whole prerender file's) at the end of
 * `<head>`, the page's markup inside `#root` in a `<div data-prerender data-path="…">` (plus
 * `data-guest-only` or `data-signed-in-only`, whose visitors alone see it), which the shell keeps showing
 * until the page has drawn itself. Null when the HTML has no empty `#root`.
 */
export function composeIndexHtml(
  indexHtml: string,
  page: PrerenderedPage,
  fileCss: string,
  pagePath: string,
): string | null {
  const css = page.css ?? fileCss;
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
  const html = indexHtml.replace('</head>', () => style).replace(root, () => body);
  return leadsWithImage(page.html)
    ? html.replace(/^(<!doctype html>\s*<html)\b/i, '$1 data-image-first')
    : html;
}

/**
 * Whether a prerendered page's largest paint is an image: its front end marks that image `data-lead-image`
 * (an exam screen's question, the payment page's cover). Such a page is marked `<html data-image-first>`, and in Hindi its face is fetched only after the
 * image is drawn (constants/theme-init.ts): fetched together, the two shared the phone's bandwidth and the
 * face's 32 KB came into the page's LCP (docs/speed.md "Prerendered first paint").
 */
export function leadsWithImage(pageHtml: string): boolean {
  return /<img\b[^>]*\sdata-lead-image(?:=""|\s|\/?>)/i.test(pageHtml);
}

/** Whether a page's HTML was marked by {@link composeIndexHtml} as led by an image. */
export function markedImageFirst(html: string): boolean {
  return /^<!doctype html>\s*<html[^>]*\sdata-image-first\b/i.test(html);
}
