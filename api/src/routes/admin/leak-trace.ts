import { LeakTrace, LeakTraceParams } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { leakTrace } from '../../services/reading-sessions';
import { ERRORS } from '../schemas';

/**
 * `GET /api/admin/leak-trace/:code` (admin; ARCHITECTURE "Reading"): the leak code read off a leaked page
 * image (any case, with or without the dash) → who read (user id, e-mail, name), which book, the session's
 * times and the pages sent with first/last time and count. 404 `Unknown leak code`.
 */
const adminLeakTrace: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/leak-trace/:code',
    { schema: { params: LeakTraceParams, response: { 200: LeakTrace, ...ERRORS } } },
    async (req) => leakTrace(app.db, req.params.code),
  );
};
export default adminLeakTrace;
