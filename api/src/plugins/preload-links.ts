import fs from 'node:fs';
import path from 'node:path';
import { COVER_SIZES, coverSrcSets } from '@exam/shared-contracts/constants/covers';
import { CATEGORIES, type Section } from '@exam/shared-contracts/http';
import type { BookRow } from '../db/schema';
import { COVER_URL_PREFIX } from '../services/books';

/** The parts of a remote's mf-manifest.json read here. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The `Link` header of the shell's HTML (issue 12 "Preload the store remote's manifest and entry in
 * parallel with the shell"): preloads `/remotes.json`, the store's manifest and, when the manifest is
 * served from this server's store build, its `remoteEntry.js` and the chunks its `./routes` needs at once.
 * Without it the browser learns of them only after the shell's JavaScript has run: a chain of requests,
 * each waiting for the one before, on a slow phone link.
 *
 * `storeManifestUrl` is the store's entry in remotes.json (a same-site path); `staticRoot` is where the
 * built apps are (`store-remote/dist/mf-manifest.json`). Answers undefined when the URL is not a
 * same-site path. Fetch preloads carry `crossorigin` so they match the runtime's own same-origin fetch;
 * the store's scripts are `fetchpriority=low`, so the shell's own main.js (which needs them only after it
 * has run) is not queued behind them.
 */
export function preloadLinks(storeManifestUrl: string | undefined, staticRoot: string): string | undefined {
  const links = ['</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous'];
  if (!storeManifestUrl || !storeManifestUrl.startsWith('/') || storeManifestUrl.startsWith('//'))
    return links.join(', ');
  links.push(`<${storeManifestUrl}>; rel=preload; as=fetch; crossorigin=anonymous`);
  const base = storeManifestUrl.slice(0, storeManifestUrl.lastIndexOf('/') + 1);
  // Only a manifest this server serves from the store's build is read (the default /remotes/store/).
  if (base !== '/remotes/store/') return links.join(', ');
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(staticRoot, 'store-remote/dist/mf-manifest.json'), 'utf8'),
    ) as Manifest;
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name)
      links.push(`<${base}${entry.path ?? ''}${entry.name}>; rel=preload; as=script; fetchpriority=low`);
    const routes = manifest.exposes?.find((e) => e.path === './routes');
    for (const chunk of routes?.assets?.js?.sync ?? [])
      links.push(`<${base}${chunk}>; rel=preload; as=script; fetchpriority=low`);
  } catch {
    // No build or an unreadable manifest: the runtime will find out and show its own error.
  }
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
 * Preloads of a listing page (issue 12: the page's largest paint is its first cover, which the browser
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
