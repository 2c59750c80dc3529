import { AdminAttemptList, TestStatsResponse } from '@exam/shared-contracts/exams';
import { IdParams } from '@exam/shared-contracts/http';
import type { FastifyReply } from 'fastify';
import { ERRORS } from '../../../platform/http/route-schemas';
import type { RouteApp } from '../route-app';
import { adminAttempts, attemptsCsv, examStats } from './admin-views';
import { findExam } from './exam-admin';

/**
 * Adds the admin's reads of a test's results to `app` (modules/exams/admin/admin-routes.ts lists them):
 * `GET /tests/:id/attempts` (every attempt with its student, rank, integrity counts and rank review),
 * `GET /tests/:id/attempts.csv` (the same as a UTF-8 CSV download opening with a byte-order mark, for
 * spreadsheets) and `GET /tests/:id/stats` (per-question statistics). 404 for an unknown test.
 */
export function adminResultRoutes(app: RouteApp): void {
  app.get(
    '/tests/:id/attempts',
    { schema: { params: IdParams, response: { 200: AdminAttemptList, ...ERRORS } } },
    async (req) => adminAttempts(app.db, await findExam(app.db, req.params.id)),
  );

  app.get(
    '/tests/:id/attempts.csv',
    { schema: { params: IdParams, response: ERRORS } },
    async (req, reply) => {
      const row = await findExam(app.db, req.params.id);
      const csv = attemptsCsv(await adminAttempts(app.db, row));
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="test-attempts-${row.id.slice(0, 8)}.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );

  app.get(
    '/tests/:id/stats',
    { schema: { params: IdParams, response: { 200: TestStatsResponse, ...ERRORS } } },
    async (req) => examStats(app.db, await findExam(app.db, req.params.id)),
  );
}
