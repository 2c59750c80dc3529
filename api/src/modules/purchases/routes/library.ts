import { ClosedBooks } from '@exam/shared-contracts/catalogue';
import { PurchasedBooks } from '@exam/shared-contracts/purchases';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { libraryBooks, toBookDto } from '../../catalogue';
import { closedBookIds } from '../../exams';
import { ERRORS } from '../../../platform/http/route-schemas';

/**
 * `GET /api/user/purchased-books` (docs/domains/purchases.md "My Books"): the books of the caller's approved
 * payments (deleted ones included), then the listed free books they did not buy.
 * `GET /api/user/closed-books` → `{ bookIds }`: of those, the ones still closed to the caller until their
 * test (modules/exams/admin/papers); their cards say "Readable after your test". Answered apart from the book
 * lists, which are cached per set of payment statuses, and asked again once a test is submitted.
 */
const libraryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/purchased-books',
    { onRequest: app.authenticate, schema: { response: { 200: PurchasedBooks, ...ERRORS } } },
    async (req) => (await libraryBooks(app.db, req.currentUser!.id)).map((r) => toBookDto(r.book, r.status)),
  );

  app.get(
    '/user/closed-books',
    { onRequest: app.authenticate, schema: { response: { 200: ClosedBooks, ...ERRORS } } },
    async (req, reply) => {
      const user = req.currentUser!;
      const library = user.role === 'admin' ? [] : await libraryBooks(app.db, user.id);
      const closed = await closedBookIds(
        app.db,
        user,
        library.map((r) => r.book),
      );
      reply.header('cache-control', 'private, no-store');
      return { bookIds: [...closed] };
    },
  );
};
export default libraryRoutes;
