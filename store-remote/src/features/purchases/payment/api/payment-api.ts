import { purchasePaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type {
  PaymentData,
  PaymentStatusResponse,
  PaymentSubmitBody,
  PaymentSubmitResponse,
} from '@exam/shared-contracts/purchases';

/** Payment status poll interval of docs/domains/purchases.md "Payment states" (ms). */
export const PAYMENT_POLL_MS = 5000;

/**
 * The purchase calls of docs/domains/purchases.md "Calls": the payment data of a book (QR code, payee,
 * amount, existing payment), the UTR submission, and the status of one payment (polled every 5 s by the page
 * while pending).
 */
export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentData: build.query<PaymentData, string>({
      query: (bookId) => purchasePaths.paymentForBook(bookId),
      providesTags: (_result, _error, bookId) => [{ type: 'Payment', id: bookId }],
    }),
    submitPayment: build.mutation<PaymentSubmitResponse, PaymentSubmitBody>({
      query: (body) => ({ url: purchasePaths.paymentSubmit, method: 'POST', body }),
      // Book cards now show Pending; the purchase page reloads its existing payment.
      invalidatesTags: (_result, _error, body) => [
        'Books',
        'PurchasedBooks',
        { type: 'Payment', id: body.bookId },
      ],
    }),
    getPaymentStatus: build.query<PaymentStatusResponse, string>({
      query: (paymentId) => purchasePaths.paymentStatus(paymentId),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPaymentDataQuery, useSubmitPaymentMutation, useGetPaymentStatusQuery } = paymentApi;
