import { useCallback, useEffect, useRef, useState } from 'react';
import { clampPage } from '../lib/zoom';

/** Page transition length (docs/domains/reading.md "Viewer states", "Viewer limits"): 150 ms, during which
 * further changes wait. */
export const PAGE_TRANSITION_MS = 150;

/**
 * The current page and its moves (docs/domains/reading.md "The viewer", "Viewer states"): every target is
 * clamped to 1..total, and a change starts a 150 ms transition that blocks further changes, so holding an
 * arrow key cannot queue dozens of renders. A page chosen explicitly during the transition (typed number,
 * search hit, outline entry, thumbnail, bookmark: `goTo`) is not dropped: the latest one is applied when the
 * transition ends. Arrow steps (`prev`/`next`) during the transition are ignored, as
 * docs/domains/reading.md "Viewer states" says. `initialPage` (the saved page, for resume) is applied,
 * clamped, whenever a document is opened.
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
  const queued = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const pageRef = useRef(page);
  pageRef.current = page;

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (total > 0) setPage(clampPage(initialPage ?? 1, total));
  }, [total, initialPage]);

  const move = useCallback((target: number) => {
    locked.current = true;
    setTransitioning(true);
    pageRef.current = target;
    setPage(target);
    timer.current = window.setTimeout(function settle() {
      const next = queued.current;
      queued.current = null;
      if (next !== null && next !== pageRef.current) {
        pageRef.current = next;
        setPage(next);
        timer.current = window.setTimeout(settle, PAGE_TRANSITION_MS);
        return;
      }
      locked.current = false;
      setTransitioning(false);
    }, PAGE_TRANSITION_MS);
  }, []);

  const goTo = useCallback(
    (requested: number) => {
      const target = clampPage(requested, total, pageRef.current);
      if (locked.current) {
        queued.current = target;
        return;
      }
      if (target !== pageRef.current) move(target);
    },
    [total, move],
  );

  const step = useCallback(
    (delta: number) => {
      if (locked.current) return;
      const target = clampPage(pageRef.current + delta, total, pageRef.current);
      if (target !== pageRef.current) move(target);
    },
    [total, move],
  );

  return {
    page,
    goTo,
    prev: useCallback(() => step(-1), [step]),
    next: useCallback(() => step(1), [step]),
    transitioning,
  };
}
