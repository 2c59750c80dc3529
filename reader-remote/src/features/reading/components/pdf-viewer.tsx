import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { PdfViewerProps } from '@exam/shared-contracts/federation';
import type { PageRect, SearchHit } from '@exam/shared-contracts/reading';
import { useIntlLocale } from '@exam/web-platform/i18n';
import { useReaderMessages, useReaderT } from '../../../lib/i18n';
import { useReadingSession } from '../hooks/use-reading-session';
import { usePageImage } from '../hooks/use-page-image';
import { useSessionWatch } from '../hooks/use-session-watch';
import { usePageNavigation } from '../hooks/use-page-navigation';
import { useViewerKeys } from '../hooks/use-viewer-keys';
import { useSessionExpired } from '../hooks/use-session-timer';
import { useImmersive } from '../hooks/use-immersive';
import { usePinchZoom } from '../hooks/use-pinch-zoom';
import { useSaveProgress } from '../hooks/use-save-progress';
import { useBookmarks, useOutline, useSearch } from '../hooks/use-study';
import { useBoxSize } from '../../../hooks/use-box-size';
import { effectiveScale, nextZoom, RESET_ZOOM, type Zoom } from '../lib/zoom';
import { bookZoomKey, initialZoom, rememberZoom } from '../lib/fit-preference';
import { useSwipe } from '../hooks/use-swipe';
import { useImageCache } from '../hooks/use-image-cache';
import { useStoreEmail } from '../hooks/use-store-email';
import { useVisibleTiles } from '../hooks/use-visible-tiles';
import { DEFAULT_STEPS, snapWidth, wantedPixels } from '../lib/page-widths';
import { readerIdentity, watermarkLines } from '../lib/watermark';
import type { ViewerCommand } from '../lib/keys';
import { PrintBlock } from './print-block';
import { Toolbar } from './toolbar';
import { PageView } from './page-view';
import { StudyPanel } from './study-panel';
import { ErrorPanel, LoadingPanel, SessionExpiredPanel, TakenOverPanel } from './panels';
import { Body, Overlay, Stage } from './pdf-viewer-styles';

/** A4 in points: the page shape until the server has told the real one. */
const FALLBACK_PAGE = { w: 595, h: 842 };

/**
 * The protected viewer (docs/domains/reading.md "The viewer", "Viewer states", "Viewer errors",
 * "Viewer limits", "The reader"): a full-screen overlay that opens a reading session and shows
 * SERVER-RENDERED page images only. The PDF, its text layer and pdf.js never reach the browser; every image
 * carries the reader's mark and leak code burned in by the API. Each image is fetched with the reading token
 * (Authorization header → blob → object URL, revoked when no longer shown) at the page's CSS width ×
 * devicePixelRatio snapped to the server's steps; above the largest step only the visible tiles are fetched;
 * the next two pages are prefetched so a turn is instant. Study tools: search with highlights, the outline,
 * thumbnails, bookmarks. Reopens at the saved page. Props: `pdfUrl` (the book's PDF key), `title`, `onClose`,
 * optional `bookId` (PdfViewerProps). In Hindi it suspends until the reader's Hindi messages are in, so the
 * host's loading state stays up instead of an English flash.
 */
