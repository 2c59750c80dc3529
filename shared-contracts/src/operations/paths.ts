/** The admin's operations paths (all under `/admin`): the dashboard and the audit log. */
export const adminOperationsPaths = {
  adminDashboard: '/admin/dashboard',
  adminAuditLog: '/admin/audit-log',
} as const;
