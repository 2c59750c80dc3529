import { useEffect, useRef, useState, type ReactElement } from 'react';
import { readingPaths } from '@exam/shared-contracts/constants';
import type { PageImageCache } from '../lib/page-cache';
import { useReaderT } from '../../../lib/i18n';
import { SideScroll, Thumb } from './study-panel-styles';

/**
 * The lazy thumbnail strip: one button per page, whose 160-px marked thumbnail is fetched only when the
 * button scrolls into view (IntersectionObserver), through the same authorised cache as the pages.
 */
export function ThumbnailStrip({
  total,
  page,
  cache,
  onGo,
}: {
  total: number;
  page: number;
  cache: PageImageCache | null;
  onGo: (page: number) => void;
}): ReactElement {
  const t = useReaderT();
  const pages = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <SideScroll role="tabpanel" aria-label={t('Pages')}>
      {pages.map((n) => (
        <LazyThumb key={n} page={n} active={n === page} cache={cache} onGo={onGo} />
      ))}
    </SideScroll>
  );
}

function LazyThumb({
  page,
  active,
  cache,
  onGo,
}: {
  page: number;
  active: boolean;
  cache: PageImageCache | null;
  onGo: (page: number) => void;
}): ReactElement {
  const t = useReaderT();
  const ref = useRef<HTMLButtonElement>(null);
  const [visible, setVisible] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible(true);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);
  useEffect(() => {
    if (!visible || !cache) return undefined;
    let live = true;
    cache.load(readingPaths.readingThumbnail(page)).then(
      (img) => live && setUrl(img.url),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [visible, cache, page]);
  return (
    <Thumb
      ref={ref}
      type="button"
      $active={active}
      aria-current={active ? 'page' : undefined}
      aria-label={t('Go to page {page}', { page })}
      onClick={() => onGo(page)}
    >
      {url ? (
        <img src={url} alt="" draggable={false} />
      ) : (
        <span style={{ width: 120, height: 160, background: 'rgba(127,127,127,.15)' }} />
      )}
      <span>{page}</span>
    </Thumb>
  );
}
