import {
  EXAM_FIT_COOKIE,
  imageWidth,
  needsReflow,
  parseFitCookie,
  reflowImageWidth,
  testPaths,
  type AttemptState,
} from '@exam/shared-contracts/exams';

import {
  reflowMarkup,
  reflowSeedMarkup,
  resumeImageUrl,
  type ExamFitSlot,
} from '@exam/web-platform/prerender/file';
import { shownLanguage } from '@exam/shared-contracts/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { layoutAt } from './layout-at';

/**
 * The reflowed exam screen's markup slots (shared-contracts exam-template.ts `EXAM_FIT_SLOTS`) for open
 * attempt `state`, when the request's Fit to screen cookie (exams/fit-cookie.ts) says the
 * candidate reads reflowed in a box too narrow for the printed question: the current question reflowed at
 * that box's width (CSS px) from its image at the width the screen would ask for it (the resume cookie's
 * URL, so the browser fetches it as it reads the HTML), and the seed the screen takes over from. The same
 * arithmetic as the screen (exams/reflow-plan.ts), from the same layouts, so nothing moves when it does
 * (docs/domains/exams.md "Reading a question on a phone"). Null without the cookie, when the question is
 * legible as printed at that width, or has no line to reflow.
 */
export async function reflowSlots(
  app: FastifyInstance,
  req: FastifyRequest,
  state: AttemptState,
): Promise<Record<Extract<ExamFitSlot, 'reflowHtml' | 'seedHtml'>, string> | null> {
  // The cookie first: a candidate reading as printed costs this page nothing more.
  const fit = parseFitCookie(req.cookies?.[EXAM_FIT_COOKIE]);
  if (!fit) return null;
  const test = await app.exams.test(state.testId);
  if (!test) return null;
  const question = state.questions.find((q) => q.number === state.currentQuestion) ?? state.questions[0];
  if (!question) return null;
  const lang = shownLanguage(question, state.lang);
  const n = question.number;
  const probeW = imageWidth(fit.box, fit.dpr);
  const probe = await layoutAt(app, test, n, 'question', lang, probeW);
  if (!needsReflow(probe, fit.box)) return null;
  const wideW = reflowImageWidth(probe, fit.dpr);
  const layout = wideW === probeW ? probe : await layoutAt(app, test, n, 'question', lang, wideW);
  const url = resumeImageUrl(state.attemptId, n, wideW, lang);
  return {
    reflowHtml: reflowMarkup(layout, url, fit.box),
    seedHtml: reflowSeedMarkup({
      layouts: {
        [testPaths.attemptQuestionLayout(state.attemptId, n, probeW, lang)]: probe,
        [testPaths.attemptQuestionLayout(state.attemptId, n, wideW, lang)]: layout,
      },
      images: { [testPaths.attemptQuestionImage(state.attemptId, n, wideW, lang)]: url },
    }),
  };
}
