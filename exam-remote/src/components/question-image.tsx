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
import { seededImageUrl } from '../lib/reflow-seed';
import { needsReflow, reflowImageWidth } from '@exam/shared-contracts/exams/screen';
import { rememberFitBox, useFitChoice } from '../lib/fit-choice';
import { FitSwitch } from './fit-switch';
import { QuestionReflow } from './question-reflow';
import { QuestionZoom } from './question-zoom';
import { ErrorText } from './ui';
import { Button } from '@exam/shared-ui/button';

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
  /* On a phone, room above for Fit to screen (FitSwitch), which sits on the top border: always there, so the
     switch's coming moves nothing, and it never covers what is above the frame (the review's Bookmark). */
  @media (max-width: 600px) {
    margin-top: 14px;
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

/** The prerendered image: as wide as its box, as high as its own shape (its attributes' until it loads). */
const Whole = styled.img`
  && {
    width: 100%;
    height: auto;
  }
`;

/**
 * A question image in the server's HTML (the prerendered exam screen, before any script runs): the same frame
 * as {@link QuestionImage}'s, holding an `<img>` the browser fetches itself, by the attempt's resume cookie
 * (`srcSet` with `w` descriptors and `sizes` as the screen will lay it out, so it picks the width the screen
 * asks for; `width` × `height` px its shape at the fallback `src`'s width, and `ratio` the screen's, so its
 * place is the screen's while it loads and after). Every copy of the page (a theme's, a language's) names
 * the same URL with the same `sizes`, so the browser fetches it once, as it reads the HTML.
 */
export function QuestionImageTemplate({
  src,
  srcSet,
  sizes,
  width,
  height,
  ratio,
  alt,
  watermark,
}: {
  src: string;
  srcSet: string;
  sizes: string;
  width: string;
  height: string;
  /** The CSS aspect ratio of the image's place (`640 / 231.4`): QuestionImage's, so both boxes are equal. */
  ratio: string;
  alt: string;
  watermark: string;
}) {
  return (
    <Frame>
      <Whole
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        width={width}
        height={height}
        style={{ aspectRatio: ratio }}
        alt={alt}
        fetchPriority="high"
        draggable={false}
        data-watermark={watermark}
        data-question-image=""
        // The page's largest paint: in Hindi the face is fetched after it (docs/speed.md "Prerendered first paint").
        data-lead-image=""
      />
    </Frame>
  );
}

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
 * the width asked for, once the image is on screen (the caller prefetches the next one at that width).
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
  onShown?: (w: number) => void;
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
  const image = useCachedImage(cache, w ? pathFor(w) : null, attempt + generation, () => onShown?.(w));
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
  // wider copy of the image (docs/domains/exams.md "Reading a question on a phone"); the image as printed
  // until both are here. The student's choice is kept for every question and test on this device.
  const probe = useQuestionLayout(layoutPathFor && w ? layoutPathFor(w) : null);
  const reflowW = probe && needsReflow(probe, width) ? reflowImageWidth(probe, window.devicePixelRatio) : 0;
  const [fit, setFit] = useFitChoice();
  const wantReflow = reflowW > 0 && fit;
  const layout = useQuestionLayout(wantReflow ? layoutPathFor!(reflowW) : null);
  const wide = useCachedImage(
    wantReflow ? cache : null,
    wantReflow ? pathFor(reflowW) : null,
    attempt + generation,
  );
  const reflowed = wantReflow && layout && wide.url && wide.path === pathFor(reflowW);
  // Until its own copy is here, the reflow the server's HTML drew is drawn from the same URL (in the
  // browser's cache), so taking over moves nothing.
  const reflowUrl = reflowed ? wide.url : wantReflow && layout ? seededImageUrl(pathFor(reflowW)) : undefined;
  // The exam screen's box, for the server to draw a reopened screen already reflowed.
  useEffect(() => {
    if (fit && widthGroup && width > 0) rememberFitBox({ box: width, dpr: window.devicePixelRatio });
  }, [fit, widthGroup, width]);
  const [zoomed, setZoomed] = useState(false);
  const pointer = useRef('');
  const img = shown && (
    <img src={image.url!} alt={alt} draggable={false} data-watermark={image.watermarkCode ?? undefined} />
  );
  const loading = image.status === 'loading' && !shown && (
    <Status role="status">{t('Loading {image}...', { image: alt.toLowerCase() })}</Status>
  );
  // The image's height at the width asked for (before the box is measured: at a phone's usual width).
  const imagePx = w || 800;
  const keepPlace = shape && image.status !== 'error';
  return (
    <Frame
      ref={box}
      data-question-frame=""
      aria-busy={image.status === 'loading'}
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
      {reflowUrl && layout ? (
        <QuestionReflow url={reflowUrl} layout={layout} alt={alt} width={width} />
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
