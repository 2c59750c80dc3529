/** Error texts of the viewer (docs/domains/reading.md "Viewer errors"), as pure functions so they are
 * unit-tested. */
import { refusalCode, refusalText } from '@exam/web-platform/client';
import { readerT } from '../../../lib/i18n';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase of an HTTP status (HTTP's own English, in every language, like the status code). */
export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}

function describe(error: unknown): string {
  const e = error as { status?: unknown; data?: unknown } | null;
  if (typeof e?.status === 'number' && e.status > 0) {
    const head = `HTTP ${e.status}: ${statusText(e.status)}`;
    const said = refusalText(e.data);
    return said ? `${head} (${said})` : head;
  }
  const message = error instanceof Error ? error.message : String(error ?? '');
  return message || readerT('unknown error');
}

/**
 * The message of a failed open (session or document): `Failed to load PDF: HTTP {status}: {statusText}`
 * (plus the server's `error` text when it sent one), else `Failed to load PDF: {message}`
 * (docs/domains/reading.md "Viewer errors"), in the language shown now.
 */
export function loadErrorMessage(error: unknown): string {
  return readerT('Failed to load PDF: {reason}', { reason: describe(error) });
}

/**
 * The message of a page image that could not be fetched or decoded (docs/domains/reading.md "Viewer errors"):
 * `Failed to render page: …`, in the language shown now.
 */
export function renderErrorMessage(error: unknown): string {
  return readerT('Failed to render page: {reason}', { reason: describe(error) });
}

/** True when `error` carries HTTP 401: the API refused the reading token (session expired). */
export function isUnauthorized(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 401;
}

/** True for an aborted fetch (the page was left or the viewer closed): never an error to show. */
export function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

/**
 * True when the book was opened on another device (409 `book_taken_over`): the
 * viewer says so and offers to take the book back here (docs/domains/reading.md "Per-user budgets").
 */
export function isTakenOver(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 409 && refusalCode(error) === 'book_taken_over';
}

/**
 * The seconds to wait when the page budget refused a page (429), or null for any other error: the viewer
 * shows a calm "a moment" state and tries again by itself.
 */
export function rateLimitWait(error: unknown): number | null {
  const e = error as { status?: unknown; retryAfter?: unknown } | null;
  if (e?.status !== 429) return null;
  return typeof e.retryAfter === 'number' && e.retryAfter > 0 ? e.retryAfter : 30;
}
