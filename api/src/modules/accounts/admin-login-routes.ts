import { AdminLoginBody, AdminLoginResponse } from '@exam/shared-contracts/accounts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../platform/http-error';
import { verifyPassword } from './passwords';
import { findAdminByUsername } from './users';
import { answerSignIn } from './routes/sign-in';
import { rateLimited } from '../../platform/http/rate-limit';
import { ERRORS } from '../../platform/http/route-schemas';

/** `POST /api/admin/login` (docs/domains/accounts.md "Calls"): admins only; one 401 text for every wrong
 * username/password. */
const adminLogin: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: rateLimited(app, 'auth'),
      schema: { body: AdminLoginBody, response: { 200: AdminLoginResponse, ...ERRORS } },
    },
    async (req, reply) => {
      const admin = await findAdminByUsername(app.db, req.body.username);
      const ok = await verifyPassword(admin?.passwordHash, req.body.password);
      if (!admin || !ok) throw new HttpError(401, 'Invalid username or password');
      if (!admin.isActive) throw new HttpError(403, 'This account has been deactivated');
      // Admins register their device too (never limited): reading sessions are bound to a device.
      return answerSignIn(app, req, reply, admin);
    },
  );
};
export default adminLogin;
