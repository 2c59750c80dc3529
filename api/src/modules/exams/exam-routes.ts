import {
  AttemptClock,
  AttemptParams,
  AttemptQuestionParams,
  AttemptResult,
  AttemptReview,
  AttemptStart,
  AttemptState,
  CurrentQuestionBody,
  IdParams,
  IntegrityBody,
  MyAttemptList,
  QuestionImageQuery,
  SaveAck,
  SaveAnswerBody,
  StartAttemptBody,
  TestInfo,
  TestsQuery,
  TestSummaryList,
  WATERMARK_CODE_HEADER,
  type TestLanguage,
} from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { UserRow } from '../../db/schema';
import { findBook, withAccess } from '../../services/books';
import { HttpError, isUuid } from '../../services/http-error';
import { markReader, markPage } from '../../services/render/watermark';
import { attemptReview, myAttempts, publishedTests, testInfo } from './attempts/student-views';
import { questionMark, regionsImage } from './attempts/question-images';
import { ATTEMPT_MESSAGES } from './attempts/attempt-messages';
import { AUTH_MESSAGES, bearerHook } from '../../plugins/auth';
import type { AuthHook } from '../../types';
import { recordPageServed } from '../../services/reading-sessions';
import { chargePage } from '../../services/page-budget';
import { requestCookieHash, requestDeviceHash } from '../../services/devices';
import { ERRORS } from '../../routes/schemas';
import { giveResumeCookie, resumedCandidate } from './attempts/exam-resume';
import type { Viewer } from '../../services/viewer-cache';
import { noStoreJson } from '../../routes/no-store';
import { shownQuestion } from './reflow/shown-question';

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
 */
const testRoutes: FastifyPluginAsyncTypebox = async (app) => {
  noStoreJson(app);
  const onRequest = app.authenticate;
  /**
   * The taking routes (start, saves, moves, submit) are every candidate's every few seconds: they check the
   * token by the same rules as `authenticate` over the viewers' cache (no query once kept; every write to a
   * user's token version, status, role or payments invalidates it on every replica).
   */
  const candidates = new WeakMap<object, Viewer>();
  const asCandidate = bearerHook<AuthHook>(async (req) => {
    const viewer = await app.viewerOf(req);
    if (!viewer)
      throw new HttpError(401, req.headers.authorization ? AUTH_MESSAGES.expired : AUTH_MESSAGES.missing);
    candidates.set(req, viewer);
  });
  const candidate = (req: object) => candidates.get(req)!;
  /**
   * The device of a question image asked for by the exam screen's HTML (an `<img>`: no header, so no device
   * proof): the one its resume cookie was given to, by a read of the attempt that proved it.
   */
  const resumedDevices = new WeakMap<object, string | null>();
  // One device at a time per attempt: a start moves the attempt to this device; the taking routes refuse
  // any other (modules/exams/attempts/attempt-devices).
  const { attemptDevices } = app;
  const deviceHook =
    (write: boolean): AuthHook =>
    async (req) => {
      const { attemptId } = req.params as { attemptId?: string };
      const user = req.currentUser ?? candidates.get(req);
      const hash = resumedDevices.has(req) ? resumedDevices.get(req)! : requestDeviceHash(req);
      if (attemptId && isUuid(attemptId) && user) await attemptDevices.check(attemptId, hash, user.id, write);
    };
  const sameDevice = deviceHook(false);
  // A write (integrity, submit) is refused from a signed-out device as well.
  const sameDeviceWrite = deviceHook(true);

  app.get(
    '/tests',
    { onRequest, schema: { querystring: TestsQuery, response: { 200: TestSummaryList, ...ERRORS } } },
    async (req) => publishedTests(app.db, req.query.bookId, req.currentUser!.id),
  );

  app.get(
    '/tests/:id',
    { onRequest, schema: { params: IdParams, response: { 200: TestInfo, ...ERRORS } } },
    async (req) => {
      const user = req.currentUser!;
      const test = await app.tests.visibleTest(req.params.id, user);
      const book = await findBook(app.db, test.bookId, true);
      if (!book) throw new HttpError(404, ATTEMPT_MESSAGES.testNotFound);
      const [dto] = await withAccess(app.db, [book], user);
      return testInfo(app.db, test, book.title, dto.paymentStatus ?? 'locked', user);
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
      const { start, created } = await app.tests.start(candidate(req), req.params.id, req.body?.lang);
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
      const state = await app.tests.state(candidate(req), req.params.attemptId);
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
    async (req) => app.tests.clock(candidate(req), req.params.attemptId),
  );

  app.put(
    '/attempts/:attemptId/answers/:number',
    {
      onRequest: asCandidate,
      schema: { params: AttemptQuestionParams, body: SaveAnswerBody, response: { 200: SaveAck, ...ERRORS } },
    },
    // The device is checked inside the save's own statement: one query per save.
    async (req) =>
      app.tests.save(
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
      app.tests.current(
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
      await app.tests.integrity(candidate(req), req.params.attemptId, req.body);
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
    async (req) => app.tests.submit(candidate(req), req.params.attemptId),
  );

  app.get(
    '/attempts/:attemptId/review',
    {
      onRequest: asCandidate,
      schema: { params: AttemptParams, response: { 200: AttemptReview, ...ERRORS } },
    },
    async (req) => {
      const { attempt, test } = await app.tests.context(candidate(req), req.params.attemptId);
      if (attempt.status !== 'submitted')
        throw new HttpError(409, 'The review opens once the test is submitted', {
          code: 'review_after_submit',
        });
      return attemptReview(app.db, test, attempt);
    },
  );

  /** Sends a question's (or, once submitted, its solution's) image with the candidate's mark burned in. */
  const sendImage = async (
    user: UserRow,
    params: { attemptId: string; number: number },
    query: { w: number; lang?: TestLanguage },
    kind: 'question' | 'solution',
    reply: FastifyReply,
    cacheControl = 'private, no-store',
  ) => {
    const { attempt, test, code } = await app.tests.context(user, params.attemptId);
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
    const reader = { user, session: { id: attempt.readingSessionId, code } };
    for (const page of pages) await chargePage(app, reader, page, reply);
    const hidden = questionMark(app.config.markSecret, user.id, book.id, test.id, clean.parts);
    const image = await markPage(clean.image, { reader: markReader(user), code, hidden });
    for (const page of pages) await recordPageServed(app.db, attempt.readingSessionId, page, true);
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
  /**
   * An image the HTML's `<img>` got by the cookie is kept by this browser alone for a minute, so the screen,
   * once its code runs, takes the same bytes from the browser's cache (lib/image-cache.ts) instead of
   * downloading them again; one asked for with the token is never kept.
   */
  const RESUMED_IMAGE_CACHE = 'private, max-age=60';

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

  app.get(
    '/user/attempts',
    { onRequest, schema: { response: { 200: MyAttemptList, ...ERRORS } } },
    async (req) => myAttempts(app.db, req.currentUser!.id),
  );
};
export default testRoutes;
