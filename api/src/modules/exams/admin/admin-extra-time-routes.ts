import { AttemptParams, AttemptTimeBody, AttemptTimeResponse } from '@exam/shared-contracts/exams';
import { and, eq } from 'drizzle-orm';
import { testAttempts } from '../../../db/schema';
import { ERRORS } from '../../../platform/http/route-schemas';
import { recordAudit } from '../../operations';
import { HttpError, isUuid } from '../../../platform/http-error';
import type { RouteApp } from '../route-app';

/**
 * Adds the admin's extra time for an attempt to `app` (modules/exams/admin/admin-routes.ts lists it):
 * `POST /attempts/:attemptId/time` `{seconds}` moves an open attempt's deadline by that many seconds (a
 * negative number takes time away; at most a day either way) and answers `{ok, deadline}` (ISO); audited
 * as `attempt.time` with the deadline before and after. 404 for an unknown attempt, 409 once it is
 * submitted.
 */
export function adminExtraTimeRoutes(app: RouteApp): void {
  app.post(
    '/attempts/:attemptId/time',
    {
      schema: {
        params: AttemptParams,
        body: AttemptTimeBody,
        response: { 200: AttemptTimeResponse, ...ERRORS },
      },
    },
    async (req) => {
      const id = req.params.attemptId;
      if (!isUuid(id)) throw new HttpError(404, 'Attempt not found');
      const [attempt] = await app.db.select().from(testAttempts).where(eq(testAttempts.id, id));
      if (!attempt) throw new HttpError(404, 'Attempt not found');
      if (attempt.status !== 'open') throw new HttpError(409, 'This attempt has been submitted');
      const deadline = new Date(attempt.deadline.getTime() + req.body.seconds * 1000);
      await app.db.transaction(async (tx) => {
        await tx
          .update(testAttempts)
          .set({ deadline })
          .where(and(eq(testAttempts.id, id), eq(testAttempts.status, 'open')));
        await recordAudit(tx, {
          actorId: req.currentUser!.id,
          action: 'attempt.time',
          entity: 'test_attempts',
          entityId: id,
          before: { deadline: attempt.deadline },
          after: { deadline },
        });
      });
      return { ok: true, deadline: deadline.toISOString() };
    },
  );
}
