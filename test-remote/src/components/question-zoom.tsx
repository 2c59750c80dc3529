import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { historyEntry } from '@exam/shared-contracts/client';
import styled from 'styled-components';
import { useCachedImage } from '../hooks/use-cached-image';
import { useAppT } from '../lib/i18n';
import { imageWidth, type ImageCache } from '../lib/image-cache';
import { SecondaryButton } from './ui';

/** The enlarged image is this many times the window's width (CSS px): twice the size the screen shows. */
export const ZOOM_FACTOR = 2;

/** The enlarged question's history entry: Back closes it before it leaves the page. */
const zoomEntry = historyEntry('__examQuestionZoom');

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  background: #111827;
  color: #f9fafb;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 12px;
  font-weight: 600;
`;

// Scrolls both ways to pan; a pinch zooms further (the browser's own, the page allows it).
const Stage = styled.div`
  flex: 1;
  overflow: auto;
  touch-action: pan-x pan-y pinch-zoom;
  background: #ffffff;
  -webkit-touch-callout: none;
  user-select: none;
  img {
    display: block;
    max-width: none;
    height: auto;
    pointer-events: none;
  }
`;

/**
 * A question's marked image enlarged over the whole window (a tap or a pinch on the question opens it): the
 * image at {@link ZOOM_FACTOR} × the window's width, fetched at that width from the server (snapped to its
 * widths), panned by scrolling and zoomed further by pinching. Close, Escape and the browser's Back close
 * it (it adds a history entry while open), and the focus goes back to what opened it.
 */
export function QuestionZoom({
  cache,
  pathFor,
  alt,
  onClose,
}: {
  cache: ImageCache;
  pathFor: (w: number) => string;
  alt: string;
  onClose: () => void;
}) {
  const t = useAppT();
  const close = useRef<HTMLButtonElement>(null);
  const cssWidth = Math.round(window.innerWidth * ZOOM_FACTOR);
  const image = useCachedImage(cache, pathFor(imageWidth(cssWidth, window.devicePixelRatio)), 0);
  const closing = useRef(onClose);
  closing.current = onClose;

  useEffect(() => {
    zoomEntry.push();
    const onPop = () => {
      if (!zoomEntry.isCurrent()) closing.current();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        closing.current();
      }
    };
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus({ preventScroll: true });
    window.addEventListener('popstate', onPop);
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('keydown', onKey, true);
      // Closed by its button or Escape, not by Back: take its history entry away again.
      if (zoomEntry.isCurrent()) window.history.back();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const name = t('{image}, enlarged', { image: alt });
  // On the document's body: no box of the screen (a transformed one) can hold it inside itself.
  return createPortal(
    <Overlay role="dialog" aria-modal="true" aria-label={name}>
      <Bar>
        <span>{name}</span>
        <SecondaryButton ref={close} type="button" onClick={onClose}>
          {t('Close')}
        </SecondaryButton>
      </Bar>
      <Stage onContextMenu={(e) => e.preventDefault()}>
        {image.url ? (
          <img
            src={image.url}
            alt={alt}
            draggable={false}
            style={{ width: cssWidth }}
            data-watermark={image.watermarkCode ?? undefined}
            data-zoomed=""
          />
        ) : (
          <p role="status" style={{ color: '#374151', padding: 16 }}>
            {image.status === 'error'
              ? t('The image could not be loaded. Check your connection.')
              : t('Loading {image}...', { image: alt.toLowerCase() })}
          </p>
        )}
      </Stage>
    </Overlay>,
    document.body,
  );
}
