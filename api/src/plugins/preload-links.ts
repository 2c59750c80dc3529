import { COVER_SIZES, coverSrcSets } from '@exam/shared-contracts/constants/covers';
import { CATEGORIES, type Section } from '@exam/shared-contracts/http';
import type { BookRow } from '../db/schema';
import { COVER_URL_PREFIX } from '../services/books';

/**
 * The `Link` header of the shell's HTML (the store remote's manifest and entry load in
 * parallel with the shell): preloads `/remotes.json` and the store's manifest, which the browser otherwise
 * asks for only after the shell's JavaScript has run. The store's `remoteEntry.js` and chunks are not
 * preloaded here: a script preload that fails (the store host down during a deploy) is reused by the
 * runtime's own `<script>` for that URL, so Retry would fail again without asking the network (found by
 * e2e/missing-remote.e2e.ts). The shell starts loading them itself at start-up (bootstrap.tsx).
 *
 * `storeManifestUrl` is the store's entry in remotes.json; only a same-site path is preloaded. Fetch
 * preloads carry `crossorigin` so they match the runtime's own same-origin fetch.
 */
export function preloadLinks(storeManifestUrl: string | undefined): string {
  const links = ['</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous'];
  if (storeManifestUrl && storeManifestUrl.startsWith('/') && !storeManifestUrl.startsWith('//'))
    links.push(`<${storeManifestUrl}>; rel=preload; as=fetch; crossorigin=anonymous`);
  return links.join(', ');
}

/** The store's listing pages (SPEC 2): their section, and whether the page groups its grid by category. */
export const STORE_LISTINGS: Record<string, { section: Section; grouped: boolean }> = {
  '/': { section: 'home', grouped: false },
  '/class11': { section: 'class11', grouped: true },
  '/class12': { section: 'class12', grouped: true },
  '/tests': { section: 'test', grouped: true },
};

/**
 * Preloads of a listing page (the page's largest paint is its first cover, which the browser
 * otherwise finds only after the shell, the store and the catalogue request have all run): the first
 * card's cover as a responsive AVIF preload (the same `srcset`/`sizes` as the card's `<source>`, high
 * priority), the same for guests and students. `rows` is the section's listing in
 * page order; grouped pages show NEET before JEE (CATEGORIES order).
 */
export function listingLinks(grouped: boolean, rows: BookRow[]): string[] {
  // Not the catalogue request itself: a preload is matched by URL alone, so a signed-in student's request
  // (same URL, with their token) would be handed the guests' answer, without their payment statuses.
  const links: string[] = [];
  const order = grouped
    ? [...rows].sort((a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category))
    : rows;
  const first = order.find((b) => b.imageKey);
  const sets = first ? coverSrcSets(COVER_URL_PREFIX + first.imageKey) : null;
  if (sets)
    links.push(
      `<${COVER_URL_PREFIX}${first!.imageKey}>; rel=preload; as=image; type="image/avif"; ` +
        `imagesrcset="${sets.avif}"; imagesizes="${COVER_SIZES}"; fetchpriority=high`,
    );
  return links;
}

/** A payment page's path (SPEC 2 "Purchase page"): `/payment/<book uuid>`. */
const PAYMENT_PAGE = /^\/payment\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The listed book of a payment page's path (`/payment/<book uuid>`), from `rows`; undefined for another path. */
export function paymentPageBook(pagePath: string, rows: BookRow[]): BookRow | undefined {
  const id = PAYMENT_PAGE.exec(pagePath)?.[1];
  return id ? rows.find((b) => b.id === id.toLowerCase()) : undefined;
}

/**
 * The preload of a payment page's book cover, its largest paint (found otherwise only after the
 * shell, the store, the session check and `GET /api/payment/:bookId`): the cover's own URL, which the page's
 * `<img>` shows, at high priority. `rows` are the listed books (the catalogue cache's); none for another
 * path, an unlisted book or a book without a cover.
 */
export function paymentCoverLinks(pagePath: string, rows: BookRow[]): string[] {
  const book = paymentPageBook(pagePath, rows);
  return book?.imageKey
    ? [`<${COVER_URL_PREFIX}${book.imageKey}>; rel=preload; as=image; fetchpriority=high`]
    : [];
}
