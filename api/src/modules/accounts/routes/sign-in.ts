import { LIMIT_MESSAGES } from '@exam/shared-contracts/reading';
import { type DeviceLimitResponse } from '@exam/shared-contracts/accounts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../../db/schema';
import { nextReplacementAt, replaceTokenFor } from '../device-replacement';
import { ensureDeviceCookie, signInDevice, toDeviceDto } from '../devices';
import { toUserDto } from '../users';

/**
 * Finishes a sign-in (password, registration, Google, admin) on this browser's device
 * (docs/domains/reading.md "Per-user budgets"): the device cookie is set if missing, the device registered or
 * recognised, and the answer is `{ token, user }` with the token bound to that device (`did`), with `status`.
 * A student past the device limit gets 409 {@link DeviceLimitResponse}: the devices signed in, and a token
 * with which this browser may replace one after an e-mailed code.
 */
export async function answerSignIn(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  status = 200,
) {
  const hashes = ensureDeviceCookie(req, reply, app.config.publicUrl.startsWith('https:'));
  const limits = await app.readerLimits.get();
  const seen = { userAgent: req.headers['user-agent'], ip: req.ip };
  const signed = await signInDevice(app.db, user, hashes, seen, limits.devicesPerStudent);
  reply.header('cache-control', 'no-store');
  if (!signed.ok) {
    const next = await nextReplacementAt(app.db, user.id);
    const body: DeviceLimitResponse = {
      error: LIMIT_MESSAGES.deviceLimit(signed.devices.length),
      code: 'device_limit',
      params: { count: signed.devices.length },
      devices: signed.devices.map(toDeviceDto),
      replaceToken: replaceTokenFor(app, user.id, hashes.hash),
      nextReplacementAt: next ? next.toISOString() : null,
    };
    return reply.status(409).send(body);
  }
  return reply.status(status).send({ token: app.signToken(user, signed.device.id), user: toUserDto(user) });
}
