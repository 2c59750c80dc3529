import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { Route, Routes } from '@exam/web-platform/router';
import { Class11Page } from './features/catalogue/shelves/pages/class11-page';
import { Class12Page } from './features/catalogue/shelves/pages/class12-page';
import { HomePage } from './features/catalogue/shelves/pages/home-page';
import { TestsPage } from './features/catalogue/shelves/pages/tests-page';
import { Spinner } from '@exam/shared-ui/spinner';
import { Titled } from './components/titled';
import './lib/i18n';
import { earlyLoadPattern, STORE_PAGES, type StorePageId } from './page-table';

/** Page chunks that have arrived, and who re-renders on each (see {@link StoreRoutes}). */
let arrivals = 0;
const arrivalListeners = new Set<() => void>();
const subscribeArrivals = (listener: () => void) => {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
};
function pageArrived() {
  arrivals += 1;
  for (const listener of arrivalListeners) listener();
}

/**
 * A page with its own chunk, loaded when first shown (a guest's home page carries only the
 * catalogue's pages). When the address already is that page (a deep link, a reload), its chunk starts
 * loading as soon as this module runs, alongside the rest, not after the first render; once it has arrived
 * the page renders without suspending (React shows suspended content no sooner than 300 ms after its
 * fallback, which held back /my-books' and /payment's requests). A page module that exports
 * `messagesReady` (its feature's catalog) arrives once its messages for the current language are in.
 */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  path?: RegExp,
): ComponentType {
  let arrived: ComponentType | undefined;
  const start = () =>
    load().then(async (module) => {
      // A page with its own messages (`messagesReady`) shows once they are in: in Hindi, never its English.
      await (module as { messagesReady?: Promise<void> }).messagesReady;
      arrived = module[name];
      pageArrived();
      return { default: arrived };
    });
  if (path?.test(window.location.pathname)) start().catch(() => undefined); // the lazy below retries
  const Lazy = lazy(start);
  return function LazyPage() {
    const Page = arrived;
    return Page ? <Page /> : <Lazy />;
  };
}

const helpPages = () => import('./features/info/pages/help-pages');
const policyPages = () => import('./features/info/pages/policy-pages');
/** A lazy page of {@link STORE_PAGES}, its chunk started early at its own address. */
const lazyTablePage = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  id: StorePageId,
) => lazyPage(load, name, earlyLoadPattern(STORE_PAGES[id].path));

/** What each page of the route table draws. */
const PAGE_COMPONENTS: Record<StorePageId, ComponentType> = {
  home: HomePage,
  class11: Class11Page,
  class12: Class12Page,
  tests: TestsPage,
  search: lazyTablePage(
    () => import('./features/catalogue/search/pages/search-page'),
    'SearchPage',
    'search',
  ),
  myBooks: lazyTablePage(
    () => import('./features/purchases/library/pages/my-books-page'),
    'MyBooksPage',
    'myBooks',
  ),
  myOrders: lazyTablePage(
    () => import('./features/purchases/library/pages/my-orders-page'),
    'MyOrdersPage',
    'myOrders',
  ),
  book: lazyTablePage(() => import('./features/purchases/payment/pages/book-page'), 'BookPage', 'book'),
  payment: lazyTablePage(
    () => import('./features/purchases/payment/pages/payment-page'),
    'PaymentPage',
    'payment',
  ),
  receipt: lazyTablePage(
    () => import('./features/purchases/library/pages/receipt-page'),
    'ReceiptPage',
    'receipt',
  ),
  privacy: lazyTablePage(policyPages, 'PrivacyPage', 'privacy'),
  terms: lazyTablePage(policyPages, 'TermsPage', 'terms'),
  refund: lazyTablePage(policyPages, 'RefundPage', 'refund'),
  contact: lazyTablePage(helpPages, 'ContactPage', 'contact'),
  help: lazyTablePage(helpPages, 'HelpPage', 'help'),
  faq: lazyTablePage(helpPages, 'FaqPage', 'faq'),
  notFound: lazyTablePage(helpPages, 'NotFoundPage', 'notFound'), // any other address: not known in advance
};

/**
 * The `<Route>`s of {@link STORE_PAGES}, in its order, relative to the store's mount (`/` is the index
 * route, `/payment/:bookId` is `payment/:bookId`, `/*` is `*`).
 */
export const STORE_ROUTES = (Object.keys(STORE_PAGES) as StorePageId[]).map((id) => {
  const { path } = STORE_PAGES[id];
  const Page = PAGE_COMPONENTS[id];
  const element = (
    <Titled page={id}>
      <Page />
    </Titled>
  );
  return path === '/' ? (
    <Route key={id} index element={element} />
  ) : (
    <Route key={id} path={path.slice(1)} element={element} />
  );
});

/**
 * store-remote `./routes` (docs/architecture.md "The pieces"): the storefront's routes of
 * docs/screens.md "Routes and access" (the route table of page-table.ts), relative to the route the shell
 * mounts it on (`/*`). Uses the shell's router, store, theme and toasts (shared singletons).
 */
export default function StoreRoutes() {
  // A page chunk that arrives re-renders the routes in an ordinary update, which shows the page at once:
  // revealing a suspended page waits until 300 ms after its spinner appeared (a deep link to /my-books
  // asked for the student's books ~300 ms late).
  useSyncExternalStore(subscribeArrivals, () => arrivals);
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>{STORE_ROUTES}</Routes>
    </Suspense>
  );
}
