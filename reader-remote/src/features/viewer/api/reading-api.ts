/**
 * The viewer's calls to the reading API (api/src/routes/reading): open a reading session for one book and
 * save where the reader is. Plain fetch, not the RTK Query api, so a refused call never triggers the
 * store's "401 → /login" rule (SPEC 8) while someone is reading.
 */
import { API_BASE, paths } from '@exam/shared-contracts/constants';
import { readToken } from '@exam/shared-contracts/client';
import type { ReadingSession } from '@exam/shared-contracts/http';

/** A refused or failed call, with the HTTP status pdf.js errors also carry (see load-error.ts). */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/**
 * `POST /api/reading/sessions` with the stored sign-in token (SPEC 7): a short-lived token scoped to this
 * book, its lifetime, the saved page, and the reader's identity for the watermark.
 */
export async function openReadingSession(
  ref: { bookId?: string; pdfUrl: string },
  signal?: AbortSignal,
): Promise<ReadingSession> {
  const token = readToken();
  const res = await fetch(`${API_BASE}${paths.readingSessions}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(ref.bookId ? { bookId: ref.bookId } : { pdfUrl: ref.pdfUrl }),
    signal,
  });
  if (!res.ok) throw new HttpStatusError(res.status);
  return (await res.json()) as ReadingSession;
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
