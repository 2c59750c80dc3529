import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useBoxWidth } from '../hooks/use-box-width';
import { useCachedImage } from '../hooks/use-cached-image';
import { useAppT } from '../lib/i18n';
import { imageWidth, type ImageCache } from '../lib/image-cache';
import { QUESTION_FRAME_BORDER_PX, QUESTION_FRAME_PAD_PX } from '../lib/question-frame';
import { QUESTION_IMAGE_GAP } from '@exam/shared-contracts/constants';
import type { QuestionImageShape } from '@exam/shared-contracts/exams';
import { useQuestionLayout } from '../hooks/use-question-layout';
import { seededImageUrl, takePrintedInHtml } from '../lib/reflow-seed';
import { needsReflow, reflowImageWidth } from '@exam/shared-contracts/exams/screen';
import { rememberFitBox, useFitChoice } from '../lib/fit-choice';
import { FIT_SWITCH_OVERHANG_PX, FitSwitch } from './fit-switch';
import { QuestionReflow } from './question-reflow';
import { QuestionZoom } from './question-zoom';
import { ErrorText } from './ui';
import { Button } from '@exam/shared-ui/button';

/**
 * The widest box (CSS px) in which the question waits for its layout before showing as printed: where a
 * reflow is likely (a phone, a small tablet). A question on a printed page's full width has its text under
 * 13 CSS px below about 650 px; wider boxes show the printed question at once, as a laptop always did.
 */
const HOLD_MAX_BOX_PX = 700;

/** A question's frame: the screen's, and the prerendered screen's (question-reflow-template.tsx). */
export const Frame = styled.div`
  position: relative;
  width: 100%;
  min-height: 120px;
  background: #ffffff;
  border: ${QUESTION_FRAME_BORDER_PX}px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  box-sizing: border-box;
  padding: ${QUESTION_FRAME_PAD_PX}px;
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
  /* On a phone, room above and below the top border for Fit to screen (FitSwitch), which sits on it: always
     there, so the switch's coming moves nothing, and it covers neither what is above the frame (the review's
     Bookmark) nor the question's first line. */
  @media (max-width: 600px) {
    margin-top: ${FIT_SWITCH_OVERHANG_PX}px;
    padding-top: ${FIT_SWITCH_OVERHANG_PX}px;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: 0 auto;
    pointer-events: none;
  }
`;

/**
 * The Enlarge button: a small square on the frame's top right corner, mostly over its border and padding so
 * it hides at most a few pixels of the question (a tap or a pinch anywhere on the image opens it too).
 */
const Enlarge = styled(Button).attrs({ $variant: 'secondary', $size: 'touch' } as const)`
  position: absolute;
  top: -10px;
  right: -10px;
  z-index: 1;
  width: 30px;
  height: 30px;
  min-height: 0;
  padding: 0;
  font-size: 1rem;
  line-height: 1;
  border-radius: 50%;
`;

/**
 * The image's place while it loads, when its shape is known: as high as the image will be at the box's
 * width, so nothing below moves when it arrives. The image fills it (a pixel of rounding is absorbed by
 * `object-fit`, never a shift).
 */
const Slot = styled.div`
  position: relative;
  width: 100%;
  img {
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: contain;
  }
  > [role='status'] {
    position: absolute;
    inset: 0;
    padding: 8px;
    display: flex;
    align-items: center;
    justify-content: center;
    overflow: hidden;
  }
`;

const Status = styled.div`
  padding: 24px 8px;
  text-align: center;
  color: #374151;
  p {
    color: #b91c1c;
  }
`;

/**
 * A marked question (or solution) image from the server, as wide as its box: it asks for `w` = the box's
 * width × devicePixelRatio (snapped to the server's widths), fetched with the token into an object URL.
 * Loading and error (with Retry, and again by itself when the browser is back online or `generation`
 * changes) states; the image cannot be dragged or long-pressed away. Enlarge (or a tap or a pinch on a touch
 * screen) opens it over the whole window at twice the size ({@link QuestionZoom}). `onShown` gets
 * the width asked for (px) and the box's (CSS px), once the image is here (the caller prefetches the next
 * one at that width).
 * With its `shape` (the attempt's, per language) the image's place is kept at its height while it loads.
 */