export default function PdfViewer({ pdfUrl, title, onClose, bookId }: PdfViewerProps): ReactElement {
  useReaderMessages();
  const t = useReaderT();
  const locale = useIntlLocale();
  const overlayRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLElement>(null);
  const pageBoxRef = useRef<HTMLDivElement>(null);
  const [retries, setRetries] = useState(0);
  const [sessionAttempt, setSessionAttempt] = useState(0);
  const zoomKey = bookZoomKey({ bookId, pdfUrl });
  const [zoom, setZoom] = useState<Zoom>(() => initialZoom(window.innerWidth, zoomKey));
  const [darkPage, setDarkPage] = useState(false);
  const [studyOpen, setStudyOpen] = useState(false);
  const [highlight, setHighlight] = useState<{ page: number; rects: PageRect[] } | null>(null);
  const [sessionStart, setSessionStart] = useState<{ at: number; seconds: number } | null>(null);
  // The book was opened on another device (409): this viewer stops until the student takes it back.
  const [takenOver, setTakenOver] = useState(false);
  const markTakenOver = useCallback(() => setTakenOver(true), []);
  const { expired: timedOut, expireNow } = useSessionExpired(sessionStart?.at ?? null, sessionStart?.seconds);
  const reading = useReadingSession(pdfUrl, bookId, sessionAttempt, !timedOut);
  const expired = timedOut || reading.status === 'expired';
  // Read here: a new reading session on this device, which ends the other device's.
  const takeBack = useCallback(() => {
    setTakenOver(false);
    setSessionAttempt((n) => n + 1);
  }, []);
  const ready = reading.status === 'ready' ? reading : null;
  if (ready && sessionStart?.at !== ready.openedAt)
    setSessionStart({ at: ready.openedAt, seconds: ready.session.expiresIn });

  const token = ready && !expired && !takenOver ? ready.session.token : null;
  const pages = useImageCache(token);
  useSessionWatch(token, markTakenOver, expireNow);
  const thumbs = useImageCache(token);
  const storeEmail = useStoreEmail();
  const identity = readerIdentity(ready?.session.reader, t) ?? storeEmail;
  const watermark = useMemo(() => watermarkLines(new Date(), identity, locale, t), [identity, locale, t]);

  const doc = ready?.doc ?? null;
  const total = doc?.pageCount ?? 0;
  const { page, goTo, prev, next, transitioning } = usePageNavigation(total, ready?.session.lastPage ?? null);
  const box = useBoxSize(stageRef);
  const { immersive, controlsVisible, toggle: toggleImmersive, onActivity } = useImmersive(overlayRef);

  // Geometry: the page in points, the zoom's CSS size, the device pixels wanted, the server's step.
  const size = doc?.pageSizes?.[page - 1] ?? doc?.pageSize ?? FALLBACK_PAGE;
  const scale = effectiveScale(zoom, size.w, size.h, box.width, box.height);
  const cssWidth = Math.round(size.w * scale);
  const cssHeight = Math.round(size.h * scale);
  const steps = doc
    ? { widths: doc.widths, tileSize: doc.tileSize, tileWidths: doc.tileWidths }
    : DEFAULT_STEPS;
  const image = snapWidth(wantedPixels(cssWidth, window.devicePixelRatio, window.innerWidth), steps);
  const baseWidth = steps.widths[steps.widths.length - 1];

  // Above the largest width: only the tiles inside the stage's viewport, re-chosen as it scrolls.
  const tiles = useVisibleTiles({
    stageRef,
    pageBoxRef,
    image,
    page,
    cssWidth,
    aspect: size.h / size.w,
    box,
    tileSize: steps.tileSize,
  });

  const shown = usePageImage(pages, page, total, image, baseWidth, tiles, retries, expireNow, markTakenOver);
  const pageShown = shown.page === page && shown.status === 'ready';
  useSaveProgress(
    ready?.session.bookId ?? null,
    pageShown ? page : null,
    ready?.session.lastPage ?? null,
    !expired,
  );

  const outline = useOutline(studyOpen ? token : null, expireNow);
  const { state: search, search: runSearch } = useSearch(token, expireNow);
  const bookmarks = useBookmarks(ready?.session.bookId ?? null);
  const bookmarked = bookmarks.bookmarks.some((b) => b.page === page);

  const zoomBy = useCallback((direction: 'in' | 'out') => setZoom(nextZoom(scale, direction)), [scale]);
  // Each book opens at the zoom it was last read at on this device; FIT is also the next new book's.
  useEffect(() => rememberZoom(zoomKey, zoom), [zoomKey, zoom]);
  const toggleFit = useCallback(() => setZoom((z) => (z === 'fit' ? RESET_ZOOM : 'fit')), []);
  const reset = useCallback(() => setZoom(RESET_ZOOM), []);
  const retry = useCallback(() => {
    setRetries((n) => n + 1);
    if (reading.status === 'error') setSessionAttempt((n) => n + 1);
  }, [reading.status]);
  const onHit = useCallback(
    (hit: SearchHit) => {
      setHighlight({ page: hit.page, rects: hit.rects });
      goTo(hit.page);
    },
    [goTo],
  );

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
  useSwipe(
    stageRef,
    () => {
      if (doc && !expired) prev();
    },
    () => {
      if (doc && !expired) next();
    },
  );
  usePinchZoom(
    stageRef,
    () => scale,
    (z) => setZoom(z),
  );

  const showPage = !expired && !takenOver && !!ready;

  return (
    <Overlay
      ref={overlayRef}
      // One dialog: the shell's overlay around this remote is the modal dialog (it is there while this
      // code downloads, and holds the focus); the viewer inside it is a region named by the book.
      role="region"
      aria-label={title}
      data-testid="pdf-viewer"
      onPointerMove={onActivity}
      onPointerDown={onActivity}
      onContextMenu={(e) => e.preventDefault()}
      onDragStart={(e) => e.preventDefault()}
      onCopy={(e) => e.preventDefault()}
      onCut={(e) => e.preventDefault()}
    >
      <PrintBlock $notice={t('Printing is disabled in the secure viewer.')} />
      <Toolbar
        title={title}
        page={page}
        total={total}
        scale={scale}
        fit={zoom === 'fit'}
        darkPage={darkPage}
        immersive={immersive}
        hidden={immersive && !controlsVisible}
        ready={showPage}
        studyOpen={studyOpen}
        bookmarked={bookmarked}
        onPrev={prev}
        onNext={next}
        onGo={goTo}
        onZoomIn={() => zoomBy('in')}
        onZoomOut={() => zoomBy('out')}
        onFit={toggleFit}
        onReset={reset}
        onToggleDark={() => setDarkPage((d) => !d)}
        onToggleImmersive={toggleImmersive}
        onToggleStudy={() => setStudyOpen((o) => !o)}
        onToggleBookmark={() => bookmarks.toggle(page)}
        onClose={onClose}
      />
      <Body style={{ position: 'relative' }}>
        {showPage && studyOpen && (
          <StudyPanel
            page={page}
            total={total}
            outline={outline}
            search={search}
            onSearch={runSearch}
            onHit={onHit}
            bookmarks={bookmarks.bookmarks}
            bookmarkError={bookmarks.error}
            onRemoveBookmark={bookmarks.toggle}
            thumbs={thumbs}
            onGo={goTo}
          />
        )}
        {/* Focusable, so a keyboard alone can scroll a page taller than the screen (WCAG 2.1.1; axe
            scrollable-region-focusable). */}
        <Stage ref={stageRef} tabIndex={0} aria-label={t('Page view')}>
          {expired && <SessionExpiredPanel onClose={onClose} />}
          {!expired && takenOver && <TakenOverPanel onTakeBack={takeBack} onClose={onClose} />}
          {!expired && !takenOver && reading.status === 'error' && (
            <ErrorPanel message={reading.error} retries={retries} onRetry={retry} onClose={onClose} />
          )}
          {!expired && reading.status === 'loading' && <LoadingPanel />}
          {showPage && (
            <PageView
              page={page}
              total={total}
              width={cssWidth}
              height={cssHeight}
              tiledWidth={image.tiled ? image.width : null}
              tileSize={steps.tileSize}
              image={shown}
              darkPage={darkPage}
              transitioning={transitioning}
              highlights={highlight?.page === page ? highlight.rects : []}
              watermark={watermark}
              retries={retries}
              onRetry={retry}
              onClose={onClose}
              boxRef={pageBoxRef}
            />
          )}
        </Stage>
      </Body>
    </Overlay>
  );
}
