import { adminPurchasePaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type {
  AdminPaymentsQuery,
  AdminPaymentsResponse,
  PaymentReviewResponse,
  RejectBody,
} from '@exam/shared-contracts/purchases';

/**
 * Admin payment endpoints (docs/domains/operations.md "Payments", "Calls"): the filtered, searched, paged
 * list (tag AdminPayments) and approve/reject (and undo of an approval), which refresh the list and the
 * dashboard stats.
 */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPayments: build.query<AdminPaymentsResponse, AdminPaymentsQuery>({
      query: (params) => ({ url: adminPurchasePaths.adminPayments, params }),
      providesTags: ['AdminPayments'],
    }),
    approvePayment: build.mutation<PaymentReviewResponse, string>({
      query: (id) => ({ url: adminPurchasePaths.adminPaymentApprove(id), method: 'POST' }),
      invalidatesTags: ['AdminPayments', 'Dashboard'],
    }),
    /** Back to pending within the undo window; 409 when too late or moved on. */
    undoApprovePayment: build.mutation<PaymentReviewResponse, string>({
      query: (id) => ({ url: adminPurchasePaths.adminPaymentUndoApprove(id), method: 'POST' }),
      invalidatesTags: ['AdminPayments', 'Dashboard'],
    }),
    rejectPayment: build.mutation<PaymentReviewResponse, { id: string } & RejectBody>({
      query: ({ id, reason }) => ({
        url: adminPurchasePaths.adminPaymentReject(id),
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      invalidatesTags: ['AdminPayments', 'Dashboard'],
    }),
  }),
});

export const {
  useAdminPaymentsQuery,
  useApprovePaymentMutation,
  useRejectPaymentMutation,
  useUndoApprovePaymentMutation,
} = paymentsApi;
