import { API_BASE } from '@exam/shared-contracts/constants';
import { clearSession, readToken, UNAUTHORIZED_REDIRECT_MS } from '@exam/shared-contracts/client';

/** A failed call in RTK Query's error shape, so `errorMessage(error, fallback)` reads the server's `error`. */
export interface HttpFailure {
  status: number | 'FETCH_ERROR';
  data: unknown;
}

/** The 401 rule of SPEC 8 for calls made outside RTK Query: drop the session, go to /login after 100 ms. */
function onUnauthorized(): void {
  if (readToken() === null) return;
  clearSession();
  window.setTimeout(() => window.location.assign('/login'), UNAUTHORIZED_REDIRECT_MS);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sends a body to `API_BASE + path` with the bearer token by XMLHttpRequest, which, unlike fetch, reports
 * upload progress: `onProgress(fraction)` gets 0..1 as the body leaves the browser (issue 5 part 5: upload
 * progress for big PDFs). Resolves with the parsed JSON answer; rejects with an {@link HttpFailure}
 * (status 'FETCH_ERROR' when the network failed).
 */
export function sendWithProgress<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      if (xhr.status === 401) onUnauthorized();
      reject({ status: xhr.status, data } satisfies HttpFailure);
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR', data: null } satisfies HttpFailure);
    xhr.send(body);
  });
}

/**
 * Downloads `API_BASE + path` with the bearer token and saves it under the server's file name
 * (Content-Disposition), else `fallbackName`. Rejects with an {@link HttpFailure} when refused.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = readToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw { status: 'FETCH_ERROR', data: null } satisfies HttpFailure;
  }
  if (!res.ok) {
    if (res.status === 401) onUnauthorized();
    throw { status: res.status, data: parseJson(await res.text()) } satisfies HttpFailure;
  }
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
