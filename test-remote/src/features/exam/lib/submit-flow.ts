import { HttpStatusError, isNetworkError } from '../../../lib/http';
import { QueueStoppedError, RETRY_DELAYS_MS, type SaveQueue } from './save-queue';

/** How a submit ended: done (the result is the server's), or a problem to show with Try again. */
export type SubmitOutcome = { done: true } | { done: false; problem: string };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Submits an attempt once nothing is left unsaved (ARCHITECTURE "Online tests"): waits for the queue to
 * drain (offline, that is until the network is back), then calls `submit` (the server's submit is
 * idempotent), retrying network faults, 5xx and 429 with backoff. A closed attempt (409 on a save) goes
 * straight to the submit, which answers its result. Resolves null when `live()` turned false meanwhile
 * (the screen closed).
 */
export async function submitWhenSaved(
  queue: SaveQueue,
  submit: () => Promise<unknown>,
  live: () => boolean,
): Promise<SubmitOutcome | null> {
  try {
    await queue.drain();
  } catch (error) {
    if (error instanceof QueueStoppedError && error.reason === 'signed-out')
      return { done: false, problem: 'Sign in again to submit: your answers are kept on this device.' };
  }
  for (let tries = 0; live(); tries += 1) {
    try {
      await submit();
      return { done: true };
    } catch (error) {
      const transient =
        isNetworkError(error) ||
        (error instanceof HttpStatusError && (error.status >= 500 || error.status === 429));
      if (!transient) return { done: false, problem: (error as Error).message };
      await sleep(RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length - 1)]);
    }
  }
  return null;
}
