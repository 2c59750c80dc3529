import { adminOperationsPaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/shared-contracts/client';
import type { AdminDashboard } from '@exam/shared-contracts/operations';

/** `GET /admin/dashboard` (SPEC 3 "Admin stats", SPEC 7): totals and growth percentages (tag Dashboard). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<AdminDashboard, void>({
      query: () => adminOperationsPaths.adminDashboard,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
