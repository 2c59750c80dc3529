import { useEffect, useState } from 'react';
import type { ReadingDocument, ReadingSession } from '@exam/shared-contracts/reading';
import { fetchDocument, openReadingSession } from '../api/reading-api';
import { isUnauthorized, loadErrorMessage } from '../lib/load-error';

export type ReadingState =
  | { status: 'loading' }
  | { status: 'ready'; session: ReadingSession; doc: ReadingDocument; openedAt: number }
  | { status: 'error'; error: string }
  | { status: 'expired' };

/**
 * Opens the book (docs/domains/reading.md "Viewer states": loading, then ready, error or session expired): a
 * reading session (`POST /api/reading/sessions` with the stored sign-in token), then `GET
 * /api/reading/document` with the session token (page count, page sizes, the server's width steps). No PDF
 * byte is ever requested. `attempt` changes on Retry and starts over with a new session; `active` false
 * (session expired) stops. The first attempt takes the session the shell opened early, if any
 * (`takeEarlyReadingSession`). A 401 on the document means the reading session is gone: `expired`.
 */
export function useReadingSession(
  pdfUrl: string,
  bookId: string | undefined,
  attempt: number,
  active: boolean,
): ReadingState {
  const [state, setState] = useState<ReadingState>({ status: 'loading' });

  useEffect(() => {
    if (!active) return undefined;
    const abort = new AbortController();
    setState({ status: 'loading' });
    (async () => {
      const session = await openReadingSession({ bookId, pdfUrl }, abort.signal, attempt === 0);
      const openedAt = Date.now();
      try {
        const doc = await fetchDocument(session.token, abort.signal);
        if (!abort.signal.aborted) setState({ status: 'ready', session, doc, openedAt });
      } catch (error) {
        if (isUnauthorized(error)) {
          if (!abort.signal.aborted) setState({ status: 'expired' });
          return;
        }
        throw error;
      }
    })().catch((error: unknown) => {
      if (!abort.signal.aborted) setState({ status: 'error', error: loadErrorMessage(error) });
    });
    return () => abort.abort();
  }, [pdfUrl, bookId, attempt, active]);

  return state;
}
