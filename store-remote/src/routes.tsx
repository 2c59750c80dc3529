import { Route, Routes } from '@exam/shared-contracts/router';
import { Class11Page } from './features/catalog/pages/class11-page';
import { Class12Page } from './features/catalog/pages/class12-page';
import { HomePage } from './features/catalog/pages/home-page';
import { TestsPage } from './features/catalog/pages/tests-page';
import { ContactPage, FaqPage, HelpPage, NotFoundPage } from './features/info/pages/help-pages';
import { PrivacyPage, RefundPage, TermsPage } from './features/info/pages/policy-pages';
import { MyBooksPage } from './features/library/pages/my-books-page';
import { MyOrdersPage } from './features/library/pages/my-orders-page';
import { ReceiptPage } from './features/library/pages/receipt-page';
import { PaymentPage } from './features/payment/pages/payment-page';
import { SearchPage } from './features/search/pages/search-page';
import { Titled } from './components/titled';

/**
 * store-remote `./routes` (ARCHITECTURE "Module Federation"): the storefront's routes of SPEC 2, relative to
 * the route the shell mounts it on (`/*`). Uses the shell's router, store, theme and toasts (shared singletons).
 */
export default function StoreRoutes() {
  return (
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
  );
}
