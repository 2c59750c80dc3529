import { adminPaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/shared-contracts/client';
import type { AdminDashboard } from '@exam/shared-contracts/http';

/** `GET /admin/dashboard` (docs/domains/operations.md "Dashboard", "Calls"): totals and growth percentages
 * (tag Dashboard). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<AdminDashboard, void>({
      query: () => adminPaths.adminDashboard,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
