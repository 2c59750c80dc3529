import { adminPurchasePaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type {
  ApproveMatchedResponse,
  ReconciliationOverview,
  ReconciliationSettings,
  StatementImportResult,
  StatementMapping,
} from '@exam/shared-contracts/purchases';

/**
 * Reconciliation endpoints. The overview depends on the payments, so it shares the payments'
 * cache tag: an approve, a reject or an import refreshes both tabs.
 */
export const reconciliationApi = api.injectEndpoints({
  endpoints: (build) => ({
    reconciliation: build.query<ReconciliationOverview, void>({
      query: () => adminPurchasePaths.adminReconciliation,
      providesTags: ['AdminPayments'],
    }),
    importStatement: build.mutation<StatementImportResult, { file: File; bank: string }>({
      query: ({ file, bank }) => {
        const body = new FormData();
        if (bank) body.append('bank', bank);
        body.append('file', file);
        return { url: adminPurchasePaths.adminReconciliationStatements, method: 'POST', body };
      },
      invalidatesTags: ['AdminPayments', 'Dashboard'],
    }),
    approveMatched: build.mutation<ApproveMatchedResponse, void>({
      query: () => ({ url: adminPurchasePaths.adminReconciliationApproveMatched, method: 'POST' }),
      invalidatesTags: ['AdminPayments', 'Dashboard'],
    }),
    saveReconciliationSettings: build.mutation<ReconciliationSettings, ReconciliationSettings>({
      query: (body) => ({ url: adminPurchasePaths.adminReconciliationSettings, method: 'PUT', body }),
      invalidatesTags: ['AdminPayments'],
    }),
    saveStatementMapping: build.mutation<{ mappings: StatementMapping[] }, StatementMapping>({
      query: (body) => ({ url: adminPurchasePaths.adminReconciliationMappings, method: 'PUT', body }),
      invalidatesTags: ['AdminPayments'],
    }),
  }),
});

export const {
  useReconciliationQuery,
  useImportStatementMutation,
  useApproveMatchedMutation,
  useSaveReconciliationSettingsMutation,
  useSaveStatementMappingMutation,
} = reconciliationApi;
