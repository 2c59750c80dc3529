import { Type, type Static } from '@sinclair/typebox';
import { PAGE_FIELDS, Payment } from '../purchases/payments';
import { AUDIT_ACTIONS } from './rules';

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