export function QuestionImage({
  cache,
  pathFor,
  alt,
  onShown,
  generation = 0,
  widthGroup,
  shape,
  layoutPathFor,
}: {
  cache: ImageCache;
  /** The API path of the image at width `w`. */
  pathFor: (w: number) => string;
  alt: string;
  onShown?: (w: number, box: number) => void;
  /** Bumped by the caller when an image refused before may be given now (the test was taken back here). */
  generation?: number;
  /** Images drawn one after another in the same place (useBoxWidth's group): each starts at the last width. */
  widthGroup?: string;
  /** The image's shape, when the server gave it: its place is kept while it loads. */
  shape?: Pick<QuestionImageShape, 'ratio' | 'parts'>;
  /** The API path of the image's layout at width `w`: given, a question too small to read is reflowed. */
  layoutPathFor?: (w: number) => string;
}) {
  const t = useAppT();
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(box, widthGroup);
  const [attempt, setAttempt] = useState(0);
  const w = width > 0 ? imageWidth(width, window.devicePixelRatio) : 0;
  // Both only grow, so their sum changes whenever either does.
  const image = useCachedImage(cache, w ? pathFor(w) : null, attempt + generation, () => onShown?.(w, width));
  const failed = image.status === 'error';
  // An image that failed while the network was down is asked for again as soon as it is back.
  useEffect(() => {
    if (!failed) return undefined;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed]);
  const shown = image.url !== null;
  // Too small to read at this width: Fit to screen lays the words out again at the box's width, from a
  // wider copy of the image (docs/domains/exams.md "Reading a question on a phone"). It is on until the
  // student turns it off, and kept for every question and test on this device.
  const probe = useQuestionLayout(layoutPathFor && w ? layoutPathFor(w) : null);
  const reflowW =
    probe.layout && needsReflow(probe.layout, width)
      ? reflowImageWidth(probe.layout, window.devicePixelRatio)
      : 0;
  const [fit, setFit] = useFitChoice();
  const wantReflow = reflowW > 0 && fit;
  const layout = useQuestionLayout(wantReflow ? layoutPathFor!(reflowW) : null);
  const wide = useCachedImage(
    wantReflow ? cache : null,
    wantReflow ? pathFor(reflowW) : null,
    attempt + generation,
  );
  const reflowed = wantReflow && layout.layout && wide.url && wide.path === pathFor(reflowW);
  // Until its own copy is here, the reflow the server's HTML drew is drawn from the same URL (in the
  // browser's cache), so taking over moves nothing.
  const reflowUrl = reflowed
    ? wide.url
    : wantReflow && layout.layout
      ? seededImageUrl(pathFor(reflowW))
      : undefined;
  // While a reflow may still come, the printed question waits in its place, so the screen never swaps one
  // for the other under the student's finger; a layout or wide copy that fails gives the printed one. A
  // question the server's HTML drew printed stays, and gives way once its reflow is here.
  const [drawnPrinted] = useState(() => (widthGroup ? takePrintedInHtml() : false));
  const reflowComing =
    wantReflow && !reflowUrl && !(layout.settled && !layout.layout) && wide.status !== 'error';
  const hold =
    fit && !!layoutPathFor && !drawnPrinted && width <= HOLD_MAX_BOX_PX && (!probe.settled || reflowComing);
  // Both layouts known (fetched ahead: lib/reflow-ahead.ts), only the wide copy to come: the reflow's place
  // is drawn at its final height, empty, so nothing below moves when the copy is here.
  // (Holding with a layout means a reflow is coming: its URL is not here yet.)
  const reflowPlace = hold && !!layout.layout;
  // Otherwise the place's height is not yet the question's: what follows the frame waits hidden
  // (`data-holding`), so nothing is drawn where it cannot stay (no layout shift).
  const holding = hold && !reflowPlace;
  // The exam screen's box, for the server to draw a reopened screen already reflowed.
  useEffect(() => {
    if (fit && widthGroup && width > 0) rememberFitBox({ box: width, dpr: window.devicePixelRatio });
  }, [fit, widthGroup, width]);
  const [zoomed, setZoomed] = useState(false);
  const pointer = useRef('');
  const img = shown && !hold && (
    <img src={image.url!} alt={alt} draggable={false} data-watermark={image.watermarkCode ?? undefined} />
  );
  const loading = ((image.status === 'loading' && !shown) || hold) && (
    <Status role="status">{t('Loading {image}...', { image: alt.toLowerCase() })}</Status>
  );
  // The image's height at the width asked for (before the box is measured: at a phone's usual width).
  const imagePx = w || 800;
  const keepPlace = shape && image.status !== 'error';
  return (
    <Frame
      ref={box}
      data-question-frame=""
      aria-busy={image.status === 'loading' || hold}
      data-holding={holding ? '' : undefined}
      onContextMenu={(e) => e.preventDefault()}
      onDragStart={(e) => e.preventDefault()}
      // On a touch screen a tap or the start of a pinch opens the question enlarged; a mouse uses Enlarge.
      // The tap opens on its click, after the browser has moved the focus, so the focus stays on Close.
      onPointerDown={(e) => (pointer.current = e.pointerType)}
      onClick={() => shown && pointer.current === 'touch' && setZoomed(true)}
      onTouchStart={(e) => shown && e.touches.length > 1 && setZoomed(true)}
    >
      {shown && (
        <Enlarge
          type="button"
          aria-label={t('Enlarge {image}', { image: alt })}
          title={t('Enlarge {image}', { image: alt })}
          onClick={() => setZoomed(true)}
        >
          <span aria-hidden="true">⤢</span>
        </Enlarge>
      )}
      {zoomed && <QuestionZoom cache={cache} pathFor={pathFor} alt={alt} onClose={() => setZoomed(false)} />}
      {reflowW > 0 && <FitSwitch on={fit} onChange={setFit} />}
      {reflowUrl && layout.layout ? (
        <QuestionReflow url={reflowUrl} layout={layout.layout} alt={alt} width={width} />
      ) : reflowPlace ? (
        <Slot>
          <QuestionReflow url={null} layout={layout.layout!} alt={alt} width={width} />
          {loading}
        </Slot>
      ) : keepPlace ? (
        <Slot
          style={{
            aspectRatio: `${imagePx} / ${imagePx * shape.ratio + QUESTION_IMAGE_GAP * (shape.parts - 1)}`,
          }}
        >
          {img}
          {loading}
        </Slot>
      ) : (
        <>
          {img}
          {loading}
        </>
      )}
      {image.status === 'error' && (
        <Status>
          <ErrorText role="alert">
            {image.error?.kind === 'refused'
              ? t('The image could not be loaded: {reason}', { reason: image.error.message })
              : t('The image could not be loaded. Check your connection.')}
          </ErrorText>
          <Button $variant="secondary" $size="touch" type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('Retry')}
          </Button>
        </Status>
      )}
    </Frame>
  );
}
