import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, Muted } from '../../../components/ui';
import { usePageImage, type PageSource } from '../hooks/use-page-image';
import { useRegionDrag } from '../hooks/use-region-drag';
import { pxToPt, scaleOf, type PageBox, type Rect } from '../lib/region-geometry';
import { REGION_COLOURS } from '../lib/region-colours';
import { RegionBox, type PageRegion } from './region-box';

const Frame = styled.figure`
  margin: 0;
  display: grid;
  gap: 4px;
  figcaption {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The page at its PDF aspect ratio: the image and the boxes scale together with the column's width. */
const Sheet = styled.div<{ $touchDraw: boolean }>`
  position: relative;
  width: 100%;
  background: #ffffff;
  /* An outline, not a border: the box must be exactly the page, since pointer positions are converted to
     points from its bounding box. */
  outline: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
  user-select: none;
  -webkit-user-select: none;
  /* A finger scrolls the page unless drawing is switched on; boxes and handles set their own. */
  touch-action: ${({ $touchDraw }) => ($touchDraw ? 'none' : 'pan-x pan-y pinch-zoom')};
  cursor: crosshair;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    pointer-events: none;
    -webkit-user-drag: none;
  }
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  gap: 8px;
  justify-items: center;
  color: #334155;
  p {
    color: #b91c1c;
  }
`;

const DrawnBox = styled.div`
  position: absolute;
  box-sizing: border-box;
  border: 2px dashed ${REGION_COLOURS.single};
  background: rgba(29, 78, 216, 0.08);
  pointer-events: none;
`;

const SplitLine = styled.div`
  position: absolute;
  height: 0;
  border-top: 2px dashed #b91c1c;
  pointer-events: none;
`;

const pct = (n: number, of: number) => `${(100 * n) / of}%`;

/**
 * One page of the region editor: the page image (loaded once the page comes near the screen) with the
 * regions on it. `widthPx` is the page's CSS width (the column's), so the image is fetched at the right
 * size; positions are percentages of the page in points, so boxes stay on their text at any width. A press
 * on empty space draws a new region (with a finger only when `touchDraw`), unless `onPickY` is set: then a
 * press picks a height on the page (a split line). `splitAt` draws the split line being chosen.
 */
export function PageView({
  testId,
  source,
  pageNumber,
  pageCount,
  size,
  widthPx,
  regions,
  touchDraw,
  describedBy,
  splitAt,
  onPickY,
  onSelect,
  onCommit,
  onBoxKey,
}: {
  testId: string;
  source: PageSource;
  pageNumber: number;
  pageCount: number;
  size: PageBox;
  widthPx: number;
  regions: PageRegion[];
  touchDraw: boolean;
  describedBy: string;
  splitAt: { y: number; x: number; width: number } | null;
  onPickY: ((y: number) => void) | null;
  onSelect: (item: PageRegion) => void;
  onCommit: (item: PageRegion | null, page: number, rect: Rect) => void;
  onBoxKey: (item: PageRegion, e: KeyboardEvent) => void;
}): ReactElement {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = frame.current;
    if (!el || near) return undefined;
    // Inside the pages' own scrolling box (wide screens) "near" is measured against that box; a root
    // margin only widens the root, not the boxes that clip it.
    const box = el.closest<HTMLElement>('[data-scroll-root]');
    const scrolls = !!box && /(auto|scroll)/.test(getComputedStyle(box).overflowY);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { root: scrolls ? box : null, rootMargin: '800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const image = usePageImage(testId, pageNumber, widthPx, source, near);

  const { live, start, handlers } = useRegionDrag({
    overlay: frame,
    page: size,
    onCommit: (id, rect) =>
      onCommit(id === null ? null : (regions.find((r) => r.id === id) ?? null), pageNumber, rect),
  });

  /** Hands the height (points from the page's top) under a press to the split being chosen. */
  const pickAt = (clientY: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (box && onPickY) onPickY(pxToPt(clientY - box.top, scaleOf(box.width, size.w)));
  };
  const where = source === 'solutions' ? 'solutions PDF' : 'paper';
  return (
    <Frame>
      <Sheet
        ref={frame}
        $touchDraw={touchDraw || onPickY !== null}
        style={{ aspectRatio: `${size.w} / ${size.h}` }}
        data-testid="test-page"
        data-page={pageNumber}
        data-source={source}
        onPointerDown={(e) => {
          if (e.target !== e.currentTarget) return;
          if (onPickY) return pickAt(e.clientY);
          if (e.pointerType === 'touch' && !touchDraw) return;
          start(e, null, 'move');
        }}
        {...handlers}
      >
        {image.url ? (
          <img src={image.url} alt={`Page ${pageNumber} of ${pageCount} of the ${where}`} draggable={false} />
        ) : (
          <Placeholder aria-hidden={!image.failed}>
            {image.failed ? (
              <>
                <ErrorText role="alert">Page {pageNumber} could not be loaded</ErrorText>
                <Button type="button" $size="small" onClick={image.retry}>
                  Retry
                </Button>
              </>
            ) : (
              <Muted style={{ color: '#334155' }}>Loading page {pageNumber}…</Muted>
            )}
          </Placeholder>
        )}
        {regions.map((item) => (
          <RegionBox
            key={item.id}
            item={item}
            page={size}
            rect={live?.id === item.id ? live.rect : item.region}
            describedBy={describedBy}
            onGrab={(e, mode) => {
              e.stopPropagation();
              onSelect(item);
              if (onPickY) return pickAt(e.clientY);
              start(e, item.id, mode, item.region);
            }}
            onKeyDown={(e) => onBoxKey(item, e)}
            onFocus={() => {
              if (!item.active) onSelect(item);
            }}
          />
        ))}
        {live?.id === null && (
          <DrawnBox
            style={{
              left: pct(live.rect.x, size.w),
              top: pct(live.rect.y, size.h),
              width: pct(live.rect.width, size.w),
              height: pct(live.rect.height, size.h),
            }}
          />
        )}
        {splitAt && (
          <SplitLine
            data-testid="split-line"
            style={{
              top: pct(splitAt.y, size.h),
              left: pct(splitAt.x, size.w),
              width: pct(splitAt.width, size.w),
            }}
          />
        )}
      </Sheet>
      <figcaption>
        Page {pageNumber} of {pageCount}
      </figcaption>
    </Frame>
  );
}
