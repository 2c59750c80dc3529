/**
 * Marked question and solution images as object URLs (ARCHITECTURE "Online tests": a question reaches the
 * candidate only as a server-rendered, marked image). Each image is fetched once with the Authorization
 * header (an `<img src>` could not send it), concurrent asks share one request, and every URL no longer
 * kept is revoked. A failed fetch is forgotten, so Retry really asks again. Framework-free and unit-tested.
 */
import { QUESTION_WIDTHS, WATERMARK_CODE_HEADER } from '@exam/shared-contracts/constants';
import { fetchOk } from '@exam/shared-contracts/client/fetch-json';

/** A loaded image: its object URL (valid until evicted) and the leak code it carries. */
export interface CachedImage {
  url: string;
  watermarkCode: string | null;
}

/** Fetches one image path (under /api); rejects on a refused answer. */
export type ImageFetcher = (
  path: string,
  signal: AbortSignal,
) => Promise<{ blob: Blob; watermarkCode: string | null }>;

/** Object-URL functions, injectable for tests (jsdom has no URL.createObjectURL). */
export interface UrlApi {
  create: (blob: Blob) => string;
  revoke: (url: string) => void;
}

const browserUrls: UrlApi = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

/**
 * The browser's fetch of an image with the stored token, uncached. Rejects with HttpStatusError on a
 * refused answer (no 401 action: the exam screen handles its refusals), or with the network's error.
 */
export const fetchImage: ImageFetcher = async (path, signal) => {
  const res = await fetchOk(path, { signal, cache: 'no-store', signOutOn401: false });
  return { blob: await res.blob(), watermarkCode: res.headers.get(WATERMARK_CODE_HEADER) };
};

/** The `w` to ask for an image shown `cssWidth` px wide on a screen of `dpr` device pixels per CSS px. */
export function imageWidth(cssWidth: number, dpr: number): number {
  const wanted = Math.ceil(Math.max(1, cssWidth) * Math.max(1, dpr || 1));
  return QUESTION_WIDTHS.find((w) => w >= wanted) ?? QUESTION_WIDTHS[QUESTION_WIDTHS.length - 1];
}

interface Entry {
  promise: Promise<CachedImage>;
  controller: AbortController;
  image?: CachedImage;
}

export class ImageCache {
  private readonly entries = new Map<string, Entry>();
  private closed = false;

  constructor(
    private readonly fetcher: ImageFetcher = fetchImage,
    private readonly urls: UrlApi = browserUrls,
  ) {}

  /** The image of `path`, fetched once; a second ask while it loads gets the same promise. */
  load(path: string): Promise<CachedImage> {
    const hit = this.entries.get(path);
    if (hit) return hit.promise;
    if (this.closed) return Promise.reject(new DOMException('Closed', 'AbortError'));
    const controller = new AbortController();
    const entry: Entry = { controller, promise: Promise.resolve(null as never) };
    entry.promise = this.fetcher(path, controller.signal).then(
      ({ blob, watermarkCode }) => {
        if (this.entries.get(path) !== entry) throw new DOMException('Evicted', 'AbortError');
        entry.image = { url: this.urls.create(blob), watermarkCode };
        return entry.image;
      },
      (error: unknown) => {
        if (this.entries.get(path) === entry) this.entries.delete(path);
        throw error;
      },
    );
    this.entries.set(path, entry);
    return entry.promise;
  }

  /** The image of `path` if it is ready now. */
  peek(path: string): CachedImage | undefined {
    return this.entries.get(path)?.image;
  }

  /** Starts loading `path` quietly (the next question, while the student reads this one). */
  prefetch(path: string): void {
    this.load(path).catch(() => undefined);
  }

  /** Keeps only `paths`: every other image is revoked, every other request aborted. */
  retain(paths: Iterable<string>): void {
    const keep = new Set(paths);
    for (const [path, entry] of this.entries) if (!keep.has(path)) this.evict(path, entry);
  }

  /** Revokes everything and refuses further loads (the screen closed). */
  close(): void {
    this.closed = true;
    for (const [path, entry] of this.entries) this.evict(path, entry);
  }

  /** Paths held now (loading or loaded), for tests. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  private evict(path: string, entry: Entry): void {
    this.entries.delete(path);
    if (entry.image) this.urls.revoke(entry.image.url);
    else entry.controller.abort();
  }
}
