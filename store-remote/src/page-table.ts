import type { PageEntry, PageManifest } from '@exam/shared-contracts/http';

/**
 * One page of the store (SPEC 2): its manifest entry (path pattern, chunk, audience, prerender, preload
 * hints) and its tab title.
 */
export interface StorePage extends PageEntry {
  title: string;
}

/** The listing pages' fragment and cover: their prerendered hero, and their section's first cover. */
const listing = (path: string, section: 'home' | 'class11' | 'class12' | 'test', grouped: boolean) => ({
  path,
  audience: 'any' as const,
  prerender: { kind: 'fragment' as const, key: path },
  preload: [{ kind: 'listing-cover' as const, section, grouped }],
});

/**
 * The store's route table, plain data: routes.tsx draws its `<Route>`s from it (paths, titles, which
 * lazy chunk to start early) and the build writes it as `dist/pages.json` ({@link pageManifest}), so the
 * server's prerender and preloads follow the pages the router really has. Paths are absolute (the shell
 * mounts the store at `/*`); `/*` is any other address (the not-found page). Order is the router's.
 */
export const STORE_PAGES = {
  home: { ...listing('/', 'home', false), title: 'NEET and JEE study material and test series' },
  class11: { ...listing('/class11', 'class11', true), title: 'Class 11 NEET and JEE material' },
  class12: { ...listing('/class12', 'class12', true), title: 'Class 12 NEET and JEE material' },
  tests: { ...listing('/tests', 'test', true), title: 'NEET and JEE test series' },
  search: { path: '/search', chunk: 'search-page', audience: 'any', preload: [], title: 'Search' },
  myBooks: {
    path: '/my-books',
    chunk: 'my-books-page',
    audience: 'signed-in',
    prerender: { kind: 'fragment', key: '/my-books' },
    preload: [],
    title: 'My Books',
  },
  myOrders: {
    path: '/my-orders',
    chunk: 'my-orders-page',
    audience: 'signed-in',
    preload: [],
    title: 'My orders',
  },
  payment: {
    path: '/payment/:bookId',
    chunk: 'payment-page',
    audience: 'signed-in',
    prerender: { kind: 'book-template', key: '/payment/:bookId', param: 'bookId' },
    preload: [{ kind: 'book-cover', param: 'bookId' }],
    title: 'Pay with UPI',
  },
  receipt: {
    path: '/receipt/:paymentId',
    chunk: 'receipt-page',
    audience: 'signed-in',
    preload: [],
    title: 'Payment receipt',
  },
  privacy: { path: '/privacy', chunk: 'policy-pages', audience: 'any', preload: [], title: 'Privacy policy' },
  terms: { path: '/terms', chunk: 'policy-pages', audience: 'any', preload: [], title: 'Terms of service' },
  refund: { path: '/refund', chunk: 'policy-pages', audience: 'any', preload: [], title: 'Refund policy' },
  contact: { path: '/contact', chunk: 'help-pages', audience: 'any', preload: [], title: 'Contact us' },
  help: { path: '/help', chunk: 'help-pages', audience: 'any', preload: [], title: 'Help' },
  faq: {
    path: '/faq',
    chunk: 'help-pages',
    audience: 'any',
    preload: [],
    title: 'Frequently asked questions',
  },
  notFound: { path: '/*', chunk: 'help-pages', audience: 'any', preload: [], title: 'Page not found' },
} as const satisfies Record<string, StorePage>;

export type StorePageId = keyof typeof STORE_PAGES;

/**
 * The addresses at which a lazily loaded page's chunk starts loading as the store's module runs (a deep
 * link, a reload): the path itself (a trailing slash allowed), or for a path with parameters everything
 * under its fixed start (`/payment/:bookId` → `/payment/…`). None for `/*` (not known in advance).
 */
export function earlyLoadPattern(path: string): RegExp | undefined {
  if (path.endsWith('*')) return undefined;
  const param = path.indexOf('/:');
  const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return param === -1
    ? new RegExp(`^${escaped(path)}\\/?$`)
    : new RegExp(`^${escaped(path.slice(0, param + 1))}`);
}

/** The store's page manifest (`dist/pages.json`, written by the build): {@link STORE_PAGES} without titles. */
export function pageManifest(): PageManifest {
  return {
    app: 'store',
    pages: Object.values(STORE_PAGES).map(({ title: _title, ...entry }) => ({
      ...entry,
      preload: [...entry.preload],
    })),
  };
}
