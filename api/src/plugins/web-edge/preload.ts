import { COVER_SIZES, coverSrcSets } from '@exam/shared-contracts/constants/covers';
import { CATEGORIES } from '@exam/shared-contracts/catalogue';
import type { BookRow } from '../../db/schema';
import { COVER_URL_PREFIX } from '../../modules/catalogue';

/** The preload of `/remotes.json`, the first thing the shell fetches. */
export const REMOTES_JSON_LINK = '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous';

/**
 * The `Link` header's start on the shell's HTML (a remote's manifest loads in parallel with the shell):
 * preloads `/remotes.json` and the live manifest of the remote that draws the page, which the browser
 * otherwise asks for only after the shell's JavaScript has run. A remote's `remoteEntry.js` and chunks are
 * not preloaded here: a script preload that fails (the remote's host down during a deploy) is reused by the
 * runtime's own `<script>` for that URL, so Retry would fail again without asking the network (found by
 * e2e/missing-remote.e2e.ts). The shell starts loading them itself at start-up (bootstrap.tsx).
 *
 * `remoteManifestUrl` is the remote's entry in remotes.json (undefined: none, e.g. a page the shell draws
 * alone); only a same-site path is preloaded. Fetch preloads carry `crossorigin` so they match the
 * runtime's own same-origin fetch.
 */
export function preloadLinks(remoteManifestUrl: string | undefined): string {
  const links = [REMOTES_JSON_LINK];
  if (remoteManifestUrl && remoteManifestUrl.startsWith('/') && !remoteManifestUrl.startsWith('//'))
    links.push(`<${remoteManifestUrl}>; rel=preload; as=fetch; crossorigin=anonymous`);
  return links.join(', ');
}

/**
 * The preload of a `listing-cover` hint (shared-contracts PreloadHint): the first card's cover, which the
 * browser otherwise finds only after the shell, the remote and the catalogue request have all run, as a
 * responsive AVIF preload (the same `srcset`/`sizes` as the card's `<source>`), the same for guests and
 * students. At low priority: on a phone the cards sit below the prerendered hero, whose heading is the
 * page's largest paint (docs/speed.md "Prerendered first paint"), and a high-priority cover took bandwidth
 * from that paint's own needs (Hindi's face): Lighthouse counted its 14 KB into the LCP, 1,515 ms against
 * 1,451 ms at low priority on the Hindi home, 1,527 against 1,292 on the Class 12 listing. The card's own `<img>`
 * raises it to high when it asks (book-cover.tsx). `rows` is the section's listing in page order; a page
 * `grouped` by category shows NEET before JEE (CATEGORIES order).
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
        `imagesrcset="${sets.avif}"; imagesizes="${COVER_SIZES}"; fetchpriority=low`,
    );
  return links;
}

/** The listed book (from `rows`, the catalogue cache's) whose id is `bookId` (any case); undefined if none. */
export function listedBook(bookId: string | undefined, rows: BookRow[]): BookRow | undefined {
  const id = bookId?.toLowerCase();
  return id ? rows.find((b) => b.id === id) : undefined;
}

/**
 * The preload of a `book-cover` hint: a per-book page's largest paint is the book's cover (found otherwise
 * only after the shell, the remote, the session check and the page's own request): the cover's own URL,
 * which the page's `<img>` shows, at high priority. None for an unlisted book or one without a cover.
 */
export function bookCoverLinks(book: BookRow | undefined): string[] {
  return book?.imageKey
    ? [`<${COVER_URL_PREFIX}${book.imageKey}>; rel=preload; as=image; fetchpriority=high`]
    : [];
}
