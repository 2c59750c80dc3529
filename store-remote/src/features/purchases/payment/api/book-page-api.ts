import { cataloguePaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type { BookDetails } from '@exam/shared-contracts/catalogue';

/** A book's public page (`GET /api/books/:id`): the book, its tests' sections and marks, `sample`. */
export const bookPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookDetails: build.query<BookDetails, string>({
      query: (bookId) => cataloguePaths.book(bookId),
      // A purchase or an approval changes the caller's access shown here, as on the cards.
      providesTags: ['Books'],
    }),
  }),
});

export const { useGetBookDetailsQuery } = bookPageApi;
