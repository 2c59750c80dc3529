import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { closeReader, selectOpenReader, startEarlyReadingSession } from '@exam/shared-contracts/client';
import type { PdfViewerProps } from '@exam/shared-contracts/federation';
import { RemoteSlot } from '../../../components/remote-slot';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  background: ${(p) => p.theme.colors.bg};
  overflow: auto;
`;

/**
 * The full-screen PDF viewer overlay (SPEC 2 "PDF viewer", ARCHITECTURE: the store dispatches `openReader`,
 * the shell lazy-loads reader-remote only then). Closing dispatches `closeReader`.
 */
export function ReaderOverlay() {
  const request = useSelector(selectOpenReader);
  const dispatch = useDispatch();
  const onClose = useCallback(() => dispatch(closeReader()), [dispatch]);
  const open = request !== null;

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
    <Overlay role="dialog" aria-modal="true" aria-label={`Reading ${request.title}`}>
      <RemoteSlot<PdfViewerProps>
        id="reader/PdfViewer"
        loadingLabel="Opening the reader..."
        onClose={onClose}
        props={{ pdfUrl: request.pdfUrl, title: request.title, bookId: request.bookId, onClose }}
      />
    </Overlay>
  );
}
