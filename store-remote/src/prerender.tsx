import { prerenderPages, type PrerenderFile } from '@exam/shared-contracts/prerender';
import { Page } from './components/layout';
import { PRERENDERED_INTROS } from './features/catalog/components/listing-intros';

/**
 * The store's `prerender.json` (ARCHITECTURE "Prerendered first paint", issue 12): the static top of its
 * listing pages (components/listing-intros.tsx: hero, stats, feature cards) inside the page's `<main>`,
 * which the server puts into those pages' HTML. Run at build time by rspack.base.ts's PrerenderPlugin.
 */
export function prerender(): PrerenderFile {
  return prerenderPages(
    Object.entries(PRERENDERED_INTROS).map(([path, { Intro, guestOnly }]) => ({
      path,
      guestOnly,
      Part: () => (
        <Page>
          <Intro />
        </Page>
      ),
    })),
  );
}
