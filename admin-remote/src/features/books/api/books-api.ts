import { paths } from '@exam/shared-contracts/constants';
import { api } from '@exam/shared-contracts/client';
import type { AdminConfig, Book, BookList } from '@exam/shared-contracts/http';
import { sendWithProgress } from '../../../lib/http';

/** Upload limits are cached 300 s (SPEC 7 "cached 5 minutes", SPEC 9 300000 ms). */
export const ADMIN_CONFIG_CACHE_S = 300;

/** Tags a saved book makes stale: the admin list, the storefront's lists and book, the dashboard counts. */
export const BOOK_SAVED_TAGS = ['AdminBooks', 'Books', 'Book', 'Dashboard'] as const;

/**
 * Admin book endpoints (SPEC 2 "Books", SPEC 7): the list of every book (tag AdminBooks), delete, and the
 * upload limits. Create and update are multipart uploads sent by {@link saveBookForm} (progress needs XHR).
 */
export const booksApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminBooks: build.query<BookList, void>({
      query: () => paths.adminBooks,
      providesTags: ['AdminBooks'],
    }),
    deleteBook: build.mutation<unknown, string>({
      query: (id) => ({ url: paths.adminBook(id), method: 'DELETE' }),
      invalidatesTags: ['AdminBooks', 'Books', 'Dashboard'],
    }),
    adminConfig: build.query<AdminConfig, void>({
      query: () => paths.adminConfig,
      keepUnusedDataFor: ADMIN_CONFIG_CACHE_S,
    }),
  }),
});

export const { useAdminBooksQuery, useDeleteBookMutation, useAdminConfigQuery } = booksApi;

/**
 * `POST /admin/books` (no `id`) or `PUT /admin/books/{id}` (SPEC 7) with the multipart form (title,
 * description, category, section, price, priceDiscounted, pages, isFree, image, pdf), reporting upload
 * progress 0..1 to `onProgress`. Rejects with the server's `{ error }` in RTK Query's error shape.
 */
export function saveBookForm(
  body: FormData,
  id: string | null,
  onProgress: (fraction: number) => void,
): Promise<Book> {
  return id === null
    ? sendWithProgress<Book>('POST', paths.adminBooks, body, onProgress)
    : sendWithProgress<Book>('PUT', paths.adminBook(id), body, onProgress);
}
