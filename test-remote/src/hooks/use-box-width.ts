import { useEffect, useState, type RefObject } from 'react';

/** The content width (CSS px) of `target`, kept current with a ResizeObserver; 0 until measured. */
export function useBoxWidth(target: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = target.current;
    if (!el) return undefined;
    const measure = () => {
      const style = window.getComputedStyle(el);
      const pad = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
      setWidth(Math.max(0, el.clientWidth - pad));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [target]);
  return width;
}
