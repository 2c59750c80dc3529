import { api } from '@exam/shared-contracts/client';
import { paths, type AdminConfig, type Book, type BookList } from '@exam/shared-contracts/http';

/** Upload limits are cached 300 s (SPEC 7 "cached 5 minutes", SPEC 9 300000 ms). */
const ADMIN_CONFIG_CACHE_S = 300;

/**
 * Admin book endpoints (SPEC 2 "Books", SPEC 7): the list of every book (tag AdminBooks), create and update
 * as multipart FormData (title, description, category, section, price, priceDiscounted, pages, isFree, image,
 * pdf), delete, and the upload limits. Changes also refresh the storefront's lists (tag Books).
 */
export const booksApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminBooks: build.query<BookList, void>({
      query: () => paths.adminBooks,
      providesTags: ['AdminBooks'],
    }),
    createBook: build.mutation<Book, FormData>({
      query: (body) => ({ url: paths.adminBooks, method: 'POST', body }),
      invalidatesTags: ['AdminBooks', 'Books', 'Dashboard'],
    }),
    updateBook: build.mutation<Book, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: paths.adminBook(id), method: 'PUT', body }),
      invalidatesTags: ['AdminBooks', 'Books', 'Book'],
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

export const {
  useAdminBooksQuery,
  useCreateBookMutation,
  useUpdateBookMutation,
  useDeleteBookMutation,
  useAdminConfigQuery,
} = booksApi;
