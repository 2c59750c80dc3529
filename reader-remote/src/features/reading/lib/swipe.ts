/**
 * Swipe to turn pages on touch screens (the viewer on a phone). Pure functions,
 * unit-tested in __tests__/swipe.test.ts.
 */

/** Least horizontal travel of a swipe (CSS px). */
export const SWIPE_MIN_PX = 50;
/** Longest a swipe may take (ms); a slower drag is reading, not turning. */
export const SWIPE_MAX_MS = 700;

/** Where a one-finger touch started or ended: position (CSS px) and time (ms). */
export interface TouchPoint {
  x: number;
  y: number;
  t: number;
}

/** How far the page can still scroll sideways: at its left edge, at its right edge. */
export interface ScrollEdges {
  atLeft: boolean;
  atRight: boolean;
}

/**
 * The page turn a one-finger gesture means: `next` for a swipe to the left, `prev` to the right, or null.
 * A swipe is at least 50 px sideways, mostly horizontal (twice its vertical travel) and under 700 ms. When the
 * page is wider than the screen (zoomed in), the same gesture pans it until it reaches that edge, so a
 * swipe only turns the page from the edge it moves away from.
 */
export function swipeTurn(start: TouchPoint, end: TouchPoint, edges: ScrollEdges): 'next' | 'prev' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return null;
  if (end.t - start.t > SWIPE_MAX_MS) return null;
  if (dx < 0) return edges.atRight ? 'next' : null;
  return edges.atLeft ? 'prev' : null;
}

/** The scroll edges of `el` (1 px of slack for fractional scroll positions). */
export function scrollEdges(el: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollEdges {
  return {
    atLeft: el.scrollLeft <= 1,
    atRight: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
  };
}
