import {
  AuthResponse,
  ChangePasswordBody,
  LoginBody,
  MeResponse,
  RegisterBody,
} from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../services/http-error';
import { verifyPassword } from '../../services/passwords';
import {
  changePassword,
  findUserByEmail,
  registerUser,
  revokeSessions,
  toUserDto,
} from '../../services/users';
import { rateLimited } from '../../plugins/rate-limit';
import { ERRORS } from '../schemas';

/**
 * Student auth (SPEC 7): register, login (same 401 text for unknown e-mail and wrong password), me; logout
 * (`POST /auth/logout`, 204: revokes the account's tokens) and password change (`PUT /auth/password`: a new
 * token, every older one revoked).
 */
const auth: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/register',
    {
      config: rateLimited(app, 'register'),
      schema: { body: RegisterBody, response: { 201: AuthResponse, ...ERRORS } },
    },
    async (req, reply) => {
      const user = await registerUser(app.db, req.body);
      return reply.status(201).send({ token: app.signToken(user), user: toUserDto(user) });
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
      return { token: app.signToken(user), user: toUserDto(user) };
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: app.authenticate, schema: { response: { 204: Type.Null(), ...ERRORS } } },
    async (req, reply) => {
      await revokeSessions(app.db, req.currentUser!.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/auth/password',
    {
      onRequest: app.authenticate,
      config: rateLimited(app, 'auth'),
      schema: { body: ChangePasswordBody, response: { 200: AuthResponse, ...ERRORS } },
    },
    async (req) => {
      const user = await changePassword(
        app.db,
        req.currentUser!,
        req.body.currentPassword,
        req.body.newPassword,
      );
      return { token: app.signToken(user), user: toUserDto(user) };
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
