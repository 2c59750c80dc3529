import { useEffect, useRef, type ReactElement, type Ref } from 'react';
import type { PageRect } from '@exam/shared-contracts/reading';
import type { PageImageState } from '../hooks/use-page-image';
import { useReaderT } from '../../../lib/i18n';
import { ErrorPanel, LoadingPanel, SlowDownPanel } from './panels';
import { Mark } from './page-mark';
import { Highlight, PageBox, PageFrame, PageImg } from './page-view-styles';

export interface PageViewProps {
  page: number;
  total: number;
  /** The page's CSS size at the current zoom. */
  width: number;
  height: number;
  /** Pixel width of the tiled image (tiles are placed by it), or null for a whole-page image. */
  tiledWidth: number | null;
  tileSize: number;
  image: PageImageState;
  darkPage: boolean;
  transitioning: boolean;
  highlights: PageRect[];
  watermark: string[];
  retries: number;
  onRetry: () => void;
  onClose: () => void;
  boxRef: Ref<HTMLDivElement>;
}

/**
 * One page from server-rendered images (docs/domains/reading.md "The viewer"): the page box at its CSS size
 * with the whole-page image, the visible tiles over it when zoomed past the largest width, the search
 * highlights (fractions of the page) and the faint SECURE VIEWER mark with today's date. Loading shows the
 * viewer's panel (docs/domains/reading.md "Panels"); a failed page shows Error Loading PDF with its message
 * and Retry (count), which fetches that page again. No text layer exists: nothing on the page can be selected
 * or copied.
 */
export function PageView(p: PageViewProps): ReactElement {
  const t = useReaderT();
  const firstHit = useRef<HTMLSpanElement>(null);
  const ready = p.image.page === p.page && p.image.status === 'ready';
  useEffect(() => {
    if (ready) firstHit.current?.scrollIntoView?.({ block: 'center', inline: 'center' });
  }, [ready, p.highlights]);

  if (p.image.page === p.page && p.image.status === 'error')
    return (
      <ErrorPanel message={p.image.error ?? ''} retries={p.retries} onRetry={p.onRetry} onClose={p.onClose} />
    );
  if (p.image.page === p.page && p.image.status === 'limited')
    return <SlowDownPanel seconds={p.image.retryAfter ?? 30} />;
  // A page not shown yet: the old page stays during a zoom; a new page without its image shows loading.
  if (p.image.page !== p.page || !p.image.url) return <LoadingPanel />;

  const k = p.tiledWidth ? p.width / p.tiledWidth : 1;
  return (
    <PageFrame
      key={p.page}
      data-testid="pdf-page"
      data-page={p.page}
      data-painted={ready ? p.page : 0}
      data-rendering={!ready}
      data-transition={p.transitioning}
      data-watermark-code={p.image.watermarkCode ?? undefined}
    >
      <PageBox
        ref={p.boxRef}
        role="img"
        aria-label={t('Page {page} of {total}', { page: p.page, total: p.total })}
        style={{ width: p.width, height: p.height }}
      >
        <PageImg
          src={p.image.url}
          alt=""
          draggable={false}
          $dark={p.darkPage}
          style={{ left: 0, top: 0, width: p.width, height: p.height }}
        />
        {p.image.tiles.map((t) => (
          <PageImg
            key={`${t.x},${t.y}`}
            src={t.url}
            alt=""
            draggable={false}
            data-tile={`${t.x},${t.y}`}
            $dark={p.darkPage}
            style={{
              left: t.x * p.tileSize * k,
              top: t.y * p.tileSize * k,
              width: Math.min(p.tileSize, (p.tiledWidth ?? 0) - t.x * p.tileSize) * k,
            }}
          />
        ))}
        {p.highlights.map((r, i) => (
          <Highlight
            key={i}
            ref={i === 0 ? firstHit : undefined}
            data-testid="search-highlight"
            style={{
              left: `${r.x * 100}%`,
              top: `${r.y * 100}%`,
              width: `${r.w * 100}%`,
              height: `${r.h * 100}%`,
            }}
          />
        ))}
        <Mark aria-hidden="true" data-testid="page-mark">
          {p.watermark.map((line, index) => (
            // The line naming the reader (their e-mail, the day) must reach a leaked copy exactly as it is:
            // no page translator may touch it.
            <span key={line} translate={index > 0 ? 'no' : undefined}>
              {line}
            </span>
          ))}
        </Mark>
      </PageBox>
    </PageFrame>
  );
}
