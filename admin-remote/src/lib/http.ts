import type { FetchBaseQueryError } from '@exam/web-platform/redux';
import { API_BASE } from '@exam/shared-contracts/constants';
import { readToken } from '@exam/web-platform/client';
import { onUnauthorized } from '@exam/web-platform/client/unauthorized';
import { fetchOk, HttpStatusError } from '@exam/web-platform/client/fetch-json';

/** What an RTK Query `queryFn` returns: the answer, or a failure that `errorMessage(error, fallback)` reads. */
export type HttpResult<T> = { data: T } | { error: FetchBaseQueryError };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sends a multipart body to `API_BASE + path` with the bearer token by XMLHttpRequest, which, unlike fetch,
 * reports upload progress: `onProgress(fraction)` gets 0..1 as the body leaves the browser. Never rejects:
 * resolves with `{ data }` (the parsed JSON answer) or `{ error }` in RTK Query's shape (status
 * 'FETCH_ERROR' when the network failed), so an endpoint's `queryFn` can return it as is.
 */
export function sendWithProgress<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: FormData,
  onProgress?: (fraction: number) => void,
): Promise<HttpResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ data: data as T });
      if (xhr.status === 401) onUnauthorized();
      resolve({ error: { status: xhr.status, data } });
    };
    xhr.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'Network error' } });
    xhr.send(body);
  });
}

/**
 * Calls `fetchOk` (stored token, the one 401 action) and turns a call that got no answer into RTK Query's
 * `{ status: 'FETCH_ERROR' }`, so `errorMessage(error, fallback)` gives the fallback; an abort is rethrown.
 */
async function fetchOkOrNetworkError(path: string, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetchOk(path, { signal });
  } catch (error) {
    if (error instanceof HttpStatusError || signal?.aborted) throw error;
    throw { status: 'FETCH_ERROR', error: 'Network error' } satisfies FetchBaseQueryError;
  }
}

/**
 * Fetches `API_BASE + path` with the bearer token as a Blob (images the API serves to admins only, such as
 * a test's page renders). Throws `HttpStatusError` (`status`, and the server's body as `data` for
 * `errorMessage`) when refused, a `FetchBaseQueryError` of status 'FETCH_ERROR' when offline, and rethrows
 * an abort.
 */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchOkOrNetworkError(path, signal)).blob();
}

/**
 * Downloads `API_BASE + path` with the bearer token and saves it under the server's file name
 * (Content-Disposition), else `fallbackName`. Throws `HttpStatusError` when refused, a `FetchBaseQueryError`
 * of status 'FETCH_ERROR' when offline (`errorMessage(error, fallback)` reads both).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await fetchOkOrNetworkError(path);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start reading the blob before it is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
