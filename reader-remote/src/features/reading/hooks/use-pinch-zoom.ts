import { useEffect, useRef, type RefObject } from 'react';
import { pinchZoom } from '../lib/zoom';

function distance(touches: TouchList): number {
  const [a, b] = [touches[0], touches[1]];
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
}

/**
 * Pinch zoom on touch screens (docs/domains/reading.md "Controls"): two fingers scale the zoom from where the
 * pinch started; changes under 0.1 are ignored (docs/domains/reading.md "Viewer limits") so a resting hand
 * does not re-render the page on every touchmove. `getScale` reads the scale in effect now; `setZoom` applies
 * a new number zoom.
 */
export function usePinchZoom(
  target: RefObject<HTMLElement | null>,
  getScale: () => number,
  setZoom: (zoom: number) => void,
): void {
  const latest = useRef({ getScale, setZoom });
  latest.current = { getScale, setZoom };

  useEffect(() => {
    const el = target.current;
    if (!el) return undefined;
    let start: { distance: number; zoom: number } | null = null;
    const onStart = (e: TouchEvent) => {
      if (e.touches.length === 2) start = { distance: distance(e.touches), zoom: latest.current.getScale() };
    };
    const onMove = (e: TouchEvent) => {
      if (!start || e.touches.length !== 2) return;
      // Not passive: the browser's own page zoom would scale the watermark-free chrome instead.
      e.preventDefault();
      const next = pinchZoom(start.zoom, start.distance, distance(e.touches), latest.current.getScale());
      if (next !== null) latest.current.setZoom(next);
    };
    const onEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) start = null;
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [target]);
}
