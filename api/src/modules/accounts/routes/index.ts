import {
  AuthResponse,
  DeviceLimitResponse,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  MeResponse,
  MessageResponse,
  Preferences,
  RegisterBody,
  ResetPasswordBody,
} from '@exam/shared-contracts/accounts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../../platform/http-error';
import { verifyPassword } from '../passwords';
import {
  changePassword,
  findUserByEmail,
  registerUser,
  revokeSessions,
  setUserLang,
  toUserDto,
} from '../users';
import { rateLimited } from '../../../platform/http/rate-limit';
import { spend, windowLimiter } from '../../../platform/limiters';
import {
  FORGOT_PASSWORD_MESSAGE,
  passwordResetMail,
  RESET_DONE_MESSAGE,
  resetPassword,
} from '../password-resets';
import { ERRORS } from '../../../platform/http/route-schemas';
import { answerSignIn } from './sign-in';

/**
 * Student auth (docs/domains/accounts.md "Calls"): register, login (same 401 text for unknown e-mail and
 * wrong password), me; logout (`POST /auth/logout`, 204: revokes the account's tokens), password change (`PUT
 * /auth/password`: a new token, every older one revoked) and reset by e-mail (`POST /auth/password/forgot`,
 * `/auth/password/reset`).
 */
const auth: FastifyPluginAsyncTypebox = async (app) => {
  // A browser without a current device-proof nonce asks here first (204, the nonce in `DPoP-Nonce`, set on
  // every /api answer), so its first signed call is not refused for the nonce.
  app.get('/auth/device-nonce', { schema: { response: { 204: Type.Null() } } }, async (_req, reply) =>
    reply.header('cache-control', 'no-store').status(204).send(null),
  );

  app.post(
    '/auth/register',
    {
      config: rateLimited(app, 'register'),
      schema: { body: RegisterBody, response: { 201: AuthResponse, ...ERRORS } },
    },
    async (req, reply) => answerSignIn(app, req, reply, await registerUser(app.db, req.body), 201),
  );

  app.post(
    '/auth/login',
    {
      config: rateLimited(app, 'auth'),
      schema: { body: LoginBody, response: { 200: AuthResponse, 409: DeviceLimitResponse, ...ERRORS } },
    },
    async (req, reply) => {
      const user = await findUserByEmail(app.db, req.body.email);
      const ok = await verifyPassword(user?.passwordHash, req.body.password);
      if (!user || !ok)
        throw new HttpError(401, 'Invalid e-mail or password', { code: 'invalid_credentials' });
      if (!user.isActive)
        throw new HttpError(403, 'This account has been deactivated', { code: 'account_deactivated' });
      return answerSignIn(app, req, reply, user);
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: app.authenticate, schema: { response: { 204: Type.Null(), ...ERRORS } } },
    async (req, reply) => {
      const id = req.currentUser!.id;
      await app.viewers.afterWrite(() => revokeSessions(app.db, id), id);
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
      const user = await app.viewers.afterWrite(
        () => changePassword(app.db, req.currentUser!, req.body.currentPassword, req.body.newPassword),
        req.currentUser!.id,
      );
      return { token: app.signToken(user, req.deviceId ?? undefined), user: toUserDto(user) };
    },
  );

  // Password reset by e-mail: the same answer whether or not the account exists, rate limited
  // like sign-in per IP and per address; the mail goes out in the background, so the answer's timing tells
  // nothing either. An address over its hourly budget gets the same answer and no mail: a 429 there would
  // let anyone mail-bomb an inbox from many IPs, and answering differently would say the limit was hit.
  const perAddress = app.config.rateLimit.enabled
    ? [
        {
          window: { points: app.config.rateLimit.forgotPerAddress, seconds: 3600 },
          limiter: windowLimiter(app.redis?.client, 'forgot', {
            points: app.config.rateLimit.forgotPerAddress,
            seconds: 3600,
          }),
        },
      ]
    : [];
  app.post(
    '/auth/password/forgot',
    {
      config: rateLimited(app, 'auth'),
      schema: { body: ForgotPasswordBody, response: { 200: MessageResponse, ...ERRORS } },
    },
    async (req) => {
      if (!app.mailer.enabled)
        throw new HttpError(503, 'Password reset by e-mail is not available right now', {
          code: 'reset_unavailable',
        });
      const { email } = req.body;
      const address = email.trim().toLowerCase();
      const spent = perAddress.length ? await spend(perAddress, address) : ({ ok: true } as const);
      if (spent.ok)
        app.mailer.sendLater(() => passwordResetMail(app.db, email, app.config.appUrl), 'password reset');
      else req.log.info('password reset: address over its hourly budget, no mail sent');
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: rateLimited(app, 'auth'),
      schema: { body: ResetPasswordBody, response: { 200: MessageResponse, ...ERRORS } },
    },
    async (req) => {
      await app.viewers.afterWrite(
        () => resetPassword(app.db, req.body.token, req.body.password),
        (userId) => userId,
      );
      return { message: RESET_DONE_MESSAGE };
    },
  );

  app.get(
    '/auth/me',
    { onRequest: app.authenticate, schema: { response: { 200: MeResponse, ...ERRORS } } },
    async (req) => ({
      user: toUserDto(req.currentUser!),
    }),
  );

  app.get(
    '/auth/preferences',
    { onRequest: app.authenticate, schema: { response: { 200: Preferences, ...ERRORS } } },
    async (req) => ({ lang: req.currentUser!.lang }),
  );

  app.put(
    '/auth/preferences',
    { onRequest: app.authenticate, schema: { body: Preferences, response: { 200: Preferences, ...ERRORS } } },
    async (req) => ({ lang: await setUserLang(app.db, req.currentUser!.id, req.body.lang) }),
  );
};
export default auth;
