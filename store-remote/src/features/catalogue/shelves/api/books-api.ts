import { cataloguePaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type { BookList, Section } from '@exam/shared-contracts/catalogue';

/**
 * `GET /books?section=` (docs/domains/catalogue.md "Calls"): the books of one section, each with the caller's
 * `paymentStatus` when a token is sent. Grids filter by category on the client.
 */
export const booksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBooks: build.query<BookList, Section>({
      query: (section) => ({ url: cataloguePaths.books, params: { section } }),
      providesTags: (_result, _error, section) => [{ type: 'Books', id: section }, 'Books'],
    }),
  }),
});

export const { useGetBooksQuery } = booksApi;
