import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { READING_SEARCH_MIN_CHARS } from '@exam/shared-contracts/rules';
import { errorMessage } from '@exam/web-platform/client';
import type { Bookmark, OutlineItem, ReadingSearchResult } from '@exam/shared-contracts/reading';
import { fetchBookmarks, fetchOutline, searchBook, setBookmark } from '../api/reading-api';
import { isAbort, isUnauthorized } from '../lib/load-error';
import { readerT } from '../../../lib/i18n';

/** Minimum search length the server accepts. */
export const MIN_SEARCH_CHARS = READING_SEARCH_MIN_CHARS;

/** The book's table of contents (`GET /reading/outline`), loaded once per session; [] while loading. */
export function useOutline(token: string | null, onExpired: () => void): OutlineItem[] | null {
  const [outline, setOutline] = useState<OutlineItem[] | null>(null);
  // The latest onExpired without making it an input of the fetch: a new callback must not refetch.
  const expired = useEffectEvent(onExpired);
  useEffect(() => {
    if (!token) return undefined;
    const abort = new AbortController();
    fetchOutline(token, abort.signal).then(
      (r) => setOutline(r.outline),
      (e: unknown) => {
        if (isAbort(e)) return;
        if (isUnauthorized(e)) expired();
        else setOutline([]);
      },
    );
    return () => abort.abort();
  }, [token]);
  return outline;
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; result: ReadingSearchResult }
  | { status: 'error'; message: string };

/**
 * Search inside the book (`GET /reading/search?q=`): results with page, snippet and rectangles. An error
 * is the server's text, else ours in the language shown now.
 */
export function useSearch(
  token: string | null,
  onExpired: () => void,
): { state: SearchState; search: (q: string) => void } {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [query, setQuery] = useState<string | null>(null);
  const expired = useEffectEvent(onExpired);
  useEffect(() => {
    if (!token || query === null) return undefined;
    const abort = new AbortController();
    setState({ status: 'searching', query });
    searchBook(token, query, abort.signal).then(
      (result) => setState({ status: 'done', result }),
      (e: unknown) => {
        if (isAbort(e)) return;
        if (isUnauthorized(e)) expired();
        setState({ status: 'error', message: errorMessage(e, readerT('Search failed. Please try again.')) });
      },
    );
    return () => abort.abort();
  }, [token, query]);
  const search = useCallback((q: string) => {
    const t = q.trim();
    if (t.length < MIN_SEARCH_CHARS) {
      setQuery(null);
      setState({
        status: 'error',
        message: readerT('Type at least {count} characters', { count: MIN_SEARCH_CHARS }),
      });
      return;
    }
    setQuery(t);
  }, []);
  return { state, search };
}

/**
 * The reader's bookmarks of this book (server-side, sign-in token) and a toggle for one page; `error` is in
 * the language shown now.
 */
export function useBookmarks(bookId: string | null): {
  bookmarks: Bookmark[];
  toggle: (page: number) => void;
  error: string | null;
} {
  const [bookmarks, setBookmarks] = useState<Bookmark[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!bookId) return undefined;
    const abort = new AbortController();
    fetchBookmarks(bookId, abort.signal).then(
      (r) => setBookmarks(r.bookmarks),
      (e: unknown) => {
        if (!isAbort(e)) setError(readerT('Bookmarks could not be loaded'));
      },
    );
    return () => abort.abort();
  }, [bookId]);
  const toggle = useCallback(
    (page: number) => {
      if (!bookId) return;
      const on = !bookmarks.some((b) => b.page === page);
      const before = bookmarks;
      setBookmarks(
        on
          ? [...bookmarks, { page, label: null, createdAt: new Date().toISOString() }].sort(
              (a, b) => a.page - b.page,
            )
          : bookmarks.filter((b) => b.page !== page),
      );
      setError(null);
      setBookmark(bookId, page, on).catch(() => {
        setBookmarks(before);
        setError(readerT(on ? 'The bookmark could not be saved' : 'The bookmark could not be removed'));
      });
    },
    [bookId, bookmarks],
  );
  return { bookmarks, toggle, error };
}

/**
 * The outline entry of the current page: the last entry (depth-first, document order) whose page is at
 * or before `page`. Null when none is (a book whose first entry starts later, or no outline).
 */
export function currentOutlineEntry(outline: OutlineItem[], page: number): OutlineItem | null {
  let best: OutlineItem | null = null;
  const walk = (items: OutlineItem[]) => {
    for (const item of items) {
      if (item.page !== null && item.page <= page && (!best || item.page >= (best.page ?? 0))) best = item;
      walk(item.items);
    }
  };
  walk(outline);
  return best;
}
