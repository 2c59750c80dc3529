import { ExcludeAttemptBody, RankDecisionResponse, TestAttemptParams } from '@exam/shared-contracts/exams';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { decideRank, exclusionReason } from './rank-review';
import { findExam } from '../admin/exam-admin';
import { ERRORS } from '../../../platform/http/route-schemas';

/**
 * The admin's decisions on ranked attempts (docs/domains/exams.md "Ranks under review"), behind
 * `requireAdmin`:
 * - `POST /api/admin/tests/:id/attempts/:attemptId/exclude` `{ reason }` (trimmed, 3–500 characters, else
 *   400): the attempt leaves the ranks;
 * - `DELETE` of the same path: it is put back (counted again, its flag decided).
 * Both are audited with the reason and idempotent (`changed: false` when already so). 404 `{ error }` for
 * an unknown test or attempt or an attempt of another test; 409 for an open or a practice attempt.
 */
const adminRankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/tests/:id/attempts/:attemptId/exclude',
    {
      schema: {
        params: TestAttemptParams,
        body: ExcludeAttemptBody,
        response: { 200: RankDecisionResponse, ...ERRORS },
      },
    },
    async (req) => {
      const test = await findExam(app.db, req.params.id);
      const reason = exclusionReason(req.body.reason);
      return decideRank(app.db, test.id, req.params.attemptId, 'excluded', reason, req.currentUser!.id);
    },
  );

  app.delete(
    '/tests/:id/attempts/:attemptId/exclude',
    { schema: { params: TestAttemptParams, response: { 200: RankDecisionResponse, ...ERRORS } } },
    async (req) => {
      const test = await findExam(app.db, req.params.id);
      return decideRank(app.db, test.id, req.params.attemptId, 'kept', null, req.currentUser!.id);
    },
  );
};

export default adminRankRoutes;
