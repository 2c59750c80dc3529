import { useEffect, useRef } from 'react';
import type { AttemptState } from '@exam/shared-contracts/http';
import { fetchAttempt } from '../api/attempt-api';
import type { SaveQueue } from '../lib/save-queue';
import type { ServerClock } from '../lib/server-clock';

/** How often an open screen re-reads the attempt (ms), to follow a deadline the admin moved while idle. */
export const POLL_MS = 30_000;

/**
 * Keeps an open exam screen in step with the network and the server: the browser going offline or online
 * (and the tab shown again) is passed to the queue, which retries at once when back; every {@link POLL_MS}
 * the attempt is read again, so a deadline an admin moved shows (`onDeadline`) and a closing by the
 * server's deadline job goes to the result (`onClosed`), even when no save went out.
 */
export function useAttemptWatch(
  queue: SaveQueue | null,
  attempt: AttemptState | null,
  clock: ServerClock,
  onDeadline: (deadline: string) => void,
  onClosed: (testId: string) => void,
): void {
  const callbacks = useRef({ onDeadline, onClosed });
  callbacks.current = { onDeadline, onClosed };

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
    if (!attempt) return undefined;
    let live = true;
    const poll = setInterval(() => {
      fetchAttempt(attempt.attemptId).then(
        ({ state, sentAt, receivedAt }) => {
          if (!live) return;
          if (state.status === 'submitted') return callbacks.current.onClosed(state.testId);
          clock.sync(state.serverNow, sentAt, receivedAt);
          callbacks.current.onDeadline(state.deadline);
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(poll);
    };
  }, [attempt, clock]);
}
