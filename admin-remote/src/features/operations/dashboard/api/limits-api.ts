import { adminReadingPaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type { AccountFlagList, ReaderLimits } from '@exam/shared-contracts/reading';

/**
 * The reader's limits and the accounts they caught (docs/domains/reading.md "Per-user budgets"): the
 * `reader.limits` setting (pages, searches, devices) and the flagged accounts with their evidence.
 */
export const limitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    readerLimits: build.query<ReaderLimits, void>({
      query: () => adminReadingPaths.adminLimits,
      providesTags: ['ReaderLimits'],
    }),
    saveReaderLimits: build.mutation<ReaderLimits, ReaderLimits>({
      query: (body) => ({ url: adminReadingPaths.adminLimits, method: 'PUT', body }),
      invalidatesTags: ['ReaderLimits'],
    }),
    accountFlags: build.query<AccountFlagList, void>({
      query: () => adminReadingPaths.adminFlags,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useReaderLimitsQuery, useSaveReaderLimitsMutation, useAccountFlagsQuery } = limitsApi;
