import { useEffect, useRef } from 'react';
import { Dialog } from '@exam/shared-ui/dialog';
import { createPortal } from 'react-dom';
import { historyEntry } from '@exam/web-platform/client';
import styled from 'styled-components';
import { useCachedImage } from '../hooks/use-cached-image';
import { useAppT } from '../lib/i18n';
import { imageWidth, type ImageCache } from '../lib/image-cache';
import { Button } from '@exam/shared-ui/button';

/** The enlarged image is this many times the window's width (CSS px): twice the size the screen shows. */
export const ZOOM_FACTOR = 2;

/** The enlarged question's history entry: Back closes it before it leaves the page. */
const zoomEntry = historyEntry('__examQuestionZoom');

/** The bar above the image's stage, in the kit's full-window dialog. */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
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
 * widths), panned by scrolling and zoomed further by pinching. The kit's dialog over the whole window
 * (`placement="full"`, dark): focus on Close, Tab kept inside, Escape and Close close it, and the focus goes
 * back to what opened it; the browser's Back closes it too (it adds a history entry while open).
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
  const cssWidth = Math.round(window.innerWidth * ZOOM_FACTOR);
  const image = useCachedImage(cache, pathFor(imageWidth(cssWidth, window.devicePixelRatio)), 0);
  const closing = useRef(onClose);
  closing.current = onClose;

  useEffect(() => {
    zoomEntry.push();
    const onPop = () => {
      if (!zoomEntry.isCurrent()) closing.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Closed by its button or Escape, not by Back: take its history entry away again.
      if (zoomEntry.isCurrent()) window.history.back();
    };
  }, []);

  const name = t('{image}, enlarged', { image: alt });
  // On the document's body: no box of the screen (a transformed one) can hold it inside itself.
  return createPortal(
    <Dialog placement="full" tone="dark" zIndex={1000} label={name} onClose={onClose}>
      <Column>
        <Bar>
          <span>{name}</span>
          <Button $variant="secondary" $size="touch" type="button" onClick={onClose}>
            {t('Close')}
          </Button>
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
      </Column>
    </Dialog>,
    document.body,
  );
}
