import { MyAttemptList } from '@exam/shared-contracts/exams';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERRORS } from '../../platform/http/route-schemas';
import { noStoreJson } from '../../platform/http/no-store';
import { attemptRoutes } from './attempts/attempt-routes';
import { candidateHooks } from './attempts/candidate-hooks';
import { questionImageRoutes } from './attempts/question-image-routes';
import { myAttempts } from './attempts/student-views';

/**
 * Online tests for students (docs/domains/exams.md "Online tests"), every route behind the sign-in token:
 * - `GET /api/tests?bookId=` the published tests of a book; `GET /api/tests/:id` the instructions page's
 *   facts and whether the caller may take it;
 * - `POST /api/tests/:id/attempts` → 201 a new attempt, 200 the open one;
 * - `GET /api/attempts/:attemptId`, `PUT …/answers/:number`, `PUT …/current`, `POST …/integrity`,
 *   `POST …/submit`, `GET …/review`;
 * - `GET …/questions/:number/image?w=&lang=` the question's marked image (`X-Watermark-Code`; by the token,
 *   or by the attempt's resume cookie, which reading an open attempt gives: modules/exams/attempts/exam-resume), and
 *   after submission `…/solution?w=`;
 * - `GET /api/user/attempts` "My tests".
 * An attempt is taken on one device at a time: a start (or resume) from another of the candidate's devices
 * moves it there, and the first device's next request gets 409 "This test was opened on another device".
 * The routes are added to this one plugin by attempts/attempt-routes.ts and
 * attempts/question-image-routes.ts, so they share its no-store hook and its sign-in and device hooks
 * (attempts/candidate-hooks.ts).
 */
const examRoutes: FastifyPluginAsyncTypebox = async (app) => {
  noStoreJson(app);
  const hooks = candidateHooks(app);
  attemptRoutes(app, hooks);
  questionImageRoutes(app, hooks);

  app.get(
    '/user/attempts',
    { onRequest: app.authenticate, schema: { response: { 200: MyAttemptList, ...ERRORS } } },
    async (req) => myAttempts(app.db, req.currentUser!.id),
  );
};
export default examRoutes;
