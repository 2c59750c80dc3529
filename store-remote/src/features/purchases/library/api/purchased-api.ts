import { purchasePaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import { earlyOr } from '@exam/web-platform/client/early-read';
import type { FetchBaseQueryError } from '@exam/web-platform/redux';
import type {
  PaymentReceipt,
  PurchasedBooks,
  UserOrders,
  UserReceipts,
} from '@exam/shared-contracts/purchases';

/**
 * `GET /user/purchased-books` (docs/domains/purchases.md "Calls"): the caller's approved and free books. Call
 * only when signed in. My Books' three reads and My Orders' take, the first time, the reads a deep link
 * started early (`earlyOr`).
 */
export const purchasedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPurchasedBooks: build.query<PurchasedBooks, void>({
      queryFn: (_arg, _api, _extra, read) =>
        earlyOr<PurchasedBooks, FetchBaseQueryError>(purchasePaths.purchasedBooks, () =>
          read(purchasePaths.purchasedBooks),
        ),
      providesTags: ['PurchasedBooks'],
    }),
    /** The caller's approved payments, one per book: My Books links each book to its receipt. */
    getReceipts: build.query<UserReceipts, void>({
      queryFn: (_arg, _api, _extra, read) =>
        earlyOr<UserReceipts, FetchBaseQueryError>(purchasePaths.userReceipts, () =>
          read(purchasePaths.userReceipts),
        ),
      providesTags: ['PurchasedBooks'],
    }),
    /** Every payment of the caller with its state; fresh on every visit. */
    getOrders: build.query<UserOrders, void>({
      queryFn: (_arg, _api, _extra, read) =>
        earlyOr<UserOrders, FetchBaseQueryError>(purchasePaths.userOrders, () =>
          read(purchasePaths.userOrders),
        ),
      providesTags: ['PurchasedBooks'],
      keepUnusedDataFor: 0,
    }),
    /** One receipt: the caller's own approved payment. */
    getReceipt: build.query<PaymentReceipt, string>({
      query: (paymentId) => purchasePaths.paymentReceipt(paymentId),
    }),
  }),
});

export const { useGetPurchasedBooksQuery, useGetReceiptsQuery, useGetReceiptQuery, useGetOrdersQuery } =
  purchasedApi;
