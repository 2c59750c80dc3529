import {
  BOOK_SLOTS,
  bookTemplateKey,
  prerenderPages,
  templateView,
  type PrerenderFile,
} from '@exam/shared-contracts/prerender';
import { Page } from './components/layout';
import { PRERENDERED_INTROS } from './features/catalog/components/listing-intros';
import { MyBooksChecking } from './features/library/pages/my-books-page';
import { PaymentPageTop } from './features/payment/pages/payment-page';
import { STORE_PAGES } from './page-table';
import libraryHi from './features/library/locales/hi.json';
import paymentHi from './features/payment/locales/hi.json';
import hi from './locales/hi.json';

export { pageManifest } from './page-table';

/**
 * The store's `prerender.json` (ARCHITECTURE "Prerendered first paint"), which the server puts into
 * the pages' HTML under the keys of the page manifest (page-table.ts, written beside it as `pages.json`).
 * Run at build time by rspack.base.ts's PrerenderPlugin, in English and Hindi (the visitor's shows):
 * - the static top of its listing pages (components/listing-intros.tsx: hero, stats, feature cards);
 * - /my-books' heading as the page draws it while the session is checked (signed-in visitors only);
 * - the payment page's book, drawn with `templateView`'s slot tokens: two templates (with and without a
 *   discount) declaring their slots, which the server fills in per book by slot name (`fillBookTemplate`;
 *   signed-in visitors only).
 */
export function prerender(): PrerenderFile {
  const { myBooks, payment } = STORE_PAGES;
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
    ],
    { hindi: [hi, paymentHi, libraryHi] },
  );
}
