import { AccountFlagList, ReaderLimits } from '@exam/shared-contracts/reading';
import { DeviceList } from '@exam/shared-contracts/accounts';
import { IdParams } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  activeDevices,
  devicePlaces,
  findUserById,
  listFlags,
  revokeDevices,
  toDeviceDto,
} from '../accounts';
import { recordAudit } from '../operations';
import { HttpError } from '../../platform/http-error';
import { ERRORS } from '../../platform/http/route-schemas';

/**
 * The reader's limits and what they catch (docs/domains/reading.md "Per-user budgets"), admin only:
 *  - `GET`/`PUT /api/admin/limits`: the page, search and device budgets (`reader.limits`), audited;
 *  - `GET /api/admin/flags`: accounts flagged by a budget, a search walk or many addresses, with evidence;
 *  - `GET /api/admin/users/:id/devices`: a student's devices (type, browser, last IP, last seen);
 *  - `DELETE /api/admin/users/:id/devices`: signs every device of the account out for good (audited), so
 *    the student can sign in on new ones.
 */
const adminLimits: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/limits', { schema: { response: { 200: ReaderLimits, ...ERRORS } } }, async () =>
    app.readerLimits.get(),
  );

  app.put(
    '/limits',
    { schema: { body: ReaderLimits, response: { 200: ReaderLimits, ...ERRORS } } },
    async (req) => {
      if (
        req.body.pagesPerHour < req.body.pagesPerMinute ||
        req.body.searchesPerDay < req.body.searchesPerMinute
      )
        throw new HttpError(400, 'A longer window cannot allow fewer than a shorter one');
      return app.readerLimits.set(req.body, req.currentUser!.id);
    },
  );

  app.get('/flags', { schema: { response: { 200: AccountFlagList, ...ERRORS } } }, async () => ({
    flags: await listFlags(app.db),
  }));

  const userOf = async (id: string) => {
    const user = await findUserById(app.db, id);
    if (!user) throw new HttpError(404, 'User not found');
    return user;
  };

  app.get(
    '/users/:id/devices',
    { schema: { params: IdParams, response: { 200: DeviceList, ...ERRORS } } },
    async (req) => {
      const user = await userOf(req.params.id);
      const rows = await activeDevices(app.db, user.id);
      const places = await devicePlaces(
        app.db,
        user.id,
        rows.map((d) => d.id),
      );
      return { devices: rows.map((d) => ({ ...toDeviceDto(d), places: places.get(d.id) ?? [] })) };
    },
  );

  app.delete(
    '/users/:id/devices',
    {
      schema: {
        params: IdParams,
        response: { 200: Type.Object({ revoked: Type.Integer() }), ...ERRORS },
      },
    },
    async (req) => {
      const user = await userOf(req.params.id);
      const revoked = await app.db.transaction(async (t) => {
        const n = await revokeDevices(t, user.id);
        await recordAudit(t, {
          actorId: req.currentUser!.id,
          action: 'user.devices-reset',
          entity: 'users',
          entityId: user.id,
          after: { revoked: n },
        });
        return n;
      });
      return { revoked };
    },
  );
};
export default adminLimits;
