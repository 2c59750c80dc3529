/**
 * Plain `fetch` calls to the API with the stored sign-in token, for what RTK Query does not fit: the exam
 * screen's save queue (its own retries, ordering and offline rules) and question images (bytes into object
 * URLs). A refused call throws {@link HttpStatusError}; a call that never reached the server throws the
 * browser's own error (see {@link isNetworkError}).
 */
import { API_BASE } from '@exam/shared-contracts/constants';
import { readToken } from '@exam/shared-contracts/client';

/** A refused call: its HTTP status and the server's `error` text when it sent one. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly serverError?: string,
  ) {
    super(serverError ?? `HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** The error of a refused answer, with the server's `{ error }` text when it has one. */
export async function refusal(res: Response): Promise<HttpStatusError> {
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  return new HttpStatusError(res.status, typeof body?.error === 'string' ? body.error : undefined);
}

/** True for a call that never got an answer (offline, DNS, a dropped connection, our own timeout). */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof HttpStatusError) && !(error instanceof SyntaxError);
}

/** Headers with the bearer token of the stored session (SPEC 7), and JSON when there is a body. */
export function authHeaders(json = false): Record<string, string> {
  const token = readToken();
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

/** How long one call may take before it counts as lost (ms): a hung request must not stall the queue. */
export const CALL_TIMEOUT_MS = 15_000;

/**
 * Calls `/api{path}` and resolves the parsed JSON answer (undefined for 204). Rejects with
 * {@link HttpStatusError} on a 4xx/5xx, or with the network's error.
 */
export async function callJson<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const signal = init.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS);
  const res = await fetch(`${API_BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: authHeaders(init.body !== undefined),
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    signal,
    cache: 'no-store',
  });
  if (!res.ok) throw await refusal(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
