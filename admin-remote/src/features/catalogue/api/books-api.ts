import { adminCataloguePaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type { AdminConfig, Book, BookList } from '@exam/shared-contracts/catalogue';
import { sendWithProgress } from '../../../lib/http';

/** Upload limits are cached 300 s (docs/domains/operations.md "Rules and limits": 300000 ms). */
export const ADMIN_CONFIG_CACHE_S = 300;

/** What a book save sends: the multipart form, the book's id when editing, and where upload progress goes. */
export interface SaveBookArg {
  /** Null to create a book, else the id of the book to update. */
  id: string | null;
  body: FormData;
  /** Gets 0..1 as the body leaves the browser (big PDFs take a while). */
  onProgress?: (fraction: number) => void;
}

/**
 * Admin book endpoints (docs/domains/operations.md "Books", "Calls"): the list of every book (tag
 * AdminBooks), create or update with upload progress, delete, and the upload limits.
 */
export const booksApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminBooks: build.query<BookList, void>({
      query: () => adminCataloguePaths.adminBooks,
      providesTags: ['AdminBooks'],
    }),
    /**
     * `POST /admin/books` (no `id`) or `PUT /admin/books/{id}` (docs/domains/operations.md "Calls") with the
     * multipart form (title, description, category, section, price, priceDiscounted, pages, isFree,
     * readableAnyTime, image, pdf). Sent by XMLHttpRequest, the one browser API that reports upload progress.
     * A saved book makes stale the admin list, the storefront's lists and book page, and the dashboard
     * counts.
     */
    saveBook: build.mutation<Book, SaveBookArg>({
      queryFn: ({ id, body, onProgress }) =>
        id === null
          ? sendWithProgress<Book>('POST', adminCataloguePaths.adminBooks, body, onProgress)
          : sendWithProgress<Book>('PUT', adminCataloguePaths.adminBook(id), body, onProgress),
      invalidatesTags: (_book, error) => (error ? [] : ['AdminBooks', 'Books', 'Book', 'Dashboard']),
    }),
    deleteBook: build.mutation<unknown, string>({
      query: (id) => ({ url: adminCataloguePaths.adminBook(id), method: 'DELETE' }),
      invalidatesTags: ['AdminBooks', 'Books', 'Dashboard'],
    }),
    adminConfig: build.query<AdminConfig, void>({
      query: () => adminCataloguePaths.adminConfig,
      keepUnusedDataFor: ADMIN_CONFIG_CACHE_S,
    }),
  }),
});

export const { useAdminBooksQuery, useSaveBookMutation, useDeleteBookMutation, useAdminConfigQuery } =
  booksApi;
