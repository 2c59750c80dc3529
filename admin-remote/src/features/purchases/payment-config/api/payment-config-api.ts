import { adminPurchasePaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type { PaymentConfig, PaymentConfigResponse } from '@exam/shared-contracts/purchases';

/**
 * Payee settings (docs/domains/operations.md "Payment Config", "Calls"): read (fetched only on that tab) and
 * save (upiId, payeeName, bankName). Saving also refreshes the purchase pages' payment data (tag Payment).
 */
export const paymentConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentConfig: build.query<PaymentConfigResponse, void>({
      query: () => adminPurchasePaths.adminPaymentConfig,
      providesTags: ['PaymentConfig'],
    }),
    updatePaymentConfig: build.mutation<unknown, PaymentConfig>({
      query: (body) => ({ url: adminPurchasePaths.adminPaymentConfig, method: 'PUT', body }),
      invalidatesTags: ['PaymentConfig', 'Payment'],
    }),
  }),
});

export const { usePaymentConfigQuery, useUpdatePaymentConfigMutation } = paymentConfigApi;
