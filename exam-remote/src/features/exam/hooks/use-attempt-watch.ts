import { useEffect, useRef } from 'react';
import type { AttemptState } from '@exam/shared-contracts/exams';
import { fetchClock } from '../api/attempt-api';
import { isOpenedElsewhere } from '../lib/opened-elsewhere';
import type { SaveQueue } from '../lib/save-queue';
import type { ServerClock } from '../lib/server-clock';

/**
 * How often an open screen re-reads the attempt (ms): a deadline the admin moved while the candidate is
 * idle, and the attempt opened on another device, show within it (the reader's watch asks as often).
 */
export const POLL_MS = 15_000;

/** What the watch tells the screen. */
export interface AttemptWatchHandlers {
  /** The server's deadline as read now (the admin may have moved it). */
  onDeadline: (deadline: string) => void;
  /** The attempt was closed by the server (submitted elsewhere, or its deadline job). */
  onClosed: (testId: string) => void;
  /** The attempt was opened on another device (409). */
  onElsewhere: () => void;
}

/**
 * Keeps an open exam screen in step with the network and the server: the browser going offline or online
 * (and the tab shown again) is passed to the queue, which retries at once when back; every {@link POLL_MS}
 * while `active` the attempt is read again, so a deadline an admin moved shows, a closing by the server's
 * deadline job goes to the result, and a start on another device stops the screen, even when no save went
 * out. It reads the attempt's clock (status, deadline, server time: one small read), not its whole state.
 * Other failures (offline) are left to the next read.
 */
export function useAttemptWatch(
  queue: SaveQueue | null,
  attempt: AttemptState | null,
  clock: ServerClock,
  active: boolean,
  handlers: AttemptWatchHandlers,
): void {
  const callbacks = useRef(handlers);
  callbacks.current = handlers;

  useEffect(() => {
    if (!queue) return undefined;
    const changed = () => queue.networkChanged();
    window.addEventListener('online', changed);
    window.addEventListener('offline', changed);
    document.addEventListener('visibilitychange', changed);
    return () => {
      window.removeEventListener('online', changed);
      window.removeEventListener('offline', changed);
      document.removeEventListener('visibilitychange', changed);
    };
  }, [queue]);

  useEffect(() => {
    // Not while the screen is stopped (on another device, loading): each read would only be refused.
    if (!attempt || !active) return undefined;
    let live = true;
    const poll = setInterval(() => {
      fetchClock(attempt.attemptId).then(
        ({ clock: now, sentAt, receivedAt }) => {
          if (!live) return;
          if (now.status === 'submitted') return callbacks.current.onClosed(attempt.testId);
          clock.sync(now.serverNow, sentAt, receivedAt);
          callbacks.current.onDeadline(now.deadline);
        },
        (error: unknown) => {
          if (live && isOpenedElsewhere(error)) callbacks.current.onElsewhere();
        },
      );
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(poll);
    };
  }, [attempt, clock, active]);
}
