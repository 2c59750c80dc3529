/**
 * Marked question and solution images as object URLs (ARCHITECTURE "Online tests": a question reaches the
 * candidate only as a server-rendered, marked image). Each image is fetched once with the Authorization
 * header (an `<img src>` could not send it), concurrent asks share one request, and every URL no longer
 * kept is revoked. A failed fetch is forgotten, so Retry really asks again: the UI kit's BlobUrlCache.
 */
import { QUESTION_WIDTHS } from '@exam/shared-contracts/constants';
import { BlobUrlCache, browserUrls, type ImageFetcher, type UrlApi } from '@exam/shared-ui/blob-cache';
import { fetchMarkedImage, takeEarlyImage } from './early-image';

export type { CachedImage, ImageFetcher, UrlApi } from '@exam/shared-ui/blob-cache';

/**
 * The browser's fetch of an image with the stored token, uncached: the early image of the same path when
 * one was started (lib/early-image.ts) and did not fail, else a fetch of its own. Rejects with
 * HttpStatusError on a refused answer (no 401 action: the exam screen handles its refusals), or with the
 * network's error.
 */
export const fetchImage: ImageFetcher = async (path, signal) => {
  const early = takeEarlyImage(path);
  if (early)
    try {
      return await early;
    } catch {
      // Asked again below, so a refusal reaches the screen as its own request's would.
    }
  return fetchMarkedImage(path, signal);
};

/** The `w` to ask for an image shown `cssWidth` px wide on a screen of `dpr` device pixels per CSS px. */
export function imageWidth(cssWidth: number, dpr: number): number {
  const wanted = Math.ceil(Math.max(1, cssWidth) * Math.max(1, dpr || 1));
  return QUESTION_WIDTHS.find((w) => w >= wanted) ?? QUESTION_WIDTHS[QUESTION_WIDTHS.length - 1];
}

/** The marked images of one screen, fetched with {@link fetchImage} unless told otherwise. */
export class ImageCache extends BlobUrlCache {
  constructor(fetcher: ImageFetcher = fetchImage, urls: UrlApi = browserUrls) {
    super(fetcher, urls);
  }
}
