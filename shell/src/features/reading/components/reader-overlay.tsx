import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { closeReader, selectOpenReader, startEarlyReadingSession } from '@exam/shared-contracts/client';
import type { PdfViewerProps } from '@exam/shared-contracts/federation';
import { RemoteSlot } from '../../../components/remote-slot';
import { dropReaderEntry, inertSiblings, onReaderEntry, pushReaderEntry } from '../lib/reader-history';
import { useShellT } from '../../../lib/i18n';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  background: ${(p) => p.theme.colors.bg};
  overflow: auto;
  &:focus {
    outline: none;
  }
`;

/**
 * The full-screen PDF viewer overlay (docs/domains/reading.md "The viewer", "The reader": the store
 * dispatches `openReader`, the shell lazy-loads reader-remote only then). A modal: the page behind is `inert`
 * while it is open. Opening adds a history entry, so the phone's Back closes the viewer and leaves the page
 * behind as it was; closing it otherwise goes back over that entry. Closing dispatches `closeReader`.
 */
export function ReaderOverlay() {
  const request = useSelector(selectOpenReader);
  const dispatch = useDispatch();
  const overlayRef = useRef<HTMLDivElement>(null);
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
    const overlay = overlayRef.current;
    const restore = overlay ? inertSiblings(overlay) : () => undefined;
    // A modal dialog: focus moves into it (the page behind is inert, so Tab stays inside) and goes back to
    // what opened it (the Read Now button) when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    overlay?.focus({ preventScroll: true });
    return () => {
      window.removeEventListener('popstate', onPop);
      restore();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      // Closed by its button (not by Back): drop the reader's entry, so the next Back leaves the page.
      if (onReaderEntry()) window.history.back();
    };
  }, [open, dispatch]);

  // The reading session (and the first page's render on the server) start while reader-remote downloads.
  useEffect(() => {
    if (request) startEarlyReadingSession({ bookId: request.bookId, pdfUrl: request.pdfUrl });
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
    <Overlay
      ref={overlayRef}
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-label={t('Reading {title}', { title: request.title })}
    >
      <RemoteSlot<PdfViewerProps>
        id="reader/PdfViewer"
        loadingLabel={t('Opening the reader...')}
        onClose={onClose}
        props={{ pdfUrl: request.pdfUrl, title: request.title, bookId: request.bookId, onClose }}
      />
    </Overlay>
  );
}
