import { useEffect, useRef, type RefObject } from 'react';
import { scrollEdges, swipeTurn, type ScrollEdges, type TouchPoint } from '../lib/swipe';

/**
 * Swipe left and right on `target` to turn pages (one finger; see {@link swipeTurn}). The turn goes through
 * `onNext`/`onPrev`, so the 150 ms page transition applies as it does to the arrow keys. Two-finger gestures
 * are pinch zoom's and never turn a page.
 */
export function useSwipe(
  target: RefObject<HTMLElement | null>,
  onPrev: () => void,
  onNext: () => void,
): void {
  const latest = useRef({ onPrev, onNext });
  latest.current = { onPrev, onNext };

  useEffect(() => {
    const el = target.current;
    if (!el) return undefined;
    let start: (TouchPoint & { edges: ScrollEdges }) | null = null;
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      start =
        e.touches.length === 1 && touch
          ? { x: touch.clientX, y: touch.clientY, t: e.timeStamp, edges: scrollEdges(el) }
          : null;
    };
    const onEnd = (e: TouchEvent) => {
      const touch = e.changedTouches[0];
      if (!start || !touch || e.touches.length > 0) return;
      const turn = swipeTurn(start, { x: touch.clientX, y: touch.clientY, t: e.timeStamp }, start.edges);
      start = null;
      if (turn === 'next') latest.current.onNext();
      else if (turn === 'prev') latest.current.onPrev();
    };
    const onCancel = () => {
      start = null;
    };
    // A sideways move that can scroll nothing (the page's edge in that direction) is the swipe's alone: left
    // to the browser it becomes its overscroll "Back" gesture, which would close the viewer.
    const onMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!start || e.touches.length !== 1 || !touch || !e.cancelable) return;
      const dx = touch.clientX - start.x;
      if (Math.abs(dx) <= Math.abs(touch.clientY - start.y)) return;
      if ((dx > 0 && start.edges.atLeft) || (dx < 0 && start.edges.atRight)) e.preventDefault();
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd, { passive: true });
    el.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onCancel);
    };
  }, [target]);
}
