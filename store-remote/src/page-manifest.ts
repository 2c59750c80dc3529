import type { PageEntry, PageManifest } from '@exam/shared-contracts/http';
import { STORE_PAGES, type StorePageId } from './page-table';

/** A page's manifest entry besides its path: its chunk, audience, prerender and preload hints. */
type EntryExtras = Omit<PageEntry, 'path' | 'preload'> & { preload: readonly PageEntry['preload'][number][] };

/** The listing pages' fragment and cover: their prerendered hero, and their section's first cover. */
const listing = (path: string, section: 'home' | 'class11' | 'class12' | 'test', grouped: boolean) => ({
  audience: 'any' as const,
  prerender: { kind: 'fragment' as const, key: path },
  preload: [{ kind: 'listing-cover' as const, section, grouped }],
});

/** A lazily loaded page with no prerender or preload of its own. */
const plain = (chunk: string, audience: 'any' | 'signed-in' = 'any') => ({ chunk, audience, preload: [] });

/**
 * What the server needs of each store page besides its path (build-time data: prerender.tsx writes it
 * into `dist/pages.json`; the router never reads it): the chunk it is lazily loaded from, its audience, its
 * prerender and its preload hints.
 */
export const STORE_PAGE_ENTRIES = {
  home: listing('/', 'home', false),
  class11: listing('/class11', 'class11', true),
  class12: listing('/class12', 'class12', true),
  tests: listing('/tests', 'test', true),
  search: plain('search-page'),
  myBooks: {
    chunk: 'my-books-page',
    audience: 'signed-in',
    prerender: { kind: 'fragment', key: '/my-books' },
    preload: [],
  },
  myOrders: plain('my-orders-page', 'signed-in'),
  book: {
    chunk: 'book-page',
    audience: 'any',
    prerender: { kind: 'book-template', key: '/book/:bookId', param: 'bookId' },
    preload: [{ kind: 'book-cover', param: 'bookId' }],
  },
  payment: {
    chunk: 'payment-page',
    audience: 'signed-in',
    prerender: { kind: 'book-template', key: '/payment/:bookId', param: 'bookId' },
    preload: [{ kind: 'book-cover', param: 'bookId' }],
  },
  receipt: plain('receipt-page', 'signed-in'),
  privacy: plain('policy-pages'),
  terms: plain('policy-pages'),
  refund: plain('policy-pages'),
  contact: plain('help-pages'),
  help: plain('help-pages'),
  faq: plain('help-pages'),
  notFound: plain('help-pages'),
} as const satisfies Record<StorePageId, EntryExtras>;

/** The store's page manifest (`dist/pages.json`, written by the build): {@link STORE_PAGES}' paths with their entries. */
export function pageManifest(): PageManifest {
  return {
    app: 'store',
    pages: (Object.keys(STORE_PAGES) as StorePageId[]).map((id) => {
      const entry: EntryExtras = STORE_PAGE_ENTRIES[id];
      return { path: STORE_PAGES[id].path, ...entry, preload: [...entry.preload] };
    }),
  };
}
