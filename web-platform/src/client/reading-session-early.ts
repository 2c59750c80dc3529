import { readingPaths } from '@exam/shared-contracts/reading/paths';
import {
  READER_FIT_STORAGE_KEY,
  readingSessionBody,
  type ReadingRef,
} from '@exam/shared-contracts/rules/reading';
import { sendApiRequest } from './fetch-json';

/** How long a session asked for early waits for the viewer to take it (ms). */
const EARLY_SESSION_TTL_MS = 15_000;

const early = new Map<string, { at: number; response: Promise<Response> }>();
const keyOf = (ref: ReadingRef) => ref.bookId ?? `pdf:${ref.pdfUrl}`;

/**
 * Opens the reading session of `ref` before the viewer's code has arrived (docs/domains/reading.md "The
 * reader"): the shell calls it when it starts loading reader-remote, so the session, and the first page's
 * render on the server, run in parallel with that download. The viewer takes the answer with
 * {@link takeEarlyReadingSession}; one not taken within 15 s is dropped.
 */
export function startEarlyReadingSession(ref: ReadingRef): void {
  // The raw Response, whatever its status: the viewer reads it as its own call's (no 401 action).
  const response = sendApiRequest(readingPaths.readingSessions, {
    method: 'POST',
    body: readingSessionBody(
      ref,
      window.devicePixelRatio,
      window.innerWidth,
      // The device's FIT, else the screen's default: a zoom the student set for this book alone is the
      // viewer's to know (its own first call, when no early one waits), so the hint may then miss.
      localStorage.getItem(READER_FIT_STORAGE_KEY) === '1' ? 'fit' : undefined,
    ),
  });
  response.catch(() => undefined);
  early.set(keyOf(ref), { at: Date.now(), response });
}

/** The early session response for `ref` (taken once), or undefined when none is waiting. */
export function takeEarlyReadingSession(ref: ReadingRef): Promise<Response> | undefined {
  const key = keyOf(ref);
  const entry = early.get(key);
  early.delete(key);
  return entry && Date.now() - entry.at < EARLY_SESSION_TTL_MS ? entry.response : undefined;
}
