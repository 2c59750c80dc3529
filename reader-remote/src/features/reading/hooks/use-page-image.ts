import { useEffect, useRef, useState } from 'react';
import { readingPaths } from '@exam/shared-contracts/constants';
import type { PageImageCache } from '../lib/page-cache';
import type { ImageWidth, Tile } from '../lib/page-widths';
import { isAbort, isTakenOver, isUnauthorized, rateLimitWait, renderErrorMessage } from '../lib/load-error';

/** How many pages after the current one are fetched ahead, so turning the page paints at once. */
export const PREFETCH_PAGES = 2;

/** What the page area shows: the image(s) of `page`, or why not. */
export interface PageImageState {
  /** The page this state is about (a different page than the current one means "not loaded yet"). */
  page: number;
  /** `limited`: the account's page budget refused it; it is asked for again after `retryAfter` seconds. */
  status: 'loading' | 'ready' | 'error' | 'limited';
  /** Seconds until the page is asked for again (status `limited`). */
  retryAfter?: number;
  /** The whole-page image (below the tiles when tiled), an object URL. */
  url: string | null;
  /** The visible tiles above the largest page width, with their object URLs. */
  tiles: { x: number; y: number; url: string }[];
  /** `Failed to render page: …` (docs/domains/reading.md "Viewer errors") when status is error. */
  error: string | null;
  watermarkCode: string | null;
}

/** Paths of what to show for `page` at `image` (the tiles, or the page) and of its base image. */
export function pagePaths(
  page: number,
  image: ImageWidth,
  baseWidth: number,
  tiles: Tile[],
): { base: string; tiles: string[] } {
  if (!image.tiled) return { base: readingPaths.readingPage(page, image.width), tiles: [] };
  return {
    base: readingPaths.readingPage(page, baseWidth),
    tiles: tiles.map((t) => readingPaths.readingPage(page, image.width, t)),
  };
}

/** The paths to prefetch after `page`: the next PREFETCH_PAGES pages at `width` (never tiles). */
export function prefetchPaths(page: number, total: number, width: number): string[] {
  const out: string[] = [];
  for (let p = page + 1; p <= Math.min(total, page + PREFETCH_PAGES); p += 1)
    out.push(readingPaths.readingPage(p, width));
  return out;
}

/**
 * Shows page `page` from server-rendered images (docs/domains/reading.md "The reader"): the whole page at the
 * snapped width, or above the largest width the largest whole page as a base with only the visible tiles over
 * it. Once shown (after the next paint), the next two pages are prefetched at the page width. The cache keeps
 * only what is shown or prefetched (everything else is revoked); what is on screen stays until its
 * replacement is ready, so a zoom never flashes a blank page. `attempt` changes on Retry: a failed image is
 * fetched again. A 401 (reading session over) calls `onExpired`; a 409 (the book was opened on another
 * device) `onTakenOver`; a 429 (the account's page budget) shows the `limited` state and asks again after the
 * wait.
 */
export function usePageImage(
  cache: PageImageCache | null,
  page: number,
  total: number,
  image: ImageWidth,
  baseWidth: number,
  tiles: Tile[],
  attempt: number,
  onExpired: () => void,
  onTakenOver: () => void = () => undefined,
): PageImageState {
  const [state, setState] = useState<PageImageState>({
    page: 0,
    status: 'loading',
    url: null,
    tiles: [],
    error: null,
    watermarkCode: null,
  });
  const shown = useRef<string[]>([]);
  const expired = useRef(onExpired);
  expired.current = onExpired;
  const takenOver = useRef(onTakenOver);
  takenOver.current = onTakenOver;
  // A page the budget refused is asked for again by itself once the wait is over.
  const [again, setAgain] = useState(0);
  const tilesKey = tiles.map((t) => `${t.x},${t.y}`).join(' ');

  useEffect(() => {
    if (!cache || page < 1 || total < 1) return undefined;
    let live = true;
    const started = performance.now();
    const want = pagePaths(page, image, baseWidth, tiles);
    const ahead = prefetchPaths(page, total, image.tiled ? baseWidth : image.width);
    const all = [want.base, ...want.tiles];
    cache.retain([...all, ...ahead, ...shown.current]);
    if (!all.every((p) => cache.peek(p)))
      setState((s) => (s.page === page ? { ...s, status: 'loading', error: null } : { ...s, error: null }));

    Promise.all(all.map((p) => cache.load(p))).then(
      ([base, ...tileImages]) => {
        if (!live) return;
        shown.current = all;
        setState({
          page,
          status: 'ready',
          url: base.url,
          tiles: tileImages.map((img, i) => ({ ...tiles[i], url: img.url })),
          error: null,
          watermarkCode: base.watermarkCode,
        });
        // A mark the benchmark (scripts/bench/reader.mjs) and tests read: page N shown after M ms.
        try {
          performance.measure(`reader:page:${page}`, { start: started, end: performance.now() });
        } catch {
          // No User Timing Level 3 (old engines, jsdom): the mark is for measuring only.
        }
        cache.retain([...all, ...ahead]);
        // Prefetch once this page has been painted, so on a slow link it never shares bandwidth with it.
        requestAnimationFrame(() =>
          setTimeout(() => {
            if (live) ahead.forEach((p) => cache.prefetch(p));
          }, 0),
        );
      },
      (error: unknown) => {
        if (!live || isAbort(error)) return;
        if (isUnauthorized(error)) {
          expired.current();
          return;
        }
        if (isTakenOver(error)) {
          takenOver.current();
          return;
        }
        const wait = rateLimitWait(error);
        if (wait !== null) {
          setState({
            page,
            status: 'limited',
            retryAfter: wait,
            url: null,
            tiles: [],
            error: null,
            watermarkCode: null,
          });
          window.setTimeout(() => {
            if (live) setAgain((n) => n + 1);
          }, wait * 1000);
          return;
        }
        setState({
          page,
          status: 'error',
          url: null,
          tiles: [],
          error: renderErrorMessage(error),
          watermarkCode: null,
        });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tilesKey stands for tiles; image by its fields
  }, [cache, page, total, image.width, image.tiled, baseWidth, tilesKey, attempt, again]);

  return state;
}
