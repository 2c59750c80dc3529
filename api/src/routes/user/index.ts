import { PurchasedBooks } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { libraryBooks, toBookDto } from '../../services/books';
import { ERRORS } from '../schemas';

/**
 * `GET /api/user/purchased-books` (SPEC 2 "My Books"): the books of the caller's approved payments (deleted
 * ones included), then the listed free books they did not buy.
 */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/purchased-books',
    { onRequest: app.authenticate, schema: { response: { 200: PurchasedBooks, ...ERRORS } } },
    async (req) => (await libraryBooks(app.db, req.currentUser!.id)).map((r) => toBookDto(r.book, r.status)),
  );
};
export default userRoutes;
