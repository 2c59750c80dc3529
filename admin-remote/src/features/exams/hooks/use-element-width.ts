import { useEffect, useState, type RefObject } from 'react';

/**
 * The CSS width (px, rounded down) of `ref`'s element, followed with a ResizeObserver: the page images of
 * the region editor are fetched for it. 0 until the element is laid out.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setWidth(Math.floor(el.clientWidth));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(Math.floor(el.clientWidth)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
