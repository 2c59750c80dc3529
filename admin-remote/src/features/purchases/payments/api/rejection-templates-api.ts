import { adminPurchasePaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type { RejectionTemplates } from '@exam/shared-contracts/purchases';

/**
 * The editable rejection reasons. The cached list is replaced by what the server
 * saved, so no cache tag is needed (the tag list belongs to the shell's shared api).
 */
export const rejectionTemplatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    rejectionTemplates: build.query<RejectionTemplates, void>({
      query: () => adminPurchasePaths.adminRejectionTemplates,
    }),
    saveRejectionTemplates: build.mutation<RejectionTemplates, RejectionTemplates>({
      query: (body) => ({ url: adminPurchasePaths.adminRejectionTemplates, method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(rejectionTemplatesApi.util.upsertQueryData('rejectionTemplates', undefined, data));
      },
    }),
  }),
});

export const { useRejectionTemplatesQuery, useSaveRejectionTemplatesMutation } = rejectionTemplatesApi;
