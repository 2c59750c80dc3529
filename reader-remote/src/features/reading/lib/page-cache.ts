/**
 * The viewer's cache of page images as object URLs (docs/domains/reading.md "The reader"): the UI kit's
 * {@link BlobUrlCache}, fetching with the reading token (api/reading-api), whose loads after close reject
 * with "Viewer closed". Unit-tested in __tests__/page-cache.test.ts.
 */
import { BlobUrlCache, browserUrls, type ImageFetcher, type UrlApi } from '@exam/shared-ui/blob-cache';

export type { CachedImage, ImageFetcher, UrlApi } from '@exam/shared-ui/blob-cache';

export class PageImageCache extends BlobUrlCache {
  constructor(fetcher: ImageFetcher, urls: UrlApi = browserUrls) {
    super(fetcher, urls, () => new Error('Viewer closed'));
  }
}
