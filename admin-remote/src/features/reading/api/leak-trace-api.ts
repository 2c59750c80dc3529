import { adminReadingPaths, adminCataloguePaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type { Book } from '@exam/shared-contracts/catalogue';
import type { LeakImageTrace, LeakTrace } from '@exam/shared-contracts/reading';

/**
 * `GET /admin/leak-trace/:code` (docs/domains/reading.md "The reader"): who read which book in the reading
 * session of a leak code, and which pages were sent when. 404 `{ error: "Unknown leak code" }` for any other
 * code.
 */
export const leakTraceApi = api.injectEndpoints({
  endpoints: (build) => ({
    leakTrace: build.query<LeakTrace, string>({
      query: (code) => adminReadingPaths.adminLeakTrace(code),
      // A trace is evidence read at one moment; the next look asks again.
      keepUnusedDataFor: 0,
    }),
    /** The books an image may come from (the admin's book list, under this feature's own name). */
    leakTraceBooks: build.query<Book[], void>({ query: () => adminCataloguePaths.adminBooks }),
    /**
     * `POST /admin/leak-trace/image` (docs/domains/reading.md "Marks"): the reader named by the hidden mark
     * of one or more images of a leak, with the book and page when the admin knows them. 422 when nothing is
     * read.
     */
    traceLeakImages: build.mutation<LeakImageTrace, { images: File[]; bookId?: string; page?: string }>({
      query: ({ images, bookId, page }) => {
        const body = new FormData();
        if (bookId) body.append('bookId', bookId);
        if (page) body.append('page', page);
        for (const image of images) body.append('image', image);
        return { url: adminReadingPaths.adminLeakTraceImage, method: 'POST', body };
      },
    }),
  }),
});

export const { useLeakTraceQuery, useLeakTraceBooksQuery, useTraceLeakImagesMutation } = leakTraceApi;
