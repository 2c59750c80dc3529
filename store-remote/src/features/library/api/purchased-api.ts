import { paths } from '@exam/shared-contracts/constants';
import { api } from '@exam/shared-contracts/client';
import type { PurchasedBooks } from '@exam/shared-contracts/http';

/** `GET /user/purchased-books` (SPEC 7): the caller's approved and free books. Call only when signed in. */
export const purchasedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPurchasedBooks: build.query<PurchasedBooks, void>({
      query: () => paths.purchasedBooks,
      providesTags: ['PurchasedBooks'],
    }),
  }),
});

export const { useGetPurchasedBooksQuery } = purchasedApi;
