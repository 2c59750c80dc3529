import { adminOperationsPaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type { AdminDashboard } from '@exam/shared-contracts/operations';

/** `GET /admin/dashboard` (docs/domains/operations.md "Dashboard", "Calls"): totals and growth percentages
 * (tag Dashboard). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<AdminDashboard, void>({
      query: () => adminOperationsPaths.adminDashboard,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
