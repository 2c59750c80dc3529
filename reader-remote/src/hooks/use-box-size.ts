import { useEffect, useState, type RefObject } from 'react';

/** The content-box size (CSS px) of `target`, kept current with a ResizeObserver; fit-to-screen reads it. */
export function useBoxSize(target: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = target.current;
    if (!el) return undefined;
    const measure = () => {
      const style = window.getComputedStyle(el);
      const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      setSize({ width: Math.max(0, el.clientWidth - padX), height: Math.max(0, el.clientHeight - padY) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [target]);
  return size;
}
