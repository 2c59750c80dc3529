import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { Route, Routes } from '@exam/shared-contracts/router';
import { Class11Page } from './features/catalog/pages/class11-page';
import { Class12Page } from './features/catalog/pages/class12-page';
import { HomePage } from './features/catalog/pages/home-page';
import { TestsPage } from './features/catalog/pages/tests-page';
import { Spinner } from '@exam/shared-ui/spinner';
import { Titled } from './components/titled';

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
 * fallback, which held back /my-books' and /payment's requests).
 */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  path?: RegExp,
): ComponentType {
  let arrived: ComponentType | undefined;
  const start = () =>
    load().then((module) => {
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
const ContactPage = lazyPage(helpPages, 'ContactPage', /^\/contact\/?$/);
const HelpPage = lazyPage(helpPages, 'HelpPage', /^\/help\/?$/);
const FaqPage = lazyPage(helpPages, 'FaqPage', /^\/faq\/?$/);
const NotFoundPage = lazyPage(helpPages, 'NotFoundPage'); // any other address: not known in advance
const PrivacyPage = lazyPage(policyPages, 'PrivacyPage', /^\/privacy\/?$/);
const TermsPage = lazyPage(policyPages, 'TermsPage', /^\/terms\/?$/);
const RefundPage = lazyPage(policyPages, 'RefundPage', /^\/refund\/?$/);
const MyBooksPage = lazyPage(
  () => import('./features/library/pages/my-books-page'),
  'MyBooksPage',
  /^\/my-books\/?$/,
);
const MyOrdersPage = lazyPage(
  () => import('./features/library/pages/my-orders-page'),
  'MyOrdersPage',
  /^\/my-orders\/?$/,
);
const ReceiptPage = lazyPage(
  () => import('./features/library/pages/receipt-page'),
  'ReceiptPage',
  /^\/receipt\//,
);
const PaymentPage = lazyPage(
  () => import('./features/payment/pages/payment-page'),
  'PaymentPage',
  /^\/payment\//,
);
const SearchPage = lazyPage(
  () => import('./features/search/pages/search-page'),
  'SearchPage',
  /^\/search\/?$/,
);

/**
 * store-remote `./routes` (ARCHITECTURE "Module Federation"): the storefront's routes of SPEC 2, relative to
 * the route the shell mounts it on (`/*`). Uses the shell's router, store, theme and toasts (shared singletons).
 */
export default function StoreRoutes() {
  // A page chunk that arrives re-renders the routes in an ordinary update, which shows the page at once:
  // revealing a suspended page waits until 300 ms after its spinner appeared (a deep link to /my-books
  // asked for the student's books ~300 ms late).
  useSyncExternalStore(subscribeArrivals, () => arrivals);
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route
          index
          element={
            <Titled title="NEET and JEE study material and test series">
              <HomePage />
            </Titled>
          }
        />
        <Route
          path="class11"
          element={
            <Titled title="Class 11 NEET and JEE material">
              <Class11Page />
            </Titled>
          }
        />
        <Route
          path="class12"
          element={
            <Titled title="Class 12 NEET and JEE material">
              <Class12Page />
            </Titled>
          }
        />
        <Route
          path="tests"
          element={
            <Titled title="NEET and JEE test series">
              <TestsPage />
            </Titled>
          }
        />
        <Route
          path="search"
          element={
            <Titled title="Search">
              <SearchPage />
            </Titled>
          }
        />
        <Route
          path="my-books"
          element={
            <Titled title="My Books">
              <MyBooksPage />
            </Titled>
          }
        />
        <Route
          path="my-orders"
          element={
            <Titled title="My orders">
              <MyOrdersPage />
            </Titled>
          }
        />
        <Route
          path="payment/:bookId"
          element={
            <Titled title="Pay with UPI">
              <PaymentPage />
            </Titled>
          }
        />
        <Route
          path="receipt/:paymentId"
          element={
            <Titled title="Payment receipt">
              <ReceiptPage />
            </Titled>
          }
        />
        <Route
          path="privacy"
          element={
            <Titled title="Privacy policy">
              <PrivacyPage />
            </Titled>
          }
        />
        <Route
          path="terms"
          element={
            <Titled title="Terms of service">
              <TermsPage />
            </Titled>
          }
        />
        <Route
          path="refund"
          element={
            <Titled title="Refund policy">
              <RefundPage />
            </Titled>
          }
        />
        <Route
          path="contact"
          element={
            <Titled title="Contact us">
              <ContactPage />
            </Titled>
          }
        />
        <Route
          path="help"
          element={
            <Titled title="Help">
              <HelpPage />
            </Titled>
          }
        />
        <Route
          path="faq"
          element={
            <Titled title="Frequently asked questions">
              <FaqPage />
            </Titled>
          }
        />
        <Route
          path="*"
          element={
            <Titled title="Page not found">
              <NotFoundPage />
            </Titled>
          }
        />
      </Routes>
    </Suspense>
  );
}
