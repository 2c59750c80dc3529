/**
 * Plain calls to the API with the stored sign-in token, for what RTK Query does not fit: the exam screen's
 * save queue (its own retries, ordering and offline rules) and question images (bytes into object URLs).
 * Both go through the contracts' one `fetchJson`/`fetchOk` without the store's 401 action: a refused call
 * throws {@link HttpStatusError} (401 and 409 reach the exam screen as statuses); a call that never reached
 * the server throws the browser's own error (see {@link isNetworkError}).
 */
import { fetchJson, HttpStatusError } from '@exam/web-platform/client/fetch-json';

export { HttpStatusError };

/** True for a call that never got an answer (offline, DNS, a dropped connection, our own timeout). */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof HttpStatusError) && !(error instanceof SyntaxError);
}

/** How long one call may take before it counts as lost (ms): a hung request must not stall the queue. */
export const CALL_TIMEOUT_MS = 15_000;

/**
 * Calls `/api{path}` with the stored sign-in token, uncached, and resolves the parsed JSON answer
 * (undefined for 204). Rejects with {@link HttpStatusError} on a 4xx/5xx, or with the network's error
 * (a call still unanswered after {@link CALL_TIMEOUT_MS} is aborted unless `signal` is given).
 */
export function callJson<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  return fetchJson<T>(path, {
    method: init.method ?? 'GET',
    body: init.body,
    signal: init.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS),
    cache: 'no-store',
    signOutOn401: false,
  });
}
