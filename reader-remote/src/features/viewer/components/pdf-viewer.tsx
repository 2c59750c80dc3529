import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '@exam/shared-contracts/client';
import type { PdfViewerProps } from '@exam/shared-contracts/federation';
import { usePdfDocument } from '../hooks/use-pdf-document';
import { usePageRender } from '../hooks/use-page-render';
import { usePageNavigation } from '../hooks/use-page-navigation';
import { useViewerKeys } from '../hooks/use-viewer-keys';
import { useSessionExpired } from '../hooks/use-session-timer';
import { useImmersive } from '../hooks/use-immersive';
import { usePinchZoom } from '../hooks/use-pinch-zoom';
import { useBoxSize } from '../../../hooks/use-box-size';
import { defaultZoom, effectiveScale, nextZoom, RESET_ZOOM, type Zoom } from '../lib/zoom';
import { readerIdentity, watermarkLines } from '../lib/watermark';
import { useSaveProgress } from '../hooks/use-save-progress';
import { PrintBlock } from './print-block';
import type { ViewerCommand } from '../lib/keys';
import { Toolbar } from './toolbar';
import { ErrorPanel, LoadingPanel, SessionExpiredPanel } from './panels';
import { Overlay, PageCanvas, PageFrame, Stage } from './styles';

/** The signed-in reader's e-mail from the host's session slice (null when it has none): a fallback only. */
function useStoreEmail(): string | null {
  return useSelector((state: unknown) => {
    try {
      return selectUser(state as Parameters<typeof selectUser>[0])?.email ?? null;
    } catch {
      return null;
    }
  });
}

/**
 * The protected PDF viewer (SPEC 2 "PDF viewer", SPEC 4, 8, 9): a full-screen overlay that opens a reading
 * session, streams the PDF through `/api/pdf-proxy` with HTTP Range requests carrying the session token,
 * renders only the current page into a canvas watermarked with the reader's identity, reopens at the saved
 * page, and blocks saving, printing, copying and developer-tool shortcuts while open.
 * Props: `pdfUrl` (the book's PDF key), `title`, `onClose`, optional `bookId` (PdfViewerProps).
 */
export default function PdfViewer({ pdfUrl, title, onClose, bookId }: PdfViewerProps): ReactElement {
  const overlayRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [retries, setRetries] = useState(0);
  const [zoom, setZoom] = useState<Zoom>(() => defaultZoom(window.innerWidth));
  const [darkPage, setDarkPage] = useState(false);
  const [sessionStart, setSessionStart] = useState<{ at: number; seconds: number } | null>(null);
  const { expired, expireNow } = useSessionExpired(sessionStart?.at ?? null, sessionStart?.seconds);
  const loaded = usePdfDocument(pdfUrl, bookId, retries, !expired);
  const session = loaded.session;
  if (loaded.status === 'ready' && sessionStart?.at !== loaded.openedAt) {
    setSessionStart({ at: loaded.openedAt, seconds: loaded.session.expiresIn });
  }
  const storeEmail = useStoreEmail();
  const identity = readerIdentity(session?.reader) ?? storeEmail;
  const watermark = useMemo(() => watermarkLines(new Date(), identity), [identity]);

  const doc = loaded.status === 'ready' ? loaded.doc : null;
  const total = doc?.numPages ?? 0;
  const { page, goTo, prev, next, transitioning } = usePageNavigation(total, session?.lastPage ?? null);
  useSaveProgress(session?.bookId ?? null, page, session?.lastPage ?? null, !!doc && !expired);
  const box = useBoxSize(stageRef);
  const { immersive, controlsVisible, toggle: toggleImmersive, onActivity } = useImmersive(overlayRef);

  // Fit needs the page's size, known after the first pass; a fixed zoom renders at once.
  const [pageSize, setPageSize] = useState<{ width: number; height: number } | null>(null);
  const scale =
    zoom === 'fit'
      ? pageSize && box.width > 0
        ? effectiveScale('fit', pageSize.width, pageSize.height, box.width, box.height)
        : null
      : zoom;
  const rendered = usePageRender(doc, page, scale, canvasRef, watermark, expireNow);
  if (
    rendered.pageSize &&
    (rendered.pageSize.width !== pageSize?.width || rendered.pageSize.height !== pageSize?.height)
  ) {
    setPageSize(rendered.pageSize);
  }
  const shownScale = scale ?? (typeof zoom === 'number' ? zoom : RESET_ZOOM);

  const zoomBy = useCallback(
    (direction: 'in' | 'out') => setZoom(nextZoom(shownScale, direction)),
    [shownScale],
  );
  const toggleFit = useCallback(() => setZoom((z) => (z === 'fit' ? RESET_ZOOM : 'fit')), []);
  const reset = useCallback(() => setZoom(RESET_ZOOM), []);
  const retry = useCallback(() => setRetries((n) => n + 1), []);

  const onCommand = (command: ViewerCommand) => {
    if (command === 'close') return onClose();
    if (command === 'fullscreen') return toggleImmersive();
    if (!doc || expired) return;
    if (command === 'prev') prev();
    else if (command === 'next') next();
    else if (command === 'zoomIn') zoomBy('in');
    else if (command === 'zoomOut') zoomBy('out');
    else if (command === 'resetZoom') reset();
  };
  useViewerKeys(onCommand);
  usePinchZoom(
    stageRef,
    () => shownScale,
    (z) => setZoom(z),
  );

  const error = loaded.status === 'error' ? loaded.error : rendered.error;
  const showPage = !expired && !error && loaded.status === 'ready';

  return (
    <Overlay
      ref={overlayRef}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-testid="pdf-viewer"
      onPointerMove={onActivity}
      onPointerDown={onActivity}
      onContextMenu={(e) => e.preventDefault()}
      onDragStart={(e) => e.preventDefault()}
      onCopy={(e) => e.preventDefault()}
    >
      <PrintBlock />
      <Toolbar
        title={title}
        page={page}
        total={total}
        scale={shownScale}
        fit={zoom === 'fit'}
        darkPage={darkPage}
        immersive={immersive}
        hidden={immersive && !controlsVisible}
        ready={showPage}
        onPrev={prev}
        onNext={next}
        onGo={goTo}
        onZoomIn={() => zoomBy('in')}
        onZoomOut={() => zoomBy('out')}
        onFit={toggleFit}
        onReset={reset}
        onToggleDark={() => setDarkPage((d) => !d)}
        onToggleImmersive={toggleImmersive}
        onClose={onClose}
      />
      <Stage ref={stageRef}>
        {expired && <SessionExpiredPanel onClose={onClose} />}
        {!expired && error && (
          <ErrorPanel message={error} retries={retries} onRetry={retry} onClose={onClose} />
        )}
        {!expired && !error && loaded.status === 'loading' && <LoadingPanel />}
        {/* The canvas stays mounted while the document is ready, so a re-render paints over the old page. */}
        {showPage && (
          <PageFrame
            key={page}
            data-testid="pdf-page"
            data-page={page}
            data-painted={rendered.painted}
            data-rendering={rendered.rendering}
            data-transition={transitioning}
          >
            <PageCanvas ref={canvasRef} $dark={darkPage} aria-label={`Page ${page} of ${total}`} role="img" />
          </PageFrame>
        )}
      </Stage>
    </Overlay>
  );
}
