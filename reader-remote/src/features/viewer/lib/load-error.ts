/** Error texts of the viewer (SPEC 8 "Viewer"), kept free of pdf.js imports so they are unit-tested. */

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase of an HTTP status (pdf.js does not keep the response's statusText). */
export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}

/**
 * The message of a failed load: `Failed to load PDF: HTTP {status}: {statusText}` when pdf.js gave an
 * HTTP status (its ResponseException carries `.status`), else `Failed to load PDF: {message}` (SPEC 8).
 */
export function loadErrorMessage(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status > 0)
    return `Failed to load PDF: HTTP ${status}: ${statusText(status)}`;
  const message = error instanceof Error ? error.message : String(error ?? 'unknown error');
  return `Failed to load PDF: ${message || 'unknown error'}`;
}

/** The message of a failed page render (SPEC 8): `Failed to render page: {message}`. */
export function renderErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? 'unknown error');
  return `Failed to render page: ${message}`;
}

/**
 * True when `error` is an HTTP 401 (pdf.js ResponseException `.status`, or its message "... (401) ..."):
 * the API refused a Range request because the reading session expired.
 */
export function isUnauthorized(error: unknown): boolean {
  const e = error as { status?: unknown; message?: unknown } | null;
  return e?.status === 401 || (typeof e?.message === 'string' && /\(401\)/.test(e.message));
}
