/** The accounts' paths (sign-in, registration, the session, preferences, passwords, devices; the admin's sign-in too). */
export const accountPaths = {
  authLogin: '/auth/login',
  authRegister: '/auth/register',
  authMe: '/auth/me',
  authGoogle: '/auth/google',
  authGoogleExchange: '/auth/google/exchange',
  authLogout: '/auth/logout',
  authPreferences: '/auth/preferences',
  authPassword: '/auth/password',
  authPasswordForgot: '/auth/password/forgot',
  authDevicesReplace: '/auth/devices/replace',
  authDevicesReplaceConfirm: '/auth/devices/replace/confirm',
  authPasswordReset: '/auth/password/reset',
  adminLogin: '/admin/login',
} as const;

/** The admin's account paths (all under `/admin`): users, their role, status, undo and devices. */
export const adminAccountPaths = {
  adminUsers: '/admin/users',
  adminUserRole: (id: string) => `/admin/users/${encodeURIComponent(id)}/role`,
  adminUserDevices: (id: string) => `/admin/users/${encodeURIComponent(id)}/devices`,
  adminUserStatus: (id: string) => `/admin/users/${encodeURIComponent(id)}/status`,
  adminUserUndoDeactivate: (id: string) => `/admin/users/${encodeURIComponent(id)}/undo-deactivate`,
} as const;
