import { BookmarkList, AttemptQuestionParams } from '@exam/shared-contracts/exams';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERRORS } from '../../../platform/http/route-schemas';
import { noStoreJson } from '../../../platform/http/no-store';
import type { UserRow } from '../../../db/schema';
import { HttpError } from '../../../platform/http-error';
import { dropBookmark, keepBookmark, listBookmarks } from './bookmark-store';

/**
 * Bookmarked questions (docs/domains/exams.md "Bookmarks"), every route behind the sign-in token:
 * - `PUT /api/attempts/:attemptId/questions/:number/bookmark` → 204: keep a question of one's own
 *   submitted attempt (409 `review_after_submit` while it is open: a kept question shows its key);
 * - `DELETE` the same → 204: let it go;
 * - `GET /api/user/bookmarks` → `BookmarkList`, newest first.
 * Another student's attempt or an unknown one is 404, as for every attempt route.
 */
const bookmarkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  noStoreJson(app);
  const onRequest = app.authenticate;

  /** The caller's attempt and its test, refused while the attempt is open. */
  const submitted = async (user: UserRow, attemptId: string) => {
    const { attempt, test } = await app.exams.context(user, attemptId);
    if (attempt.status !== 'submitted')
      throw new HttpError(409, 'Questions can be bookmarked once the test is submitted', {
        code: 'review_after_submit',
      });
    return test;
  };

  app.put(
    '/attempts/:attemptId/questions/:number/bookmark',
    { onRequest, schema: { params: AttemptQuestionParams, response: { 204: { type: 'null' }, ...ERRORS } } },
    async (req, reply) => {
      const user = req.currentUser!;
      const test = await submitted(user, req.params.attemptId);
      await keepBookmark(app.db, user.id, test, req.params.attemptId, req.params.number);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/attempts/:attemptId/questions/:number/bookmark',
    { onRequest, schema: { params: AttemptQuestionParams, response: { 204: { type: 'null' }, ...ERRORS } } },
    async (req, reply) => {
      const user = req.currentUser!;
      const { test } = await app.exams.context(user, req.params.attemptId);
      await dropBookmark(app.db, user.id, test.id, req.params.number);
      return reply.status(204).send();
    },
  );

  app.get(
    '/user/bookmarks',
    { onRequest, schema: { response: { 200: BookmarkList, ...ERRORS } } },
    async (req) => listBookmarks(app.db, req.currentUser!.id),
  );
};
export default bookmarkRoutes;
