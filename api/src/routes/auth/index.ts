import { AuthResponse, LoginBody, MeResponse, RegisterBody } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../services/http-error';
import { verifyPassword } from '../../services/passwords';
import { findUserByEmail, registerUser, toUserDto } from '../../services/users';
import { rateLimited } from '../../plugins/rate-limit';
import { ERRORS } from '../schemas';

/** Student auth (SPEC 7): register, login (same 401 text for unknown e-mail and wrong password), me. */
const auth: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/register',
    {
      config: rateLimited(app, 'register'),
      schema: { body: RegisterBody, response: { 201: AuthResponse, ...ERRORS } },
    },
    async (req, reply) => {
      const user = await registerUser(app.db, req.body);
      return reply.status(201).send({ token: app.signToken(user.id), user: toUserDto(user) });
    },
  );

  app.post(
    '/auth/login',
    {
      config: rateLimited(app, 'auth'),
      schema: { body: LoginBody, response: { 200: AuthResponse, ...ERRORS } },
    },
    async (req) => {
      const user = await findUserByEmail(app.db, req.body.email);
      const ok = await verifyPassword(user?.passwordHash, req.body.password);
      if (!user || !ok) throw new HttpError(401, 'Invalid e-mail or password');
      if (!user.isActive) throw new HttpError(403, 'This account has been deactivated');
      return { token: app.signToken(user.id), user: toUserDto(user) };
    },
  );

  app.get(
    '/auth/me',
    { onRequest: app.authenticate, schema: { response: { 200: MeResponse, ...ERRORS } } },
    async (req) => ({
      user: toUserDto(req.currentUser!),
    }),
  );
};
export default auth;
