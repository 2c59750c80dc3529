/**
 * Marked question and solution images as object URLs (docs/domains/exams.md "Online tests": a question
 * reaches the candidate only as a server-rendered, marked image). Each image is fetched once with the
 * Authorization header (an `<img src>` could not send it), concurrent asks share one request, and every URL
 * no longer kept is revoked. A failed fetch is forgotten, so Retry really asks again: the UI kit's
 * BlobUrlCache.
 */
import { API_BASE, WATERMARK_CODE_HEADER } from '@exam/shared-contracts/constants';
import { startEarly, takeEarly } from '@exam/web-platform/client/early-read';
import { fetchOk, sendApiRequest } from '@exam/web-platform/client/fetch-json';
import { BlobUrlCache, browserUrls, type ImageFetcher, type UrlApi } from '@exam/shared-ui/blob-cache';
import { seededImageUrl } from './reflow-seed';

export type { CachedImage, ImageFetcher, UrlApi } from '@exam/shared-ui/blob-cache';

/** A fetched marked image: its bytes and the mark's code (`X-Watermark-Code`). */
type MarkedImage = Awaited<ReturnType<ImageFetcher>>;

/**
 * The `<img>` the server's HTML drew for API path `path` (the prerendered exam screen's question, got by the
 * attempt's resume cookie), when the page holds one that is loading or has loaded that very URL, or
 * `'reflow'` when the HTML drew that URL as its reflowed question (lib/reflow-seed.ts); else null.
 */
function serverDrawn(path: string): HTMLImageElement | 'reflow' | null {
  if (typeof document === 'undefined') return null;
  const url = new URL(`${API_BASE}${path}`, document.baseURI).href;
  // A reflowed question the HTML drew from that URL (as the pieces' background: no element to wait for).
  const seeded = seededImageUrl(path);
  if (seeded && new URL(seeded, document.baseURI).href === url) return 'reflow';
  return (
    [...document.querySelectorAll<HTMLImageElement>('img[data-question-image]')].find(
      (img) => img.currentSrc === url,
    ) ?? null
  );
}

/**
 * The bytes of `img`, the server's HTML's image of API path `path`, once it has them: asked for again as the
 * `<img>` asked (by the resume cookie, no token), from the browser's cache, where the server let it stay a
 * minute. Null when that fails (the screen then asks with the token).
 */
async function serverDrawnImage(
  img: HTMLImageElement | 'reflow',
  path: string,
  signal?: AbortSignal,
): Promise<MarkedImage | null> {
  if (img !== 'reflow') await img.decode().catch(() => undefined);
  const res = await sendApiRequest(path, {
    token: null,
    cache: 'force-cache',
    signal,
  }).catch(() => null);
  if (!res?.ok) return null;
  return { blob: await res.blob(), watermarkCode: res.headers.get(WATERMARK_CODE_HEADER) };
}

/**
 * The browser's fetch of a marked image with the stored token, uncached, without the 401 action; the
 * server's HTML's own image of the same URL when it drew one (the same bytes, not downloaded twice).
 */
async function fetchMarkedImage(path: string, signal?: AbortSignal): Promise<MarkedImage> {
  const drawn = serverDrawn(path);
  const shown = drawn && (await serverDrawnImage(drawn, path, signal));
  if (shown) return shown;
  const res = await fetchOk(path, { signal, cache: 'no-store', signOutOn401: false });
  return { blob: await res.blob(), watermarkCode: res.headers.get(WATERMARK_CODE_HEADER) };
}

/**
 * Starts fetching the image at API path `path` before the screen asks for it (a deep-linked exam screen's
 * first question, as soon as its attempt is known: features/exam/lib/early-question-image.ts), through the
 * early reads' mechanism (`startEarly`): {@link fetchImage} takes it once by its path, within 20 s.
 */
export function startEarlyImage(path: string): void {
  startEarly(path, () => fetchMarkedImage(path));
}

/**
 * The browser's fetch of an image with the stored token, uncached: the early image of the same path when
 * one was started ({@link startEarlyImage}) and did not fail, else a fetch of its own. Rejects with
 * HttpStatusError on a refused answer (no 401 action: the exam screen handles its refusals), or with the
 * network's error.
 */
export const fetchImage: ImageFetcher = async (path, signal) => {
  const early = takeEarly<MarkedImage>(path);
  if (early)
    try {
      return await early;
    } catch {
      // Asked again below, so a refusal reaches the screen as its own request's would.
    }
  return fetchMarkedImage(path, signal);
};

/** The `w` to ask for an image shown `cssWidth` px wide on a screen of `dpr` device pixels per CSS px. */
export { imageWidth } from '@exam/shared-contracts/exams/screen';

/** The marked images of one screen, fetched with {@link fetchImage} unless told otherwise. */
export class ImageCache extends BlobUrlCache {
  constructor(fetcher: ImageFetcher = fetchImage, urls: UrlApi = browserUrls) {
    super(fetcher, urls);
  }
}
