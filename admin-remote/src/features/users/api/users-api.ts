import { api } from '@exam/shared-contracts/client';
import { paths, type AdminUserResponse, type AdminUsersResponse, type UserStatusBody } from '@exam/shared-contracts/http';

/**
 * User management (SPEC 2 "Users", SPEC 7): every account (tag AdminUsers, fetched only on the Users tab)
 * and the active flag, which reloads the list on success (SPEC 7).
 */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<AdminUsersResponse, void>({
      query: () => paths.adminUsers,
      providesTags: ['AdminUsers'],
    }),
    updateUserStatus: build.mutation<AdminUserResponse, { id: string } & UserStatusBody>({
      query: ({ id, isActive }) => ({ url: paths.adminUserStatus(id), method: 'PUT', body: { isActive } }),
      invalidatesTags: ['AdminUsers', 'Dashboard'],
    }),
  }),
});

export const { useUsersQuery, useUpdateUserStatusMutation } = usersApi;
