import { paths } from '@exam/shared-contracts/constants';
import { api } from '@exam/shared-contracts/client';
import type { PaymentReceipt, PurchasedBooks, UserOrders, UserReceipts } from '@exam/shared-contracts/http';

/** `GET /user/purchased-books` (SPEC 7): the caller's approved and free books. Call only when signed in. */
export const purchasedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPurchasedBooks: build.query<PurchasedBooks, void>({
      query: () => paths.purchasedBooks,
      providesTags: ['PurchasedBooks'],
    }),
    /** The caller's approved payments, one per book: My Books links each book to its receipt. */
    getReceipts: build.query<UserReceipts, void>({
      query: () => paths.userReceipts,
      providesTags: ['PurchasedBooks'],
    }),
    /** Every payment of the caller with its state; fresh on every visit. */
    getOrders: build.query<UserOrders, void>({
      query: () => paths.userOrders,
      providesTags: ['PurchasedBooks'],
      keepUnusedDataFor: 0,
    }),
    /** One receipt: the caller's own approved payment. */
    getReceipt: build.query<PaymentReceipt, string>({
      query: (paymentId) => paths.paymentReceipt(paymentId),
    }),
  }),
});

export const { useGetPurchasedBooksQuery, useGetReceiptsQuery, useGetReceiptQuery, useGetOrdersQuery } =
  purchasedApi;
