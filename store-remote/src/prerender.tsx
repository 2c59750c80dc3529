import {
  paymentTemplateKey,
  prerenderPages,
  templateBook,
  type PrerenderFile,
} from '@exam/shared-contracts/prerender';
import { Page } from './components/layout';
import { PRERENDERED_INTROS } from './features/catalog/components/listing-intros';
import { MyBooksChecking } from './features/library/pages/my-books-page';
import { PaymentPageTop } from './features/payment/pages/payment-page';

/**
 * The store's `prerender.json` (ARCHITECTURE "Prerendered first paint"), which the server puts into
 * the pages' HTML. Run at build time by rspack.base.ts's PrerenderPlugin:
 * - the static top of its listing pages (components/listing-intros.tsx: hero, stats, feature cards);
 * - /my-books' heading as the page draws it while the session is checked (signed-in visitors only);
 * - the payment page's book, drawn with `templateBook`'s markers: two templates (with and without a
 *   discount) that the server fills in per book (`fillBookTemplate`; signed-in visitors only).
 */
export function prerender(): PrerenderFile {
  return prerenderPages([
    ...Object.entries(PRERENDERED_INTROS).map(([path, { Intro, guestOnly }]) => ({
      path,
      guestOnly,
      Part: () => (
        <Page>
          <Intro />
        </Page>
      ),
    })),
    { path: '/my-books', guestOnly: false, signedInOnly: true, Part: MyBooksChecking },
    ...[true, false].map((discounted) => ({
      path: paymentTemplateKey(discounted),
      guestOnly: false,
      signedInOnly: true,
      Part: () => <PaymentPageTop book={templateBook(discounted)} />,
    })),
  ]);
}
