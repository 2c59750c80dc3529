import { API_BASE } from '@exam/shared-contracts/http/paths';
import { needsProof, sendProven } from './device-proof';
import { readToken } from './storage';
import { onUnauthorized } from './unauthorized';

/** Whether a sign-in token is stored (a page may start its reads before the session is checked). */
export const hasStoredToken = (): boolean => readToken() !== null;

/**
 * A refused call (any non-2xx answer): its HTTP `status`, the server's `{ error }` text as `serverError`
 * when it sent one, the parsed body as `data` (so `errorMessage(error, fallback)` reads it as it reads an
 * RTK Query error), and `retryAfter`, the seconds of a `Retry-After` header (a 429), when positive. The
 * message is the server's text, else `HTTP {status}`.
 */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly serverError?: string,
    /** Seconds the server asked to wait (`Retry-After` of a 429). */
    readonly retryAfter?: number,
    /** The parsed JSON body of the answer, or null when it had none. */
    readonly data: unknown = serverError === undefined ? null : { error: serverError },
  ) {
    super(serverError ?? `HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** How one call goes out: everything but the path. */
export interface ApiRequestInit {
  /** HTTP method; GET by default. */
  method?: string;
  /** A JSON body (sent with `content-type: application/json`); none when undefined. */
  body?: unknown;
  /**
   * The bearer token to send: by default the stored sign-in token (`readToken()`); a string sends that
   * token (the reader's reading-session token); null sends none.
   */
  token?: string | null;
  signal?: AbortSignal;
  /** More headers (they win over the ones built here). */
  headers?: Record<string, string>;
  /** Passed to fetch (the exam screen asks for `no-store`). */
  cache?: RequestCache;
  /** Lets the call finish after the page is gone (a closing viewer's last save). */
  keepalive?: boolean;
  /**
   * Apply the one 401 action ({@link onUnauthorized}: drop the session, go to /login) to a 401 answer, as
   * the RTK Query api does. True by default; false for callers that handle a 401 themselves (the reader's
   * expired reading session, the exam screen's device refusals).
   */
  signOutOn401?: boolean;
}

/**
 * Sends `API_BASE + path` (a path of the contracts' `paths`) and resolves the raw Response, whatever its
 * status: the building block of {@link fetchJson} and {@link fetchOk}, and of a caller that hands the
 * Response on (the shell's early reading session). Reading, test-taking and sign-in calls prove this
 * browser's device (device-proof.ts). Rejects only with the network's (or an abort's) error.
 */
export function sendApiRequest(path: string, init: ApiRequestInit = {}): Promise<Response> {
  const token = init.token === undefined ? readToken() : init.token;
  const json = init.body !== undefined;
  const method = init.method ?? 'GET';
  const url = `${API_BASE}${path}`;
  const send = (proof: Record<string, string>) =>
    fetch(url, {
      method,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...proof,
        ...init.headers,
      },
      body: json ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
      ...(init.cache ? { cache: init.cache } : {}),
      ...(init.keepalive ? { keepalive: true } : {}),
    });
  return needsProof(url) ? sendProven(method, url, token, send) : send({});
}

/** The {@link HttpStatusError} of a refused answer (reads its body once). */
export async function refusalOf(res: Response): Promise<HttpStatusError> {
  const data = (await res.json().catch(() => null)) as unknown;
  const error = (data as { error?: unknown } | null)?.error;
  const wait = Number(res.headers.get('retry-after'));
  return new HttpStatusError(
    res.status,
    typeof error === 'string' ? error : undefined,
    Number.isFinite(wait) && wait > 0 ? wait : undefined,
    data,
  );
}

/**
 * `res` when it is a 2xx; otherwise throws its {@link HttpStatusError}, after the one 401 action when
 * `signOutOn401` (true by default) and the status is 401.
 */
export async function expectOk(res: Response, signOutOn401 = true): Promise<Response> {
  if (res.ok) return res;
  if (res.status === 401 && signOutOn401) onUnauthorized();
  throw await refusalOf(res);
}

/**
 * Calls `/api{path}` and resolves its 2xx Response (for blobs, files and headers). Throws
 * {@link HttpStatusError} on a non-2xx (the 401 action first, see {@link ApiRequestInit.signOutOn401}),
 * or the network's (or an abort's) own error when no answer came.
 */
export async function fetchOk(path: string, init: ApiRequestInit = {}): Promise<Response> {
  return expectOk(await sendApiRequest(path, init), init.signOutOn401 ?? true);
}

/**
 * Calls `/api{path}` and resolves the parsed JSON answer (undefined for a 204). Throws
 * {@link HttpStatusError} on a non-2xx (the 401 action first, see {@link ApiRequestInit.signOutOn401}), a
 * SyntaxError when a 2xx is not JSON, or the network's (or an abort's) own error when no answer came.
 */
export async function fetchJson<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  return readJson<T>(await fetchOk(path, init));
}

/** The JSON of a 2xx answer, undefined for a 204. Throws SyntaxError when the body is not JSON. */
export async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
