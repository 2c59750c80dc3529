import { HttpStatusError, isNetworkError } from '../../../lib/http';
import { examT } from '../i18n';
import { isOpenedElsewhere } from './opened-elsewhere';
import { QueueStoppedError } from './queue-stop';
import type { SaveQueue } from './save-queue';
import { RETRY_DELAYS_MS } from './save-retry';

/**
 * How a submit ended: done (the result is the server's), a problem to show with Try again, or stopped
 * because the attempt was opened on another device (the screen shows that; nothing was submitted).
 */
export type SubmitOutcome =
  { done: true } | { done: false; problem: string } | { done: false; elsewhere: true };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Submits an attempt once nothing is left unsaved (docs/domains/exams.md "Online tests"): waits for the queue
 * to drain (offline, that is until the network is back), then calls `submit` (the server's submit is
 * idempotent), retrying network faults, 5xx and 429 with backoff. A closed attempt (409 on a save) goes
 * straight to the submit, which answers its result. An attempt opened on another device (409 on a save or
 * on the submit) is not submitted from here: the candidate is taking it there. Resolves null when `live()`
 * turned false meanwhile (the screen closed).
 */
export async function submitWhenSaved(
  queue: SaveQueue,
  submit: () => Promise<unknown>,
  live: () => boolean,
): Promise<SubmitOutcome | null> {
  try {
    await queue.drain();
  } catch (error) {
    if (error instanceof QueueStoppedError && error.reason === 'elsewhere')
      return { done: false, elsewhere: true };
    if (error instanceof QueueStoppedError && error.reason === 'signed-out')
      return {
        done: false,
        problem: examT('Sign in again to submit: your answers are kept on this device.'),
      };
  }
  for (let tries = 0; live(); tries += 1) {
    try {
      await submit();
      return { done: true };
    } catch (error) {
      if (isOpenedElsewhere(error)) return { done: false, elsewhere: true };
      const transient =
        isNetworkError(error) ||
        (error instanceof HttpStatusError && (error.status >= 500 || error.status === 429));
      if (!transient) return { done: false, problem: (error as Error).message };
      await sleep(RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length - 1)]);
    }
  }
  return null;
}
