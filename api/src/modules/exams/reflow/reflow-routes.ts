import { LayoutQuery, QuestionLayout, AttemptQuestionParams } from '@exam/shared-contracts/exams';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERRORS } from '../../../platform/http/route-schemas';
import { HttpError } from '../../../platform/http-error';
import { noStoreJson } from '../../../platform/http/no-store';
import { layoutAt } from './layout-at';

/**
 * `GET /api/attempts/:attemptId/questions/:number/layout?w=&lang=&of=` → `QuestionLayout`: the lines and words
 * of the question image the same call to `…/image` gives (or, with `of=solution`, of the solution image, 403
 * `solutions_after_submit` while the attempt is open), for the exam screen to reflow it at a phone's width
 * (docs/domains/exams.md "Reading a question on a phone"). Positions only: no pixel and no text, so it
 * costs no page of the budget. Behind the sign-in token; another student's attempt or an unknown one is
 * 404, as for every attempt route; `private, no-store`.
 */
const reflowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  noStoreJson(app);
  app.get(
    '/attempts/:attemptId/questions/:number/layout',
    {
      onRequest: app.authenticate,
      schema: {
        params: AttemptQuestionParams,
        querystring: LayoutQuery,
        response: { 200: QuestionLayout, ...ERRORS },
      },
    },
    async (req) => {
      const { attempt, test } = await app.exams.context(req.currentUser!, req.params.attemptId);
      const of = req.query.of ?? 'question';
      // As for the solution's image: a solution is shown once the test is submitted.
      if (of === 'solution' && attempt.status !== 'submitted')
        throw new HttpError(403, 'Solutions are shown once the test is submitted', {
          code: 'solutions_after_submit',
        });
      const lang = req.query.lang ?? attempt.lang;
      return layoutAt(app, test, req.params.number, of, lang, req.query.w);
    },
  );
};
export default reflowRoutes;
