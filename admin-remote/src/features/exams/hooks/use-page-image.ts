import { useEffect, useState } from 'react';
import { PAGE_WIDTHS, adminTestPaths } from '@exam/shared-contracts/constants';
import { fetchBlob } from '../../../lib/http';

/** Where a page comes from: the test's paper, or its uploaded solutions PDF. */
export type PageSource = 'paper' | 'solutions';

/**
 * The width (px) to ask the API for a page shown `cssWidth` CSS px wide on a screen of `dpr` device pixels
 * per CSS px: the next of the server's width steps (PAGE_WIDTHS, which it snaps to anyway), so a resize
 * within one step fetches nothing new and the server's render cache is shared.
 */
export function requestWidth(cssWidth: number, dpr: number): number {
  const wanted = Math.ceil(cssWidth * Math.max(1, dpr));
  return PAGE_WIDTHS.find((w) => w >= wanted) ?? PAGE_WIDTHS[PAGE_WIDTHS.length - 1];
}

/** A page image's state: its object URL once loaded, or that it failed (with a retry). */
export interface PageImage {
  url: string | null;
  failed: boolean;
  retry: () => void;
}

/**
 * Page `page` of test `testId` (`GET /api/admin/tests/:id/pages/:page?w=&source=`) at `width` px, fetched
 * with the admin's token into an object URL (an `<img src>` cannot send the Authorization header). Nothing
 * is fetched until `enabled` (the page is near the screen) and `width` > 0; the URL is revoked when the
 * page, width or source changes and on unmount.
 */
export function usePageImage(
  testId: string,
  page: number,
  width: number,
  source: PageSource,
  enabled: boolean,
): PageImage {
  const [state, setState] = useState<{ url: string | null; failed: boolean; key: string }>({
    url: null,
    failed: false,
    key: '',
  });
  const [attempt, setAttempt] = useState(0);
  const key = `${testId}/${source}/${page}/${width}`;

  useEffect(() => {
    if (!enabled || width <= 0) return undefined;
    const abort = new AbortController();
    let url: string | null = null;
    fetchBlob(adminTestPaths.adminTestPage(testId, page, width, source), abort.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false, key });
      },
      () => {
        if (!abort.signal.aborted) setState({ url: null, failed: true, key });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [testId, page, width, source, enabled, key, attempt]);

  // A state of another page or width is not shown while the new one loads (the old URL is revoked).
  const current = state.key === key;
  return {
    url: current ? state.url : null,
    failed: current && state.failed,
    retry: () => setAttempt((n) => n + 1),
  };
}
