import { adminAccountPaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type {
  AdminUserResponse,
  AdminUsersResponse,
  DeviceList,
  UserRoleBody,
  UserStatusBody,
} from '@exam/shared-contracts/accounts';

/**
 * User management (docs/domains/operations.md "Users", "Calls"): every account (tag AdminUsers, fetched only
 * on the Users tab) the active flag, which reloads the list on success (docs/domains/operations.md "Calls"),
 * and the role (admin or user).
 */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<AdminUsersResponse, void>({
      query: () => adminAccountPaths.adminUsers,
      providesTags: ['AdminUsers'],
    }),
    updateUserStatus: build.mutation<AdminUserResponse, { id: string } & UserStatusBody>({
      query: ({ id, isActive }) => ({
        url: adminAccountPaths.adminUserStatus(id),
        method: 'PUT',
        body: { isActive },
      }),
      invalidatesTags: ['AdminUsers', 'Dashboard'],
    }),
    /** Active again within the undo window of a deactivation; 409 when too late. */
    undoDeactivateUser: build.mutation<AdminUserResponse, string>({
      query: (id) => ({ url: adminAccountPaths.adminUserUndoDeactivate(id), method: 'POST' }),
      invalidatesTags: ['AdminUsers', 'Dashboard'],
    }),
    /**
     * A student's devices (type, browser, last IP, last seen): docs/domains/reading.md "Per-user budgets".
     */
    userDevices: build.query<DeviceList, string>({
      query: (id) => adminAccountPaths.adminUserDevices(id),
      providesTags: (_r, _e, id) => [{ type: 'AdminDevices', id }],
    }),
    /** Signs every device of the account out for good, so the student can sign in on new ones. */
    resetUserDevices: build.mutation<{ revoked: number }, string>({
      query: (id) => ({ url: adminAccountPaths.adminUserDevices(id), method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'AdminDevices', id }],
    }),
    updateUserRole: build.mutation<AdminUserResponse, { id: string } & UserRoleBody>({
      query: ({ id, role }) => ({ url: adminAccountPaths.adminUserRole(id), method: 'PUT', body: { role } }),
      invalidatesTags: ['AdminUsers'],
    }),
  }),
});

export const {
  useUsersQuery,
  useUpdateUserStatusMutation,
  useUpdateUserRoleMutation,
  useUndoDeactivateUserMutation,
  useUserDevicesQuery,
  useResetUserDevicesMutation,
} = usersApi;
