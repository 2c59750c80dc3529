import { AuditLogQuery, AuditLogResponse } from '@exam/shared-contracts/operations';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAuditLog } from './audit';
import { ERRORS } from '../../platform/http/route-schemas';

/** `GET /api/admin/audit-log?action=&page=&limit=`: who did what, when, before → after. */
const adminAuditLog: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit-log',
    { schema: { querystring: AuditLogQuery, response: { 200: AuditLogResponse, ...ERRORS } } },
    async (req) => listAuditLog(app.db, req.query),
  );
};
export default adminAuditLog;
