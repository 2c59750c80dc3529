import { examSlots, type ExamFitSlot, type ExamSlot } from '@exam/web-platform/prerender/file';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUuid } from '../../platform/http-error';
import { reflowSlots, resumedCandidate } from '../../modules/exams';

/**
 * The exam screen's slots for a request to `/test/:testId/attempt/:attemptId` (docs/speed.md
 * "Prerendered first paint"), or null: drawn only for the candidate whose resume cookie names this attempt
 * (modules/exams/attempts/exam-resume), still on the device the attempt is taken on, while it is open, and when the
 * path's test is the attempt's. Any refusal or failure is a null (the page then gets its loading state). For
 * a candidate reading with Fit to screen, with the reflowed variant's slots too (modules/exams reflowSlots);
 * a failure there leaves the question as printed.
 */
export function resumedExams(
  app: FastifyInstance,
): (
  req: FastifyRequest,
  attemptId: string,
  params: Record<string, string>,
) => Promise<(Record<ExamSlot, string> & Partial<Record<ExamFitSlot, string>>) | null> {
  return async (req, attemptId, params) => {
    if (!isUuid(attemptId)) return null;
    try {
      const resumed = await resumedCandidate(app, req, attemptId);
      if (!resumed) return null;
      await app.attemptDevices.check(attemptId, resumed.device, resumed.user.id);
      const state = await app.exams.state(resumed.user, attemptId);
      if (state.testId !== params.testId) return null;
      const slots = examSlots(state, resumed.user.name);
      const reflow = slots ? await reflowSlots(app, req, state).catch(() => null) : null;
      return slots && reflow ? { ...slots, ...reflow } : slots;
    } catch {
      return null;
    }
  };
}
