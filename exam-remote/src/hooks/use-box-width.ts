import { useEffect, useState, type RefObject } from 'react';

/** The last width measured per `group` (CSS px), so a box drawn again starts at it. */
const lastWidths = new Map<string, number>();

/** `el`'s content width (CSS px): its inner width less its padding. Reads layout, so it may force one. */
function contentWidth(el: HTMLElement): number {
  const style = window.getComputedStyle(el);
  const pad = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
  return Math.max(0, el.clientWidth - pad);
}

/**
 * Gives `group` a width (CSS px) before any of its boxes is measured: the width the early image was asked
 * at (the exam screen's, worked out from the window), so the first box asks for the same image in its first
 * render. A width already measured is kept; the box's own measurement replaces this one.
 */
export function seedBoxWidth(group: string, width: number): void {
  if (!lastWidths.has(group) && width > 0) lastWidths.set(group, width);
}

/**
 * The content width (CSS px) of `target`, kept current with a ResizeObserver; 0 until measured. Boxes of
 * one `group` (the exam's question image, drawn anew for every question) start at the group's last width,
 * so a new question asks for its image in the first render. The ResizeObserver's own first report confirms
 * it after the browser's layout: reading the width in an effect instead would force a layout inside the
 * student's tap (the exam screen's long tasks on a phone).
 */
export function useBoxWidth(target: RefObject<HTMLElement | null>, group?: string): number {
  const [width, setWidth] = useState(() => (group ? (lastWidths.get(group) ?? 0) : 0));
  useEffect(() => {
    const el = target.current;
    if (!el) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(contentWidth(el));
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry.contentRect.width;
      if (group) lastWidths.set(group, measured);
      setWidth(measured);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [target, group]);
  return width;
}
