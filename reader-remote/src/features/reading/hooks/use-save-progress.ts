import { useEffect, useRef } from 'react';
import { saveReadingProgress } from '../api/reading-api';

/** Saves wait for the reader to settle on a page, so paging through a book is one write, not hundreds. */
export const SAVE_DEBOUNCE_MS = 800;

/**
 * Remembers the reader's page on the server (resume: last page per user and book, any device).
 * Debounced; a pending save is flushed with `keepalive` when the viewer closes or the tab is hidden, so
 * closing right after turning a page still lands. `savedPage` is the page the server already has.
 * `page` is the page whose image is SHOWN, or null while it loads or after it failed: a page that failed
 * is never saved as the last page read (the next visit would reopen on an error).
 */
export function useSaveProgress(
  bookId: string | null,
  page: number | null,
  savedPage: number | null,
  enabled: boolean,
): void {
  const last = useRef<number | null>(savedPage);
  const pending = useRef<number | null>(null);

  useEffect(() => {
    last.current = savedPage;
  }, [bookId, savedPage]);

  useEffect(() => {
    if (page === null || !enabled) pending.current = null;
    if (!bookId || !enabled || page === null || page === last.current) return undefined;
    pending.current = page;
    const timer = window.setTimeout(() => {
      pending.current = null;
      last.current = page;
      saveReadingProgress(bookId, page);
    }, SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [bookId, page, enabled]);

  useEffect(() => {
    if (!bookId) return undefined;
    const flush = () => {
      if (pending.current === null || pending.current === last.current) return;
      last.current = pending.current;
      saveReadingProgress(bookId, pending.current, true);
      pending.current = null;
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [bookId]);
}
