/**
 * One page of the store (docs/screens.md "Routes and access") as its router knows it: its path pattern and
 * its tab title. What the server needs of it besides (its chunk, audience, prerender and preload hints) is
 * build-time data, in page-manifest.ts, so no page carries it in its JavaScript.
 */
export interface StorePage {
  path: string;
  title: string;
}

/**
 * The store's route table, plain data: routes.tsx draws its `<Route>`s from it (paths, titles, which
 * lazy chunk to start early), and the build writes it with page-manifest.ts's entries as `dist/pages.json`,
 * so the server's prerender and preloads follow the pages the router really has. Paths are absolute (the
 * shell mounts the store at `/*`); `/*` is any other address (the not-found page). Order is the router's.
 */
export const STORE_PAGES = {
  home: { path: '/', title: 'NEET and JEE study material and test series' },
  class11: { path: '/class11', title: 'Class 11 NEET and JEE material' },
  class12: { path: '/class12', title: 'Class 12 NEET and JEE material' },
  tests: { path: '/tests', title: 'NEET and JEE test series' },
  search: { path: '/search', title: 'Search' },
  myBooks: { path: '/my-books', title: 'My Books' },
  myOrders: { path: '/my-orders', title: 'My orders' },
  book: { path: '/book/:bookId', title: 'Book' },
  payment: { path: '/payment/:bookId', title: 'Pay with UPI' },
  receipt: { path: '/receipt/:paymentId', title: 'Payment receipt' },
  privacy: { path: '/privacy', title: 'Privacy policy' },
  terms: { path: '/terms', title: 'Terms of service' },
  refund: { path: '/refund', title: 'Refund policy' },
  contact: { path: '/contact', title: 'Contact us' },
  help: { path: '/help', title: 'Help' },
  faq: { path: '/faq', title: 'Frequently asked questions' },
  notFound: { path: '/*', title: 'Page not found' },
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
