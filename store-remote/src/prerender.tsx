import {
  BOOK_SLOTS,
  bookTemplateKey,
  prerenderPages,
  templateView,
  type PrerenderFile,
} from '@exam/web-platform/prerender';
import { darkTheme, lightTheme } from '@exam/shared-ui/theme';
import { Page } from './components/layout';
import { PRERENDERED_INTROS } from './features/catalogue/shelves/components/listing-intros';
import { MyBooksChecking } from './features/purchases/library/pages/my-books-page';
import { BookPageTop } from './features/purchases/payment/pages/book-page';
import { PaymentPageTop } from './features/purchases/payment/pages/payment-page';
import { STORE_PAGE_ENTRIES } from './page-manifest';
import libraryHi from './features/purchases/library/locales/hi.json';
import paymentHi from './features/purchases/payment/locales/hi.json';
import hi from './locales/hi.json';

export { pageManifest } from './page-manifest';

/**
 * The store's `prerender.json` (docs/speed.md "Prerendered first paint"), which the server puts into
 * the pages' HTML under the keys of the page manifest (page-manifest.ts, written beside it as `pages.json`).
 * Run at build time by rspack.base.ts's PrerenderPlugin, in English and Hindi (the visitor's shows):
 * - the static top of its listing pages (components/listing-intros.tsx: hero, stats, feature cards);
 * - /my-books' heading as the page draws it while the session is checked (signed-in visitors only);
 * - the payment page's book, drawn with `templateView`'s slot tokens: two templates (with and without a
 *   discount) declaring their slots, which the server fills in per book by slot name (`fillBookTemplate`;
 *   signed-in visitors only);
 * - a book's page (`/book/:bookId`), the same book drawn the same way, for anyone.
 */
export function prerender(): PrerenderFile {
  const { book, myBooks, payment } = STORE_PAGE_ENTRIES;
  return prerenderPages(
    [
      ...Object.entries(PRERENDERED_INTROS).map(([path, { Intro, guestOnly }]) => ({
        path,
        guestOnly,
        Part: () => (
          <Page>
            <Intro />
          </Page>
        ),
      })),
      { path: myBooks.prerender.key, guestOnly: false, signedInOnly: true, Part: MyBooksChecking },
      ...[true, false].map((discounted) => ({
        path: bookTemplateKey(payment.prerender.key, discounted),
        guestOnly: false,
        signedInOnly: true,
        slots: BOOK_SLOTS,
        Part: () => <PaymentPageTop view={templateView(discounted)} />,
      })),
      // A book's page, for anyone: the same book, filled in by the server per book.
      ...[true, false].map((discounted) => ({
        path: bookTemplateKey(book.prerender.key, discounted),
        guestOnly: false,
        slots: BOOK_SLOTS,
        Part: () => <BookPageTop view={templateView(discounted)} />,
      })),
    ],
    { themes: { dark: darkTheme, light: lightTheme }, hindi: [hi, paymentHi, libraryHi] },
  );
}
