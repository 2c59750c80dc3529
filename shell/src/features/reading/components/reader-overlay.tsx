import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { closeReader, selectOpenReader, startEarlyReadingSession } from '@exam/web-platform/client';
import { Spinner } from '@exam/shared-ui/spinner';
import { preloadRemoteModule } from '../../../lib/remotes';
import { dropReaderEntry, onReaderEntry, pushReaderEntry } from '../lib/reader-history';
import { READER_VIEW_ID } from '../lib/reader-view';
import { useShellT } from '../../../lib/i18n';

/** The viewer's dialog (reader-sheet.tsx), fetched when a book is first opened. */
const ReaderSheet = lazy(() => import('./reader-sheet'));

/** What covers the page for the moment the viewer's dialog is on its way: the page's colour, a spinner. */
const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  background: ${(p) => p.theme.colors.bg};
`;

/**
 * The full-screen PDF viewer overlay (docs/domains/reading.md "The viewer", "The reader": the store
 * dispatches `openReader`, the shell lazy-loads reader-remote only then), drawn in the kit's dialog by
 * {@link ReaderSheet}, a chunk fetched when a book is first opened. Opening adds a history entry, so the
 * phone's Back closes the viewer and leaves the page behind as it was; closing it otherwise goes back over
 * that entry. Closing dispatches `closeReader`.
 */
export function ReaderOverlay() {
  const request = useSelector(selectOpenReader);
  const dispatch = useDispatch();
  const onClose = useCallback(() => dispatch(closeReader()), [dispatch]);
  const open = request !== null;
  const t = useShellT();

  // A reader entry left by a reload is not a reader any more.
  useEffect(() => dropReaderEntry(), []);

  useEffect(() => {
    if (!open) return undefined;
    pushReaderEntry();
    const onPop = () => {
      if (!onReaderEntry()) dispatch(closeReader());
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Closed by its button (not by Back): drop the reader's entry, so the next Back leaves the page.
      if (onReaderEntry()) window.history.back();
    };
  }, [open, dispatch]);

  // The reading session (and the first page's render on the server) start while reader-remote downloads,
  // and reader-remote while the dialog's chunk does (its slot takes this load).
  useEffect(() => {
    if (!request) return;
    startEarlyReadingSession({ bookId: request.bookId, pdfUrl: request.pdfUrl });
    preloadRemoteModule(READER_VIEW_ID);
  }, [request]);

  // The page behind must not scroll (or show a second scrollbar) while the reader covers it.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!request) return null;
  return (
    <Suspense
      fallback={
        <Cover>
          <Spinner label={t('Opening the reader...')} />
        </Cover>
      }
    >
      <ReaderSheet book={request} onClose={onClose} />
    </Suspense>
  );
}
