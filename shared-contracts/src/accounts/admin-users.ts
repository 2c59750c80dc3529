import { Type, type Static } from '@sinclair/typebox';
import { Role, User } from './auth';

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
