import { useEffect, useRef } from 'react';
import { fetchDocument } from '../api/reading-api';
import { isTakenOver, isUnauthorized } from '../lib/load-error';

/** How often an open viewer asks whether its session still holds (ms). */
export const SESSION_WATCH_MS = 15_000;

/**
 * One reader at a time: while the viewer shows a book, it asks every 15 s whether its reading session still
 * holds (`GET /api/reading/document`, a small answer), so a student who opened the book on another device
 * sees "This book was opened on another device" here within seconds, not only at the next page turn.
 * 409 calls `onTakenOver`, 401 `onExpired`; other failures (offline) are ignored.
 */
export function useSessionWatch(token: string | null, onTakenOver: () => void, onExpired: () => void): void {
  const handlers = useRef({ onTakenOver, onExpired });
  handlers.current = { onTakenOver, onExpired };
  useEffect(() => {
    if (!token) return undefined;
    const abort = new AbortController();
    const timer = window.setInterval(() => {
      fetchDocument(token, abort.signal).catch((error: unknown) => {
        if (abort.signal.aborted) return;
        if (isTakenOver(error)) handlers.current.onTakenOver();
        else if (isUnauthorized(error)) handlers.current.onExpired();
      });
    }, SESSION_WATCH_MS);
    return () => {
      window.clearInterval(timer);
      abort.abort();
    };
  }, [token]);
}
