import { cataloguePaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type { BookSearchQuery, BookSearchResults } from '@exam/shared-contracts/catalogue';

/**
 * `GET /books/search`: the server ranks titles and descriptions (typos
 * tolerated) and filters; each book carries the caller's `paymentStatus`. Tagged `Books`, so a new payment
 * refreshes the Buy/Pending state of the results like the catalogue's.
 */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchBooks: build.query<BookSearchResults, BookSearchQuery>({
      query: (params) => ({ url: cataloguePaths.booksSearch, params }),
      providesTags: ['Books'],
    }),
  }),
});

export const { useSearchBooksQuery } = searchApi;
