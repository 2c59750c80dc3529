import { useEffect, useState, type RefObject } from 'react';
import { visiblePart, visibleTiles, type ImageWidth, type Rect, type Tile } from '../lib/page-widths';

/** What {@link useVisibleTiles} reads: the stage and page box, the image chosen, the page's shape. */
export interface VisibleTilesInput {
  /** The scrolling stage (its viewport) and the page's box inside it. */
  stageRef: RefObject<HTMLElement | null>;
  pageBoxRef: RefObject<HTMLDivElement | null>;
  /** The image width chosen for the page (`snapWidth`); only a tiled one has tiles. */
  image: ImageWidth;
  /** The page shown, its width in CSS px and its aspect (height ÷ width). */
  page: number;
  cssWidth: number;
  aspect: number;
  /** The stage's content box in CSS px: the visible area until the first measure. */
  box: { width: number; height: number };
  /** The server's tile size in image px. */
  tileSize: number;
}

/**
 * The tiles to fetch for a page shown above the server's largest width (`image.tiled`): only those inside
 * the stage's viewport, measured again (at most once a frame) as the stage scrolls, and when the image,
 * the page or its CSS width changes. A page that is not tiled has none ([]).
 */
export function useVisibleTiles({
  stageRef,
  pageBoxRef,
  image,
  page,
  cssWidth,
  aspect,
  box,
  tileSize,
}: VisibleTilesInput): Tile[] {
  const [visible, setVisible] = useState<Rect | null>(null);
  useEffect(() => {
    const stage = stageRef.current;
    if (!image.tiled || !stage) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = pageBoxRef.current;
      if (el) setVisible(visiblePart(el.getBoundingClientRect(), stage.getBoundingClientRect()));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    stage.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      stage.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [stageRef, pageBoxRef, image.tiled, image.width, page, cssWidth]);
  const view = visible ?? { left: 0, top: 0, width: box.width, height: box.height };
  return image.tiled ? visibleTiles(view, cssWidth, aspect, image.width, tileSize) : [];
}
