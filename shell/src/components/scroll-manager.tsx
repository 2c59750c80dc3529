import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@exam/web-platform/router';

/** Scroll position (px) of each history entry, by router location key, for Back and Forward. */
const positions = new Map<string, number>();

/** How long a restore waits for the page to become tall enough (remote content still loading), in ms. */
const RESTORE_WAIT_MS = 10_000;

/** How long a restored position must hold (page loaded, scroll at the target) before the restore ends, in ms. */
const RESTORE_HOLD_MS = 750;

/** Interactions that may leave the page: the position is saved at each, before any navigation. */
const SAVE_EVENTS = ['pointerdown', 'keydown'] as const;

/** The user's own scrolling (wheel, touch, keys, a scrollbar drag) ends a restore at once. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The shell's scroll restoration (the BrowserRouter
 * has no `<ScrollRestoration>`): a new page (link, Buy Now, redirect) opens at its top; Back and Forward
 * return to where that page was left. A page drawn by a remote may still be loading, so the restore waits
 * (up to {@link RESTORE_WAIT_MS}) until nothing in the page is loading (`aria-busy`) and it is tall enough,
 * keeps the position until it has held for {@link RESTORE_HOLD_MS}, and gives up as soon as the user scrolls.
 * A URL with a #fragment is left to the browser.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // The current entry's position, kept up to date while it is shown (not read at leave time: by then the
  // next page's content may already have changed the document's height). Also at each tap and key press:
  // a browser sends `scroll` at the next frame, so a scroll just before the tap that leaves the page (a
  // flick then a tap, or a button scrolled into view by the tap itself) would otherwise be lost.
  useEffect(() => {
    const key = location.key;
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    for (const name of SAVE_EVENTS) window.addEventListener(name, save, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      for (const name of SAVE_EVENTS) window.removeEventListener(name, save, { capture: true });
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (location.hash) return undefined;
    const target = navigationType === 'POP' ? (positions.get(location.key) ?? 0) : 0;
    window.scrollTo(0, target);
    if (target === 0) return undefined;
    let frame = 0;
    let heldSince: number | null = null;
    const started = performance.now();
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const name of USER_SCROLL_EVENTS) window.removeEventListener(name, stop);
    };
    const attempt = () => {
      const now = performance.now();
      // Restored only once the page has finished loading (no spinner or skeleton grid, which mark
      // themselves aria-busy): content arriving above the position later would move it.
      const loading = document.querySelector('#main-content [aria-busy="true"]') !== null;
      const reachable = !loading && document.documentElement.scrollHeight - window.innerHeight >= target;
      if (!loading && Math.abs(window.scrollY - target) >= 2) window.scrollTo(0, target);
      // Reaching the position once is not enough: a list that refetches on return shows its skeleton
      // for a moment, the page gets shorter, and the browser clamps the scroll (seen in CI: 1,199 px
      // instead of 1,449). The position must hold for RESTORE_HOLD_MS before the manager lets go.
      if (reachable && Math.abs(window.scrollY - target) < 2) {
        heldSince ??= now;
        if (now - heldSince >= RESTORE_HOLD_MS) return stop();
      } else heldSince = null;
      if (now - started < RESTORE_WAIT_MS) frame = requestAnimationFrame(attempt);
      else {
        window.scrollTo(0, target); // as near as the page allows by now
        stop();
      }
    };
    for (const name of USER_SCROLL_EVENTS) window.addEventListener(name, stop, { passive: true });
    frame = requestAnimationFrame(attempt);
    return stop;
  }, [location.key, location.hash, navigationType]);

  return null;
}
