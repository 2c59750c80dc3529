import { Type, type Static } from '@sinclair/typebox';
import { PaymentState, Role } from './common';
import { User } from './auth';
import { PAGE_FIELDS, Payment } from './payments';
import { AUDIT_ACTIONS } from './rules';
import { MatchState } from './reconciliation';

/**
 * One day of the dashboard chart. `date` is the India Standard Time calendar day
 * (`YYYY-MM-DD`, UTC+05:30); `revenue` sums the payments approved that day in rupees; `payments` counts
 * the payments submitted that day.
 */
export const DashboardDay = Type.Object({
  date: Type.String(),
  revenue: Type.Number(),
  payments: Type.Integer(),
});
export type DashboardDay = Static<typeof DashboardDay>;

/**
 * `GET /api/admin/dashboard` (docs/domains/operations.md "Dashboard"). Totals count users, listed books and
 * payments; `totalRevenue` sums approved payments in rupees. Growth values are percentages: the last 30 days
 * against the 30 days before (100 when growing from zero). `payments`: the 10 latest, pending first. `daily`:
 * the last 30 IST days, oldest first, today last, days without activity included with zeros.
 */
export const AdminDashboard = Type.Object({
  totalUsers: Type.Integer(),
  totalBooks: Type.Integer(),
  totalPayments: Type.Integer(),
  totalRevenue: Type.Number(),
  userGrowth: Type.Number(),
  bookGrowth: Type.Number(),
  paymentGrowth: Type.Number(),
  revenueGrowth: Type.Number(),
  payments: Type.Array(Payment),
  daily: Type.Array(DashboardDay),
});
export type AdminDashboard = Static<typeof AdminDashboard>;

/** `GET /api/admin/users`: every account, oldest first. */
export const AdminUsersResponse = Type.Array(User);
export type AdminUsersResponse = Static<typeof AdminUsersResponse>;

/** `PUT /api/admin/users/{id}/status` (docs/domains/operations.md "Users"). */
export const UserStatusBody = Type.Object({ isActive: Type.Boolean() });
export type UserStatusBody = Static<typeof UserStatusBody>;

/** `PUT /api/admin/users/{id}/role` (docs/domains/operations.md "Users"). */
export const UserRoleBody = Type.Object({ role: Role });
export type UserRoleBody = Static<typeof UserRoleBody>;

/** Answer of the user status and role changes: the user as it now is. */
export const AdminUserResponse = Type.Object({ user: User });
export type AdminUserResponse = Static<typeof AdminUserResponse>;

/**
 * `GET /api/admin/payments/export.csv` (the dashboard's Export Data, the Payments tab's Export CSV): the
 * same `status`, `q` and `match` filters as the payments list (the export honours the tab's filter); the answer is `text/csv` (UTF-8, header row, one payment a line, pending first then
 * newest), amounts in rupees.
 */
export const AdminPaymentsExportQuery = Type.Object({
  status: Type.Optional(Type.Union([PaymentState, Type.Literal('all')])),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  /** Only payments in this match state against the bank statements. */
  match: Type.Optional(MatchState),
});
export type AdminPaymentsExportQuery = Static<typeof AdminPaymentsExportQuery>;

/** The export's body: CSV text (sent as `text/csv`, so it is not JSON-encoded). */
export const AdminPaymentsCsv = Type.String();

export const AuditAction = Type.Union(AUDIT_ACTIONS.map((a) => Type.Literal(a)));
export type AuditAction = Static<typeof AuditAction>;

/** `GET /api/admin/audit-log`: optional `action` filter; page from 1, `limit` 1..100 (default 20). */
export const AuditLogQuery = Type.Object({
  action: Type.Optional(AuditAction),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AuditLogQuery = Static<typeof AuditLogQuery>;

/**
 * One audit record: who (`actor`, null for the system or a removed account), what (`action` on `entity`
 * `entityId`, the table name and row id), when (`createdAt`, ISO), and the row's fields `before` → `after`
 * as plain JSON (money in paise, as stored; secrets never included).
 */
export const AuditLogEntry = Type.Object({
  id: Type.String(),
  actor: Type.Union([
    Type.Object({ id: Type.String(), name: Type.String(), email: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.String(),
});
export type AuditLogEntry = Static<typeof AuditLogEntry>;

/** A page of the audit log, newest first; `total` counts every match. */
export const AuditLogResponse = Type.Object({ entries: Type.Array(AuditLogEntry), ...PAGE_FIELDS });
export type AuditLogResponse = Static<typeof AuditLogResponse>;
