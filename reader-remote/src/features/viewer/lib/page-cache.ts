/**
 * The viewer's cache of page images as object URLs (ARCHITECTURE "Reading"): each image is fetched once
 * with the reading token (fetch + Authorization → blob → object URL), concurrent asks share one request,
 * prefetched pages wait here so a page turn shows at once, and every URL that is no longer kept is revoked
 * (its blob freed) and every request no longer needed is aborted. A failed fetch is forgotten, so Retry
 * really fetches again. Framework-free so it is unit-tested (__tests__/page-cache.test.ts).
 */

/** Fetches one image path; throws on a refused answer (HttpStatusError from api/reading-api). */
export type ImageFetcher = (
  path: string,
  signal: AbortSignal,
) => Promise<{ blob: Blob; watermarkCode: string | null }>;

/** A loaded image: its object URL (valid until evicted) and its leak code. */
export interface CachedImage {
  path: string;
  url: string;
  watermarkCode: string | null;
  bytes: number;
}

interface Entry {
  promise: Promise<CachedImage>;
  controller: AbortController;
  image?: CachedImage;
}

/** Object-URL functions, injectable for tests (jsdom has no URL.createObjectURL). */
export interface UrlApi {
  create: (blob: Blob) => string;
  revoke: (url: string) => void;
}

const browserUrls: UrlApi = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

export class PageImageCache {
  private readonly entries = new Map<string, Entry>();
  private closed = false;

  constructor(
    private readonly fetcher: ImageFetcher,
    private readonly urls: UrlApi = browserUrls,
  ) {}

  /** The image of `path`, fetched once; a second ask while it loads gets the same promise. */
  load(path: string): Promise<CachedImage> {
    const hit = this.entries.get(path);
    if (hit) return hit.promise;
    if (this.closed) return Promise.reject(new Error('Viewer closed'));
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

  /** Starts loading `path` in the background; its failure is kept quiet (the page shows it when opened). */
  prefetch(path: string): void {
    this.load(path).catch(() => undefined);
  }

  /** The loaded image of `path`, if it is ready now (a page turn onto a prefetched page paints at once). */
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

  /** Revokes everything and refuses further loads (the viewer closed or the session expired). */
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
