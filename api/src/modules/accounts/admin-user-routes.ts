import { AdminDashboard } from '@exam/shared-contracts/operations';
import {
  AdminUserResponse,
  AdminUsersResponse,
  UserRoleBody,
  UserStatusBody,
} from '@exam/shared-contracts/accounts';
import { IdParams } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dashboard, undoDeactivation } from '../operations';
import { listUsers, toUserDto, updateUser } from './users';
import { ERRORS } from '../../platform/http/route-schemas';

/** Admin users and stats (docs/domains/operations.md "Dashboard", "Users"). The last active admin cannot be
 * removed (409). */
const adminUsers: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dashboard', { schema: { response: { 200: AdminDashboard, ...ERRORS } } }, async () =>
    dashboard(app.db),
  );

  app.get('/users', { schema: { response: { 200: AdminUsersResponse, ...ERRORS } } }, async () =>
    (await listUsers(app.db)).map(toUserDto),
  );

  app.put(
    '/users/:id/status',
    { schema: { params: IdParams, body: UserStatusBody, response: { 200: AdminUserResponse, ...ERRORS } } },
    async (req) => ({
      user: toUserDto(
        await app.viewers.afterWrite(
          () => updateUser(app.db, req.params.id, { isActive: req.body.isActive }, req.currentUser!.id),
          req.params.id,
        ),
      ),
    }),
  );

  // Undo of a deactivation: active again within the undo window, by the same admin.
  app.post(
    '/users/:id/undo-deactivate',
    { schema: { params: IdParams, response: { 200: AdminUserResponse, ...ERRORS } } },
    async (req) => ({
      user: toUserDto(
        await app.viewers.afterWrite(
          () => undoDeactivation(app.db, req.params.id, req.currentUser!),
          req.params.id,
        ),
      ),
    }),
  );

  app.put(
    '/users/:id/role',
    { schema: { params: IdParams, body: UserRoleBody, response: { 200: AdminUserResponse, ...ERRORS } } },
    async (req) => ({
      user: toUserDto(
        await app.viewers.afterWrite(
          () => updateUser(app.db, req.params.id, { role: req.body.role }, req.currentUser!.id),
          req.params.id,
        ),
      ),
    }),
  );
};
export default adminUsers;
