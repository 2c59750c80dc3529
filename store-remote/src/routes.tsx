import { Route, Routes } from '@exam/shared-contracts/router';
import { Class11Page } from './features/catalog/pages/class11-page';
import { Class12Page } from './features/catalog/pages/class12-page';
import { HomePage } from './features/catalog/pages/home-page';
import { TestsPage } from './features/catalog/pages/tests-page';
import { ContactPage, FaqPage, HelpPage, NotFoundPage } from './features/info/pages/help-pages';
import { PrivacyPage, RefundPage, TermsPage } from './features/info/pages/policy-pages';
import { MyBooksPage } from './features/library/pages/my-books-page';
import { ReceiptPage } from './features/library/pages/receipt-page';
import { PaymentPage } from './features/payment/pages/payment-page';

/**
 * store-remote `./routes` (ARCHITECTURE "Module Federation"): the storefront's routes of SPEC 2, relative to
 * the route the shell mounts it on (`/*`). Uses the shell's router, store, theme and toasts (shared singletons).
 */
export default function StoreRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="class11" element={<Class11Page />} />
      <Route path="class12" element={<Class12Page />} />
      <Route path="tests" element={<TestsPage />} />
      <Route path="my-books" element={<MyBooksPage />} />
      <Route path="payment/:bookId" element={<PaymentPage />} />
      <Route path="receipt/:paymentId" element={<ReceiptPage />} />
      <Route path="privacy" element={<PrivacyPage />} />
      <Route path="terms" element={<TermsPage />} />
      <Route path="refund" element={<RefundPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="help" element={<HelpPage />} />
      <Route path="faq" element={<FaqPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
