import type { FirstPageView } from '@exam/shared-contracts/rules';
import { LRUCache } from 'lru-cache';
import { pageScope } from '../marks/fingerprint';
import type { BookRow, ReadingSessionRow } from '../../../db/schema';
import { HttpError } from '../../../platform/http-error';
import { snapPageRequest, renderName, type PageRequest } from '../../../platform/render/page-sizes';
import type { MarkPool } from '../mark-pool';
import { markPage, type WatermarkIdentity } from './watermark';

/**
 * What marked pages need of the renderer (render-service.ts, which owns this class, gives itself): a clean
 * render of a page (errors 404, 422, 503), the PDF's first-page size and every page's size, in PDF points,
 * and the threads that mark images.
 */
export interface CleanRenders {
  readonly marks: MarkPool;
  cleanPage(book: BookRow, page: number, req: PageRequest): Promise<Buffer>;
  meta(book: BookRow): Promise<{ pages: number; size: { w: number; h: number } }>;
  pageSizes(book: BookRow): Promise<{ w: number; h: number }[] | null>;
}

/**
 * Who a marked page is for: the reading session (its id and leak code), the reader (masked e-mail) and
 * the account whose fingerprint the hidden mark carries (the same in every session and at every width).
 */
export interface MarkTarget {
  session: Pick<ReadingSessionRow, 'id' | 'code'>;
  reader: WatermarkIdentity['reader'];
  userId: string;
}

/** How long a first page prepared at session open waits for the viewer to ask for it (ms). */
const PREPARED_TTL_MS = 60_000;

/**
 * Marked page images (docs/domains/reading.md "The reader"): the clean render from the renderer ({@link
 * CleanRenders}) with the reader's mark burned in. `prepare` starts one ahead of the request (the first page,
 * when a reading session opens with a `view` hint), so the render and the mark run while the viewer's
 * JavaScript still loads; `get` hands that image over once (it is made for that session only) or makes one
 * now. At most 64 prepared images wait, each for 60 s.
 */
export class MarkedPages {
  private readonly prepared = new LRUCache<string, Promise<Buffer>>({ max: 64, ttl: PREPARED_TTL_MS });

  constructor(
    private readonly render: CleanRenders,
    private readonly markSecret: string,
  ) {}

  private key(target: MarkTarget, page: number, req: PageRequest): string {
    return `${target.session.id}|${renderName(page, req)}`;
  }

  private make(book: BookRow, page: number, req: PageRequest, target: MarkTarget): Promise<Buffer> {
    return (
      this.render
        .cleanPage(book, page, req)
        // A tile of a huge render is never seen whole by the decoder: it carries the visible mark only.
        .then((clean) => {
          const hidden = { secret: this.markSecret, holder: target.userId, scope: pageScope(book.id, page) };
          return markPage(
            this.render.marks,
            clean,
            { reader: target.reader, code: target.session.code, hidden },
            new Date(),
            {
              hidden: !req.tile,
            },
          );
        })
    );
  }

  /**
   * The marked WebP of `page` at `req` for `target`: the one prepared for it (taken once), or made now.
   * Errors are those of {@link CleanRenders.cleanPage} (404, 422, 503).
   */
  async get(book: BookRow, page: number, req: PageRequest, target: MarkTarget): Promise<Buffer> {
    const key = this.key(target, page, req);
    const ready = this.prepared.get(key);
    if (ready) {
      this.prepared.delete(key);
      const image = await ready.catch(() => undefined);
      if (image) return image;
    }
    return this.make(book, page, req, target);
  }

  /**
   * Starts the marked image of the page a viewer opens on: `page` (clamped to the book) at the width of
   * `view` (`pixelsPerPoint` × the page's width in points, or `imageWidth` pixels), snapped to the server's
   * steps. Skipped (false) when that width is only served as tiles. Never rejects: a failure is forgotten
   * and `get` tries again.
   */
  async prepareFirst(book: BookRow, page: number, view: FirstPageView, target: MarkTarget): Promise<boolean> {
    const meta = await this.render.meta(book);
    const start = page >= 1 && page <= meta.pages ? page : 1;
    const size = (await this.render.pageSizes(book))?.[start - 1] ?? meta.size;
    const width = 'imageWidth' in view ? view.imageWidth : Math.ceil(size.w * view.pixelsPerPoint);
    let req: PageRequest;
    try {
      req = snapPageRequest(width, undefined);
    } catch (err) {
      if (err instanceof HttpError) return false;
      throw err;
    }
    const key = this.key(target, start, req);
    if (this.prepared.has(key)) return true;
    const job = this.make(book, start, req, target);
    job.catch(() => this.prepared.delete(key));
    this.prepared.set(key, job);
    return true;
  }
}
