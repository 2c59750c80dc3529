/**
 * Authorised images as object URLs, for the reader's pages (docs/domains/reading.md "The reader") and the
 * online tests' marked questions ("Online tests"): an `<img src>` cannot send the Authorization header, so
 * each image is fetched once (fetch → blob → object URL), concurrent asks share one request, prefetched
 * images wait here so the next page or question paints at once, every URL no longer kept is revoked (its blob
 * freed) and every request no longer needed is aborted. A failed fetch is forgotten, so Retry really asks
 * again. Framework-free and unit-tested (__tests__/blob-cache.test.ts).
 */

/** Fetches one image path; rejects on a refused answer or a network failure. */
export type ImageFetcher = (
  path: string,
  signal: AbortSignal,
) => Promise<{ blob: Blob; watermarkCode: string | null }>;

/** A loaded image: its path, its object URL (valid until evicted), its leak code and its size in bytes. */
export interface CachedImage {
  path: string;
  url: string;
  watermarkCode: string | null;
  bytes: number;
}

/** Object-URL functions, injectable for tests (jsdom has no URL.createObjectURL). */
export interface UrlApi {
  create: (blob: Blob) => string;
  revoke: (url: string) => void;
}

export const browserUrls: UrlApi = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

interface Entry {
  promise: Promise<CachedImage>;
  controller: AbortController;
  image?: CachedImage;
}

/**
 * The cache. `closedError` makes the rejection of a load after {@link BlobUrlCache.close} (an AbortError
 * "Closed" unless given: the reader says "Viewer closed").
 */
export class BlobUrlCache {
  private readonly entries = new Map<string, Entry>();
  private closed = false;

  constructor(
    private readonly fetcher: ImageFetcher,
    private readonly urls: UrlApi = browserUrls,
    private readonly closedError: () => Error = () => new DOMException('Closed', 'AbortError'),
  ) {}

  /** The image of `path`, fetched once; a second ask while it loads gets the same promise. */
  load(path: string): Promise<CachedImage> {
    const hit = this.entries.get(path);
    if (hit) return hit.promise;
    if (this.closed) return Promise.reject(this.closedError());
    const controller = new AbortController();
    const entry: Entry = { controller, promise: Promise.resolve(null as never) };
    entry.promise = this.fetcher(path, controller.signal).then(
      ({ blob, watermarkCode }) => {
        if (this.entries.get(path) !== entry) throw new DOMException('Evicted', 'AbortError');
        entry.image = { path, url: this.urls.create(blob), watermarkCode, bytes: blob.size };
        return entry.image;
      },
      (error: unknown) => {
        // Forget a failure, so the next ask (Retry) goes to the network again.
        if (this.entries.get(path) === entry) this.entries.delete(path);
        throw error;
      },
    );
    this.entries.set(path, entry);
    return entry.promise;
  }

  /** Starts loading `path` in the background; its failure is kept quiet (shown when the image is opened). */
  prefetch(path: string): void {
    this.load(path).catch(() => undefined);
  }

  /** The loaded image of `path`, if it is ready now. */
  peek(path: string): CachedImage | undefined {
    return this.entries.get(path)?.image;
  }

  /** True while `path` is loading or loaded. */
  has(path: string): boolean {
    return this.entries.has(path);
  }

  /** Keeps only `paths`: every other image is revoked, every other request aborted. */
  retain(paths: Iterable<string>): void {
    const keep = new Set(paths);
    for (const [path, entry] of this.entries) if (!keep.has(path)) this.evict(path, entry);
  }

  /** Revokes everything and refuses further loads (the screen closed, the session expired). */
  close(): void {
    this.closed = true;
    for (const [path, entry] of this.entries) this.evict(path, entry);
  }

  /** Paths held now (loading or loaded), for tests and the benchmark. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  private evict(path: string, entry: Entry): void {
    this.entries.delete(path);
    if (entry.image) this.urls.revoke(entry.image.url);
    else entry.controller.abort();
  }
}
