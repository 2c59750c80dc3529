import {
  AttemptClock,
  AttemptParams,
  AttemptQuestionParams,
  AttemptResult,
  AttemptReview,
  AttemptStart,
  AttemptState,
  CurrentQuestionBody,
  IntegrityBody,
  SaveAck,
  SaveAnswerBody,
  StartAttemptBody,
  TestInfo,
  TestsQuery,
  TestSummaryList,
} from '@exam/shared-contracts/exams';
import { IdParams } from '@exam/shared-contracts/http';
import { findBook, withAccess } from '../../catalogue';
import { HttpError } from '../../../platform/http-error';
import { requestCookieHash, requestDeviceHash } from '../../accounts';
import { ERRORS } from '../../../platform/http/route-schemas';
import type { RouteApp } from '../route-app';
import { ATTEMPT_MESSAGES } from './attempt-messages';
import type { CandidateHooks } from './candidate-hooks';
import { giveResumeCookie } from './exam-resume';
import { attemptReview, publishedExams, examInfo } from './student-views';

/**
 * Adds the student routes of a book's tests and of taking one to `app` (modules/exams/exam-routes.ts lists
 * them), with the plugin's `hooks`:
 * - `GET /tests?bookId=`, `GET /tests/:id` (by the sign-in token);
 * - `POST /tests/:id/attempts` → 201 a new attempt, 200 the open one, moving the attempt to this device;
 * - `GET /attempts/:attemptId` (and `…/clock`), `PUT …/answers/:number`, `PUT …/current`,
 *   `POST …/integrity` (204), `POST …/submit`, `GET …/review` (409 `review_after_submit` while open).
 */
export function attemptRoutes(app: RouteApp, hooks: CandidateHooks): void {
  const onRequest = app.authenticate;
  const { asCandidate, candidate, sameDevice, sameDeviceWrite } = hooks;
  const { attemptDevices } = app;

  app.get(
    '/tests',
    { onRequest, schema: { querystring: TestsQuery, response: { 200: TestSummaryList, ...ERRORS } } },
    async (req) => publishedExams(app.db, req.query.bookId, req.currentUser!.id),
  );

  app.get(
    '/tests/:id',
    { onRequest, schema: { params: IdParams, response: { 200: TestInfo, ...ERRORS } } },
    async (req) => {
      const user = req.currentUser!;
      const test = await app.exams.visibleTest(req.params.id, user);
      const book = await findBook(app.db, test.bookId, true);
      if (!book) throw new HttpError(404, ATTEMPT_MESSAGES.testNotFound);
      const [dto] = await withAccess(app.db, [book], user);
      return examInfo(app.db, test, book.title, dto.paymentStatus ?? 'locked', user);
    },
  );

  app.post(
    '/tests/:id/attempts',
    {
      onRequest: asCandidate,
      schema: {
        params: IdParams,
        body: StartAttemptBody,
        response: { 200: AttemptStart, 201: AttemptStart, ...ERRORS },
      },
    },
    async (req, reply) => {
      const hash = requestDeviceHash(req);
      const deviceId = await attemptDevices.deviceOf(candidate(req).id, hash);
      const { start, created } = await app.exams.start(candidate(req), req.params.id, req.body?.lang);
      await attemptDevices.claim(start.attemptId, candidate(req).id, deviceId, hash!);
      return reply.status(created ? 201 : 200).send(start);
    },
  );

  app.get(
    '/attempts/:attemptId',
    {
      onRequest: asCandidate,
      preHandler: sameDevice,
      schema: { params: AttemptParams, response: { 200: AttemptState, ...ERRORS } },
    },
    async (req, reply) => {
      const state = await app.exams.state(candidate(req), req.params.attemptId);
      // The browser that reads an open attempt may come back to it before its code runs
      // (modules/exams/attempts/exam-resume).
      giveResumeCookie(app, reply, candidate(req), state, requestDeviceHash(req), requestCookieHash(req));
      return state;
    },
  );

  app.get(
    '/attempts/:attemptId/clock',
    {
      onRequest: asCandidate,
      preHandler: sameDevice,
      schema: { params: AttemptParams, response: { 200: AttemptClock, ...ERRORS } },
    },
    async (req) => app.exams.clock(candidate(req), req.params.attemptId),
  );

  app.put(
    '/attempts/:attemptId/answers/:number',
    {
      onRequest: asCandidate,
      schema: { params: AttemptQuestionParams, body: SaveAnswerBody, response: { 200: SaveAck, ...ERRORS } },
    },
    // The device is checked inside the save's own statement: one query per save.
    async (req) =>
      app.exams.save(
        candidate(req),
        req.params.attemptId,
        req.params.number,
        req.body,
        attemptDevices.gate(req.params.attemptId, requestDeviceHash(req), candidate(req).id),
      ),
  );

  app.put(
    '/attempts/:attemptId/current',
    {
      onRequest: asCandidate,
      schema: { params: AttemptParams, body: CurrentQuestionBody, response: { 200: SaveAck, ...ERRORS } },
    },
    async (req) =>
      app.exams.current(
        candidate(req),
        req.params.attemptId,
        req.body,
        attemptDevices.gate(req.params.attemptId, requestDeviceHash(req), candidate(req).id),
      ),
  );

  app.post(
    '/attempts/:attemptId/integrity',
    {
      onRequest: asCandidate,
      preHandler: sameDeviceWrite,
      schema: { params: AttemptParams, body: IntegrityBody, response: { 204: { type: 'null' }, ...ERRORS } },
    },
    async (req, reply) => {
      await app.exams.integrity(candidate(req), req.params.attemptId, req.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/attempts/:attemptId/submit',
    {
      onRequest: asCandidate,
      preHandler: sameDeviceWrite,
      schema: { params: AttemptParams, response: { 200: AttemptResult, ...ERRORS } },
    },
    async (req) => app.exams.submit(candidate(req), req.params.attemptId),
  );

  app.get(
    '/attempts/:attemptId/review',
    {
      onRequest: asCandidate,
      schema: { params: AttemptParams, response: { 200: AttemptReview, ...ERRORS } },
    },
    async (req) => {
      const { attempt, test } = await app.exams.context(candidate(req), req.params.attemptId);
      if (attempt.status !== 'submitted')
        throw new HttpError(409, 'The review opens once the test is submitted', {
          code: 'review_after_submit',
        });
      return attemptReview(app.db, test, attempt);
    },
  );
}
