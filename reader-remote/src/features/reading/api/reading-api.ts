/**
 * The viewer's calls to the reading API (api/src/modules/reading/routes): open a reading session for one book, then
 * with its token read the document facts, page images, thumbnails, outline and search; bookmarks and the
 * saved page use the sign-in token. The contracts' `fetchJson` without its 401 action, not the RTK Query
 * api, so a refused call never triggers the store's "401 → /login" rule (docs/screens.md "The 401 rule")
 * while someone is reading: the viewer shows Session Expired instead.
 */
import { readingPaths, WATERMARK_CODE_HEADER } from '@exam/shared-contracts/constants';
import { readToken, takeEarlyReadingSession } from '@exam/web-platform/client';
import {
  expectOk,
  fetchJson,
  fetchOk,
  HttpStatusError,
  readJson,
  sendApiRequest,
} from '@exam/web-platform/client/fetch-json';
import { readingSessionBody, type ReadingRef } from '@exam/shared-contracts/rules';
import { bookZoomKey, initialZoom } from '../lib/fit-preference';
import type {
  BookmarkList,
  ReadingDocument,
  ReadingOutline,
  ReadingSearchResult,
  ReadingSession,
} from '@exam/shared-contracts/reading';

export { HttpStatusError };

/** Every reading call: no 401 action (the viewer shows Session Expired instead). */
const READING = { signOutOn401: false } as const;

const getJson = <T>(path: string, token: string | null, signal?: AbortSignal): Promise<T> =>
  fetchJson<T>(path, { ...READING, token, signal });

/**
 * `POST /api/reading/sessions` with the stored sign-in token (docs/domains/reading.md "The reader"): a
 * short-lived token scoped to this book, its lifetime, the saved page, and the reader's identity. The body
 * carries the view hint, so the API prepares the first page at once. `early` takes the session the shell
 * already asked for while this code loaded (first attempt only); a shell older than that helper has none to
 * give.
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
    sendApiRequest(readingPaths.readingSessions, {
      ...READING,
      method: 'POST',
      body: readingSessionBody(
        ref,
        window.devicePixelRatio,
        window.innerWidth,
        initialZoom(window.innerWidth, bookZoomKey(ref)),
      ),
      signal,
    }));
  return readJson<ReadingSession>(await expectOk(res, false));
}

/** `GET /api/reading/document` (reading token): page count, page sizes in points, the server's widths. */
export const fetchDocument = (token: string, signal?: AbortSignal) =>
  getJson<ReadingDocument>(readingPaths.readingDocument, token, signal);

/** `GET /api/reading/outline` (reading token): the table of contents with page numbers. */
export const fetchOutline = (token: string, signal?: AbortSignal) =>
  getJson<ReadingOutline>(readingPaths.readingOutline, token, signal);

/** `GET /api/reading/search?q=` (reading token): hits with page, snippet and highlight rectangles. */
export const searchBook = (token: string, q: string, signal?: AbortSignal) =>
  getJson<ReadingSearchResult>(readingPaths.readingSearch(q), token, signal);

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
  const res = await fetchOk(path, { ...READING, token, signal });
  return { blob: await res.blob(), watermarkCode: res.headers.get(WATERMARK_CODE_HEADER) };
}

/** `GET /api/reading/bookmarks/:bookId` (sign-in token). */
export const fetchBookmarks = (bookId: string, signal?: AbortSignal) =>
  getJson<BookmarkList>(readingPaths.readingBookmarks(bookId), readToken(), signal);

/** `PUT` (add) or `DELETE` (remove) `/api/reading/bookmarks/:bookId/:page` (sign-in token). */
export async function setBookmark(bookId: string, page: number, on: boolean): Promise<void> {
  await fetchOk(readingPaths.readingBookmark(bookId, page), {
    ...READING,
    method: on ? 'PUT' : 'DELETE',
    body: on ? {} : undefined,
  });
}

/**
 * `PUT /api/reading/progress/:bookId {page}`. `keepalive` lets the last save of a closing viewer (or a
 * closing tab) finish after the page is gone. Failures are ignored: resume is a convenience.
 */
export function saveReadingProgress(bookId: string, page: number, keepalive = false): void {
  const token = readToken();
  if (!token) return;
  sendApiRequest(readingPaths.readingProgress(bookId), {
    method: 'PUT',
    token,
    body: { page },
    keepalive,
  }).catch(() => undefined);
}
