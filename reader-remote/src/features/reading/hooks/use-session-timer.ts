import { useEffect, useState } from 'react';

/** Viewing session length (docs/domains/reading.md "Viewer states"): 1800 s; the API's reading session lives
 * as long (READING_SESSION_SECONDS). */
export const SESSION_SECONDS = 1800;

declare global {
  interface Window {
    /** Test hook: a shorter viewing session in seconds (e2e tests cannot wait 30 minutes). */
    __READER_SESSION_SECONDS__?: number;
  }
}

/**
 * The session length in seconds: the server session's `expiresIn` (default 1800 s), shortened by
 * `window.__READER_SESSION_SECONDS__` when that is a positive number.
 */
export function sessionSeconds(serverSeconds = SESSION_SECONDS): number {
  const override = typeof window === 'undefined' ? undefined : window.__READER_SESSION_SECONDS__;
  return typeof override === 'number' && override > 0 ? Math.min(override, serverSeconds) : serverSeconds;
}

/**
 * True once the viewing session has run out (docs/domains/reading.md "Viewer states").
 * The timer runs from `startedAt` (when the server answered the session, so client and server clocks never
 * need to agree) for the session's `expiresIn`; null `startedAt` means no session yet (still loading).
 * `expireNow` is for a 401 `Reading session expired` seen before the timer fired.
 */
export function useSessionExpired(
  startedAt: number | null,
  serverSeconds: number | undefined,
): { expired: boolean; expireNow: () => void } {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (startedAt === null) return undefined;
    const ms = startedAt + sessionSeconds(serverSeconds) * 1000 - Date.now();
    const timer = window.setTimeout(() => setExpired(true), Math.max(0, ms));
    return () => window.clearTimeout(timer);
  }, [startedAt, serverSeconds]);
  return { expired, expireNow: () => setExpired(true) };
}
