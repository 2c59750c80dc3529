import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import {
  dragRect,
  drawnRect,
  pxToPt,
  scaleOf,
  type DragMode,
  type PageBox,
  type Rect,
} from '../lib/region-geometry';

/** Pointer travel (CSS px) below which a press is a click that selects, not a drag. */
export const DRAG_THRESHOLD_PX = 3;

/** The box being dragged (`id`) or drawn (`id` null), as it stands under the pointer, in points. */
export interface LiveRect {
  id: string | null;
  rect: Rect;
}

interface Gesture {
  pointerId: number;
  id: string | null;
  mode: DragMode;
  start: Rect;
  /** Where the pointer went down, in CSS px from the viewport and in points on the page. */
  clientX: number;
  clientY: number;
  from: { x: number; y: number };
  moved: boolean;
}

/**
 * Pointer dragging on one page of the region editor, for mouse, pen and touch alike (pointer events,
 * captured by the page's overlay so a fast drag never loses its box). A press on a box moves it, on a
 * handle resizes it, on empty space draws a new box; every offset is converted from px to points with the
 * page's own scale at that moment, so a drag of N px moves the region by exactly N / scale points (then
 * clamped to the page and to the minimum size by `dragRect`). `onCommit(id, rect)` gets the result on
 * release (`id` null: a drawn box); a press that travels under DRAG_THRESHOLD_PX commits nothing. Escape
 * or a cancelled pointer (the browser took the touch for a scroll) drops the gesture.
 */
export function useRegionDrag({
  overlay,
  page,
  onCommit,
}: {
  overlay: RefObject<HTMLDivElement | null>;
  page: PageBox;
  onCommit: (id: string | null, rect: Rect) => void;
}): {
  live: LiveRect | null;
  start: (e: ReactPointerEvent, id: string | null, mode: DragMode, rect?: Rect) => void;
  handlers: {
    onPointerMove: (e: ReactPointerEvent) => void;
    onPointerUp: (e: ReactPointerEvent) => void;
    onPointerCancel: (e: ReactPointerEvent) => void;
  };
} {
  const gesture = useRef<Gesture | null>(null);
  const [live, setLive] = useState<LiveRect | null>(null);

  /** The page's px-per-point scale and top-left corner on screen now. */
  const frame = useCallback(() => {
    const box = overlay.current?.getBoundingClientRect();
    return { left: box?.left ?? 0, top: box?.top ?? 0, scale: scaleOf(box?.width ?? 0, page.w) };
  }, [overlay, page.w]);

  const start = useCallback(
    (e: ReactPointerEvent, id: string | null, mode: DragMode, rect?: Rect) => {
      if (e.button !== 0 || gesture.current) return;
      const { left, top, scale } = frame();
      if (scale <= 0) return;
      e.preventDefault();
      overlay.current?.setPointerCapture?.(e.pointerId);
      const from = { x: pxToPt(e.clientX - left, scale), y: pxToPt(e.clientY - top, scale) };
      gesture.current = {
        pointerId: e.pointerId,
        id,
        mode,
        start: rect ?? { ...from, width: 0, height: 0 },
        clientX: e.clientX,
        clientY: e.clientY,
        from,
        moved: false,
      };
    },
    [frame, overlay],
  );

  /** The gesture's box for the pointer at (clientX, clientY), or null for a box too small to draw. */
  const rectAt = useCallback(
    (g: Gesture, clientX: number, clientY: number): Rect | null => {
      const { left, top, scale } = frame();
      if (g.id === null)
        return drawnRect(g.from, { x: pxToPt(clientX - left, scale), y: pxToPt(clientY - top, scale) }, page);
      return dragRect(
        g.start,
        g.mode,
        pxToPt(clientX - g.clientX, scale),
        pxToPt(clientY - g.clientY, scale),
        page,
      );
    },
    [frame, page],
  );

  const onPointerMove = useCallback(
    (e: ReactPointerEvent) => {
      const g = gesture.current;
      if (!g || g.pointerId !== e.pointerId) return;
      if (!g.moved && Math.hypot(e.clientX - g.clientX, e.clientY - g.clientY) < DRAG_THRESHOLD_PX) return;
      g.moved = true;
      const rect = rectAt(g, e.clientX, e.clientY);
      setLive(rect ? { id: g.id, rect } : null);
    },
    [rectAt],
  );

  const end = useCallback(
    (e: ReactPointerEvent, commit: boolean) => {
      const g = gesture.current;
      if (!g || g.pointerId !== e.pointerId) return;
      gesture.current = null;
      setLive(null);
      if (overlay.current?.hasPointerCapture?.(e.pointerId))
        overlay.current.releasePointerCapture(e.pointerId);
      if (!commit || !g.moved) return;
      const rect = rectAt(g, e.clientX, e.clientY);
      if (rect) onCommit(g.id, rect);
    },
    [onCommit, overlay, rectAt],
  );

  // Escape drops a drag in progress (the box goes back where it was).
  useEffect(() => {
    if (!live) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !gesture.current) return;
      gesture.current = null;
      setLive(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [live]);

  return {
    live,
    start,
    handlers: {
      onPointerMove,
      onPointerUp: (e) => end(e, true),
      onPointerCancel: (e) => end(e, false),
    },
  };
}
