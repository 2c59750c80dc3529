import { refusalCode } from '@exam/web-platform/client';
import { HttpStatusError, isNetworkError } from '../../../lib/http';
import { isOpenedElsewhere } from './opened-elsewhere';

/** Waits between retries after a failure (ms): the n-th failure waits the n-th, then the last again. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000];

/**
 * What a failed send means for the save queue (docs/domains/exams.md "Online tests"), decided in this
 * order:
 * - `elsewhere`: the 409 of an attempt opened on another device (`isOpenedElsewhere`);
 * - `closed`: any other 409 (submitted, or time up), with the server's text;
 * - `signed-out`: a 401 (the token), or a 403 `test_device_signed_out` (a device the admin signed out);
 * - `rejected`: any other 4xx but 408 and 429, which the server will never take;
 * - `retry`: anything else (no network, 5xx, 408, 429), tried again after a backoff; `networkDown` when the
 *   call never reached the server.
 */
export type SendFailure =
  | { kind: 'elsewhere' }
  | { kind: 'closed'; message: string }
  | { kind: 'signed-out' }
  | { kind: 'rejected'; error: HttpStatusError }
  | { kind: 'retry'; networkDown: boolean };

/** Sorts a send's error (an {@link HttpStatusError}, or the network's own) into a {@link SendFailure}. */
export function classifySendFailure(error: unknown): SendFailure {
  if (isOpenedElsewhere(error)) return { kind: 'elsewhere' };
  if (error instanceof HttpStatusError && error.status === 409)
    return { kind: 'closed', message: error.message };
  // 401 (the token), or 403 from a device the admin signed out: the attempt goes on, and its saves wait
  // for the student to sign in again on this device.
  if (
    error instanceof HttpStatusError &&
    (error.status === 401 || (error.status === 403 && refusalCode(error) === 'test_device_signed_out'))
  )
    return { kind: 'signed-out' };
  // A save the server will never take (not an answer for the question, a question not in the test).
  if (
    error instanceof HttpStatusError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  )
    return { kind: 'rejected', error };
  return { kind: 'retry', networkDown: isNetworkError(error) };
}

/**
 * The wait before the next try after `failures` failures in a row (1 or more), in ms: the `failures`-th of
 * `delays`, then the last one again for every later failure.
 */
export function retryDelayMs(delays: readonly number[], failures: number): number {
  return delays[Math.min(failures, delays.length) - 1];
}
