/**
 * The viewer's calls to the reading API (api/src/routes/reading): open a reading session for one book, then
 * with its token read the document facts, page images, thumbnails, outline and search; bookmarks and the
 * saved page use the sign-in token. Plain fetch, not the RTK Query api, so a refused call never triggers the
 * store's "401 → /login" rule (SPEC 8) while someone is reading: the viewer shows Session Expired instead.
 */
import { API_BASE, paths, WATERMARK_CODE_HEADER } from '@exam/shared-contracts/constants';
import { readToken, takeEarlyReadingSession } from '@exam/shared-contracts/client';
import { readingSessionBody, type ReadingRef } from '@exam/shared-contracts/rules';
import { rememberedFit } from '../lib/fit-preference';
import type {
  BookmarkList,
  ReadingDocument,
  ReadingOutline,
  ReadingSearchResult,
  ReadingSession,
} from '@exam/shared-contracts/http';

/** A refused or failed call: its HTTP status and the server's `error` text when it sent one. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly serverError?: string,
    /** Seconds the server asked to wait (`Retry-After` of a 429). */
    readonly retryAfter?: number,
  ) {
    super(serverError ? `HTTP ${status}: ${serverError}` : `HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

async function refused(res: Response): Promise<HttpStatusError> {
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  const wait = Number(res.headers.get('retry-after'));
  return new HttpStatusError(
    res.status,
    typeof body?.error === 'string' ? body.error : undefined,
    Number.isFinite(wait) && wait > 0 ? wait : undefined,
  );
}

const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

async function getJson<T>(path: string, token: string | null, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`${API_BASE}${path}`, { headers: bearer(token), signal });
  if (!res.ok) throw await refused(res);
  return (await res.json()) as T;
}

/**
 * `POST /api/reading/sessions` with the stored sign-in token (SPEC 7): a short-lived token scoped to this
 * book, its lifetime, the saved page, and the reader's identity. The body carries the view hint, so the
 * API prepares the first page at once. `early` takes the session the shell already asked for while this
 * code loaded (first attempt only); a shell older than that helper has none to give.
 */
export async function openReadingSession(
  ref: ReadingRef,
  signal?: AbortSignal,
  early = false,
): Promise<ReadingSession> {
  // typeof: under an older shell the shared client has no such export.
  const taken =
    early && typeof takeEarlyReadingSession === 'function' ? takeEarlyReadingSession(ref) : undefined;
  const res = await (taken ??
    fetch(`${API_BASE}${paths.readingSessions}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(readToken()) },
      body: JSON.stringify(
        readingSessionBody(ref, window.devicePixelRatio, window.innerWidth, rememberedFit()),
      ),
      signal,
    }));
  if (!res.ok) throw await refused(res);
  return (await res.json()) as ReadingSession;
}

/** `GET /api/reading/document` (reading token): page count, page sizes in points, the server's widths. */
export const fetchDocument = (token: string, signal?: AbortSignal) =>
  getJson<ReadingDocument>(paths.readingDocument, token, signal);

/** `GET /api/reading/outline` (reading token): the table of contents with page numbers. */
export const fetchOutline = (token: string, signal?: AbortSignal) =>
  getJson<ReadingOutline>(paths.readingOutline, token, signal);

/** `GET /api/reading/search?q=` (reading token): hits with page, snippet and highlight rectangles. */
export const searchBook = (token: string, q: string, signal?: AbortSignal) =>
  getJson<ReadingSearchResult>(paths.readingSearch(q), token, signal);

/** A fetched page image: its blob and the leak code the server burned into it. */
export interface PageImage {
  blob: Blob;
  watermarkCode: string | null;
}

/**
 * One page image (`/reading/pages/:page?w=&tile=` or the thumbnail), fetched with the reading token in the
 * Authorization header: an `<img src>` could not send it, and the token never appears in a URL.
 * Throws HttpStatusError (401 = the reading session ended).
 */
export async function fetchImage(path: string, token: string, signal?: AbortSignal): Promise<PageImage> {
  const res = await fetch(`${API_BASE}${path}`, { headers: bearer(token), signal });
  if (!res.ok) throw await refused(res);
  return { blob: await res.blob(), watermarkCode: res.headers.get(WATERMARK_CODE_HEADER) };
}

/** `GET /api/reading/bookmarks/:bookId` (sign-in token). */
export const fetchBookmarks = (bookId: string, signal?: AbortSignal) =>
  getJson<BookmarkList>(paths.readingBookmarks(bookId), readToken(), signal);

/** `PUT` (add) or `DELETE` (remove) `/api/reading/bookmarks/:bookId/:page` (sign-in token). */
export async function setBookmark(bookId: string, page: number, on: boolean): Promise<void> {
  const res = await fetch(`${API_BASE}${paths.readingBookmark(bookId, page)}`, {
    method: on ? 'PUT' : 'DELETE',
    headers: { ...(on ? { 'content-type': 'application/json' } : {}), ...bearer(readToken()) },
    body: on ? JSON.stringify({}) : undefined,
  });
  if (!res.ok) throw await refused(res);
}

/**
 * `PUT /api/reading/progress/:bookId {page}`. `keepalive` lets the last save of a closing viewer (or a
 * closing tab) finish after the page is gone. Failures are ignored: resume is a convenience.
 */
export function saveReadingProgress(bookId: string, page: number, keepalive = false): void {
  const token = readToken();
  if (!token) return;
  void fetch(`${API_BASE}${paths.readingProgress(bookId)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ page }),
    keepalive,
  }).catch(() => undefined);
}
