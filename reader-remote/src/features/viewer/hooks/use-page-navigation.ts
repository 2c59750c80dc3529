import { useCallback, useEffect, useRef, useState } from 'react';
import { clampPage } from '../lib/zoom';

/** Page transition length (SPEC 4, 9): 150 ms, during which further changes are ignored. */
export const PAGE_TRANSITION_MS = 150;

/**
 * The current page and its moves (SPEC 2, 4): every target is clamped to 1..total, and a change starts a
 * 150 ms transition that blocks further changes, so holding an arrow key cannot queue dozens of renders.
 * `initialPage` (the saved page, for resume) is applied, clamped, whenever a document is opened.
 */
export function usePageNavigation(
  total: number,
  initialPage: number | null,
): {
  page: number;
  goTo: (page: number) => void;
  prev: () => void;
  next: () => void;
  /** True during the 150 ms transition (shown as data-transition on the page, for tests and styling). */
  transitioning: boolean;
} {
  const [page, setPage] = useState(1);
  const [transitioning, setTransitioning] = useState(false);
  const locked = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const pageRef = useRef(page);
  pageRef.current = page;

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (total > 0) setPage(clampPage(initialPage ?? 1, total));
  }, [total, initialPage]);

  const goTo = useCallback(
    (requested: number) => {
      const target = clampPage(requested, total, pageRef.current);
      if (locked.current || target === pageRef.current) return;
      locked.current = true;
      setTransitioning(true);
      setPage(target);
      timer.current = window.setTimeout(() => {
        locked.current = false;
        setTransitioning(false);
      }, PAGE_TRANSITION_MS);
    },
    [total],
  );

  return {
    page,
    goTo,
    prev: useCallback(() => goTo(pageRef.current - 1), [goTo]),
    next: useCallback(() => goTo(pageRef.current + 1), [goTo]),
    transitioning,
  };
}
