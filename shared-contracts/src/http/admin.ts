import { Type, type Static } from '@sinclair/typebox';
import { Role } from './common';
import { User } from './auth';
import { Payment } from './payments';

/**
 * `GET /api/admin/dashboard` (SPEC 3 "Admin stats"). Totals count users, listed books and payments;
 * `totalRevenue` sums approved payments in rupees. Growth values are percentages: the last 30 days against
 * the 30 days before (100 when growing from zero). `payments`: the 10 latest, pending first.
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
});
export type AdminDashboard = Static<typeof AdminDashboard>;

/** `GET /api/admin/users`: every account, oldest first. */
export const AdminUsersResponse = Type.Array(User);
export type AdminUsersResponse = Static<typeof AdminUsersResponse>;

/** `PUT /api/admin/users/{id}/status` (SPEC 4 "User active flag"). */
export const UserStatusBody = Type.Object({ isActive: Type.Boolean() });
export type UserStatusBody = Static<typeof UserStatusBody>;

/** `PUT /api/admin/users/{id}/role` (SPEC 2 "A role-change call exists"). */
export const UserRoleBody = Type.Object({ role: Role });
export type UserRoleBody = Static<typeof UserRoleBody>;

/** Answer of the user status and role changes: the user as it now is. */
export const AdminUserResponse = Type.Object({ user: User });
export type AdminUserResponse = Static<typeof AdminUserResponse>;
