import {
  AuthResponse,
  ConfirmReplaceBody,
  MessageResponse,
  ReplaceDeviceBody,
} from '@exam/shared-contracts/accounts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rateLimited } from '../../../platform/http/rate-limit';
import { confirmReplacement, REPLACE_MESSAGES, startReplacement } from '../device-replacement';
import { requestDeviceHash } from '../devices';
import { toUserDto } from '../users';
import { ERRORS } from '../../../platform/http/route-schemas';

/**
 * Replacing a device after a sign-in refused by the device limit (docs/domains/reading.md "Per-user
 * budgets"), with the refusal's `replaceToken`, from the same browser (its device cookie):
 *  - `POST /api/auth/devices/replace {replaceToken, deviceId}` → `{message}`: a 6-digit code is e-mailed;
 *  - `POST /api/auth/devices/replace/confirm {replaceToken, code}` → `{token, user}`: the chosen device is
 *    signed out for good and this browser signed in. At most one replacement every 30 days.
 * Both are rate limited like sign-in.
 */
const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/devices/replace',
    {
      config: rateLimited(app, 'auth'),
      schema: { body: ReplaceDeviceBody, response: { 200: MessageResponse, ...ERRORS } },
    },
    async (req) => {
      await startReplacement(app, req.body, requestDeviceHash(req), {
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      return { message: REPLACE_MESSAGES.sent };
    },
  );

  app.post(
    '/auth/devices/replace/confirm',
    {
      config: rateLimited(app, 'auth'),
      schema: { body: ConfirmReplaceBody, response: { 200: AuthResponse, ...ERRORS } },
    },
    async (req, reply) => {
      const { user, device } = await confirmReplacement(app, req.body, requestDeviceHash(req));
      reply.header('cache-control', 'no-store');
      return { token: app.signToken(user, device.id), user: toUserDto(user) };
    },
  );
};
export default deviceRoutes;
