import type { Section } from '@exam/shared-contracts/http';
import { fillBookTemplate } from '@exam/shared-contracts/prerender/file';
import type { BookRow } from '../../db/schema';
import { toBookDto } from '../../services/books';
import type { LiveSite } from './live-site';
import { composeIndexHtml } from './page-html';
import { matchPage } from './page-match';
import { bookCoverLinks, listedBook, listingLinks, preloadLinks } from './preload';

/** The listed books of a catalogue section (all listed books without one); none when it cannot be read. */
export type CatalogueRows = (section?: Section) => Promise<BookRow[]>;

/**
 * The `Link` header of a page's HTML (ARCHITECTURE "Web edge"), from the live page manifests alone:
 * `/remotes.json`, the live manifest of the remote that draws the page (the best match's: its remote for a
 * remote's own entry, the app it names for a host's entry; none when the best match says `no-remote`), then the
 * preloads of the best match's hints (`listing-cover`, `book-cover`), computed from the catalogue.
 */
export async function pageLinks(site: LiveSite, pagePath: string, rows: CatalogueRows): Promise<string> {
  const best = matchPage(site.pages, pagePath);
  const noRemote = best?.entry.preload.some((hint) => hint.kind === 'no-remote') ?? false;
  // The app of the best match: a remote's own entry names its remote, a host entry the app it names. (The
  // best among the remotes' entries alone gave the store's `/*` for `/test/…`, over the host's `/test/*`.)
  const remote = noRemote ? undefined : (best?.app ?? best?.entry.app);
  const links = [preloadLinks(remote ? site.apps.get(remote)?.manifestUrl : undefined)];
  for (const hint of best?.entry.preload ?? []) {
    if (hint.kind === 'listing-cover') links.push(...listingLinks(hint.grouped, await rows(hint.section)));
    else if (hint.kind === 'book-cover')
      links.push(...bookCoverLinks(listedBook(best!.params[hint.param], await rows())));
  }
  return links.join(', ');
}

/**
 * The page's HTML with its prerendered top (ARCHITECTURE "Prerendered first paint"), or null when it has
 * none: the best match's `fragment` from its app's live prerender file, or its `book-template` filled with
 * the listed book its param names (`fillBookTemplate`: none for a free book or one without a cover).
 * Throws when a template is broken (a slot it does not declare).
 */
export async function prerenderedHtml(
  site: LiveSite,
  pagePath: string,
  rows: CatalogueRows,
): Promise<string | null> {
  const best = matchPage(site.pages, pagePath);
  const prerender = best?.entry.prerender;
  const file = best && site.apps.get(best.app ?? '')?.prerender;
  if (!site.index || !prerender || !file) return null;
  if (prerender.kind === 'fragment')
    return Object.hasOwn(file.pages, prerender.key)
      ? composeIndexHtml(site.index, file.css, file.pages[prerender.key], pagePath)
      : null;
  const book = listedBook(best.params[prerender.param], await rows());
  const page = book && fillBookTemplate(file, prerender.key, toBookDto(book));
  return page ? composeIndexHtml(site.index, file.css, page, pagePath) : null;
}
