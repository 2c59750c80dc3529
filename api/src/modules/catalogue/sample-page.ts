import { LRUCache } from 'lru-cache';
import type { BookRow } from '../../db/schema';
import { type RenderService, markDate, markPage } from '../reading';

/** A sample page's width in image pixels: enough to judge a book's print, too small to read it in place of the book. */
export const SAMPLE_WIDTH_PX = 480;
/** The visible mark's reader on a sample (where a student's masked e-mail goes on a page they bought). */
export const SAMPLE_READER = 'Sample page';

/**
 * The sample page of a book's public page: its first page at {@link SAMPLE_WIDTH_PX}, with the visible mark
 * (SAMPLE, the date) and no hidden one (no reader to trace). Marked images are kept per book, PDF and day
 * (at most 200), so guests opening a page cost one render and one marking a day.
 */
export class SamplePages {
  private readonly made = new LRUCache<string, Promise<Buffer>>({ max: 200 });

  constructor(private readonly render: RenderService) {}

  /** The WebP bytes of `book`'s sample page; rejects as `cleanPage` does (404, 422, 503). */
  get(book: BookRow, now = new Date()): Promise<Buffer> {
    const key = `${book.id}:${book.pdfKey}:${markDate(now)}`;
    let image = this.made.get(key);
    if (!image) {
      image = this.render.cleanPage(book, 1, { width: SAMPLE_WIDTH_PX }).then((clean) =>
        markPage(this.render.marks, clean, { reader: SAMPLE_READER, code: 'SAMPLE' }, now, {
          hidden: false,
        }),
      );
      // A failure is not kept: the next guest tries again.
      image.catch(() => this.made.delete(key));
      this.made.set(key, image);
    }
    return image;
  }
}
