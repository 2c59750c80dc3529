import type { PageSize, Region } from '@exam/shared-contracts/exams';
import { MIN_REGION_PT, roundRect } from './region-geometry';

/** Height (points) of a region added from the keyboard: about three lines of a paper's text. */
export const ADDED_REGION_HEIGHT = 60;
/** Margin (points) kept from the page's edges by a region added on an empty page. */
const MARGIN = 36;

/**
 * Where "Add region" (the keyboard's way to add one) puts a new region: under `after` (the question's last
 * region) on its page, as wide, {@link ADDED_REGION_HEIGHT} tall, moved up if the page ends first; with no
 * region yet, at the top of `page` inside a margin. The admin then moves and resizes it with the arrows.
 */
export function defaultRegion(after: Region | undefined, sizes: PageSize[], page = 1): Region {
  const p = after?.page ?? Math.min(Math.max(1, page), Math.max(1, sizes.length));
  const size = sizes[p - 1] ?? { w: 595.28, h: 841.89 };
  const height = Math.min(ADDED_REGION_HEIGHT, Math.max(MIN_REGION_PT, size.h - 2 * MARGIN));
  if (after) {
    const y = Math.min(after.y + after.height + 8, size.h - height);
    return { page: p, ...roundRect({ x: after.x, y: Math.max(0, y), width: after.width, height }) };
  }
  return {
    page: p,
    ...roundRect({ x: MARGIN, y: MARGIN, width: Math.max(MIN_REGION_PT, size.w - 2 * MARGIN), height }),
  };
}
