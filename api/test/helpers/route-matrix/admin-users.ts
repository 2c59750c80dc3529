import { DEFAULT_READER_LIMITS } from '@exam/shared-contracts/reading';
import { ADMIN_ONLY, type MatrixRow } from './rows';

/**
 * The admin's users (modules/accounts/admin-user-routes, limits): reader limits, account flags, devices, the dashboard,
 * the users list, status, undo and role.
 */
export const ADMIN_USER_ROUTES: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/admin/limits',
    request: () => ({ url: '/api/admin/limits' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/limits',
    request: () => ({ url: '/api/admin/limits', payload: DEFAULT_READER_LIMITS }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/flags',
    request: () => ({ url: '/api/admin/flags' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/users/:id/devices',
    request: async (f) => ({ url: `/api/admin/users/${await f.newUserId()}/devices` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:id/devices',
    request: async (f) => ({ url: `/api/admin/users/${await f.newUserId()}/devices` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/dashboard',
    request: () => ({ url: '/api/admin/dashboard' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/users',
    request: () => ({ url: '/api/admin/users' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/status',
    request: async (f) => ({
      url: `/api/admin/users/${await f.newUserId()}/status`,
      payload: { isActive: false },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/undo-deactivate',
    // A fresh user is active: nothing to undo, so the admin meets 409 (admin-undo.test.ts has the 200 path).
    request: async (f) => ({ url: `/api/admin/users/${await f.newUserId()}/undo-deactivate` }),
    expect: ADMIN_ONLY(409),
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/role',
    request: async (f) => ({
      url: `/api/admin/users/${await f.newUserId()}/role`,
      payload: { role: 'user' },
    }),
    expect: ADMIN_ONLY(200),
  },
];
