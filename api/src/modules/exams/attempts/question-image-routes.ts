import { AttemptQuestionParams, QuestionImageQuery, type TestLanguage } from '@exam/shared-contracts/exams';
import { WATERMARK_CODE_HEADER } from '@exam/shared-contracts/reading';
import type { FastifyReply } from 'fastify';
import type { UserRow } from '../../../db/schema';
import { HttpError } from '../../../platform/http-error';
import { markReader, markPage, chargePage } from '../../reading';
import type { AuthHook } from '../../../types';
import { ERRORS } from '../../../platform/http/route-schemas';
import type { RouteApp } from '../route-app';
import { shownQuestion } from '../reflow/shown-question';
import type { CandidateHooks } from './candidate-hooks';
import { resumedCandidate } from './exam-resume';
import { attemptPageSent, recordAttemptPage } from './attempt-marks';
import { questionMark, regionsImage } from './question-images';

/**
 * An image the HTML's `<img>` got by the cookie is kept by this browser alone for a minute, so the screen,
 * once its code runs, takes the same bytes from the browser's cache (lib/image-cache.ts) instead of
 * downloading them again; one asked for with the token is never kept.
 */
const RESUMED_IMAGE_CACHE = 'private, max-age=60';

/**
 * Adds an attempt's question images to `app` (modules/exams/exam-routes.ts lists them), with the plugin's
 * `hooks`: `GET /attempts/:attemptId/questions/:number/image?w=&lang=` the question's image (WebP) with the
 * candidate's mark burned in and its code in `X-Watermark-Code`, by the token or by the attempt's resume
 * cookie (modules/exams/attempts/exam-resume), from the attempt's device only; and, once the attempt is
 * submitted (else 403 `solutions_after_submit`), `…/solution?w=` by the token. A paper page first shown in
 * the attempt costs a page of the reader's budget.
 */
export function questionImageRoutes(app: RouteApp, hooks: CandidateHooks): void {
  const onRequest = app.authenticate;
  const { resumedDevices, sameDevice } = hooks;

  /** Sends a question's (or, once submitted, its solution's) image with the candidate's mark burned in. */
  const sendImage = async (
    user: UserRow,
    params: { attemptId: string; number: number },
    query: { w: number; lang?: TestLanguage },
    kind: 'question' | 'solution',
    reply: FastifyReply,
    cacheControl = 'private, no-store',
  ) => {
    const { attempt, test, code } = await app.exams.context(user, params.attemptId);
    if (kind === 'solution' && attempt.status !== 'submitted')
      throw new HttpError(403, 'Solutions are shown once the test is submitted', {
        code: 'solutions_after_submit',
      });
    const lang = query.lang ?? attempt.lang;
    const { book, regions, key } = await shownQuestion(app.db, test, params.number, kind, lang);
    const clean = await regionsImage(app.render, book, test, key, regions, query.w);
    // A question image is a piece of its paper page: a page not yet sent in this attempt costs a page of
    // the budget, as in the reader (solutions, shown after the test, cost nothing).
    const pages = [...new Set(clean.parts.filter((p) => p.source === 'paper').map((p) => p.page))];
    // A page is sent when the attempt recorded it (attempt_pages).
    const sent = (page: number) => attemptPageSent(app.db, attempt.id, page);
    for (const page of pages) await chargePage(app, { user, code, sent }, page, reply);
    const hidden = questionMark(app.config.markSecret, user.id, book.id, test.id, clean.parts);
    const image = await markPage(app.render.marks, clean.image, { reader: markReader(user), code, hidden });
    for (const page of pages) await recordAttemptPage(app.db, attempt.id, page);
    return reply
      .headers({
        'content-type': 'image/webp',
        'cache-control': cacheControl,
        [WATERMARK_CODE_HEADER]: code,
      })
      .send(image);
  };

  /**
   * A question image's sign-in: the token, or, for a request without one (the `<img>` of the exam screen's
   * prerendered HTML), the attempt's resume cookie, whose user must still be active and signed in.
   */
  const tokenOrResume: AuthHook = async (req, reply) => {
    const { attemptId } = req.params as { attemptId?: string };
    if (!req.headers.authorization && attemptId) {
      const resumed = await resumedCandidate(app, req, attemptId);
      if (resumed) {
        req.currentUser = resumed.user;
        // An image's request carries the device cookie (path /api): it must be the one the resume cookie
        // was given beside, else the image is asked for from another browser.
        resumedDevices.set(req, resumed.sameDeviceCookie ? resumed.device : null);
        return;
      }
    }
    return app.authenticate(req, reply);
  };

  app.get(
    '/attempts/:attemptId/questions/:number/image',
    {
      onRequest: tokenOrResume,
      preHandler: sameDevice,
      schema: { params: AttemptQuestionParams, querystring: QuestionImageQuery, response: ERRORS },
    },
    async (req, reply) =>
      sendImage(
        req.currentUser!,
        req.params,
        req.query,
        'question',
        reply,
        resumedDevices.has(req) ? RESUMED_IMAGE_CACHE : undefined,
      ),
  );

  app.get(
    '/attempts/:attemptId/questions/:number/solution',
    {
      onRequest,
      schema: { params: AttemptQuestionParams, querystring: QuestionImageQuery, response: ERRORS },
    },
    async (req, reply) => sendImage(req.currentUser!, req.params, req.query, 'solution', reply),
  );
}
