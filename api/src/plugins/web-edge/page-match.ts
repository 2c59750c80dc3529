import type { PageEntry, PageManifest } from '@exam/shared-contracts/http';

/** A page manifest's entry ready to match: its app (federation name, null for the host) and its score. */
export interface CompiledPage {
  app: string | null;
  entry: PageEntry;
  /** Matches a page path (no query, no trailing slash); groups are the params in `names`' order. */
  pattern: RegExp;
  names: string[];
  /** React Router's ranking: a fixed segment 10, a param 3, a splat -2, the index 1; the highest wins. */
  score: number;
}

/** A page path's match: the entry, its app and its params (`{ bookId: '…' }`, decoded). */
export interface PageMatch {
  app: string | null;
  entry: PageEntry;
  params: Record<string, string>;
}

/**
 * A request URL's page path: without its query or a trailing slash (`/about/?x` → `/about`; `/`
 * stays), as manifests' patterns are written.
 */
export const pagePathOf = (url: string): string => url.split('?')[0].replace(/(.)\/$/, '$1');

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The entries of `manifest` compiled: `/books/:id` matches `/books/<one segment>`, a trailing
 * `/*` matches the path itself and anything below it (`/admin/*`: `/admin`, `/admin/books`). `app` is
 * the federation name of the app the manifest was found for (null: the host), whatever it says itself.
 */
export function compileManifest(manifest: PageManifest, app: string | null = manifest.app): CompiledPage[] {
  return manifest.pages.map((entry) => {
    const names: string[] = [];
    const segments = entry.path.split('/').filter(Boolean);
    const splat = segments.at(-1) === '*';
    const fixed = splat ? segments.slice(0, -1) : segments;
    let score = entry.path === '/' ? 1 : splat ? -2 : 0;
    const source = fixed
      .map((segment) => {
        if (segment.startsWith(':')) {
          names.push(segment.slice(1));
          score += 3;
          return '/([^/]+)';
        }
        score += 10;
        return `/${escaped(segment)}`;
      })
      .join('');
    // Case-sensitive, as the server always matched (a book id is compared in lower case by its user).
    const pattern = new RegExp(`^${source}${splat ? '(?:/.*)?' : ''}$`);
    return { app, entry, pattern, names, score };
  });
}

/**
 * The best match of `pagePath` among `pages` (highest score; on a tie the first, so the host's entries,
 * listed first, win), or undefined when none matches. `/` matches only an entry `/` or a splat.
 */
export function matchPage(pages: readonly CompiledPage[], pagePath: string): PageMatch | undefined {
  let best: { page: CompiledPage; groups: string[] } | undefined;
  for (const page of pages) {
    const found = page.pattern.exec(pagePath === '/' ? '' : pagePath);
    if (found && (!best || page.score > best.page.score)) best = { page, groups: found.slice(1) };
  }
  if (!best) return undefined;
  const params: Record<string, string> = {};
  best.page.names.forEach((name, i) => {
    try {
      params[name] = decodeURIComponent(best.groups[i]);
    } catch {
      params[name] = best.groups[i];
    }
  });
  return { app: best.page.app, entry: best.page.entry, params };
}
