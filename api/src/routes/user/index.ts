import { PurchasedBooks } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { purchasedBooks, toBookDto } from '../../services/books';
import { ERRORS } from '../schemas';

/** `GET /api/user/purchased-books` (SPEC 2 "My Books"): books with an approved payment, deleted ones included. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/purchased-books',
    { onRequest: app.authenticate, schema: { response: { 200: PurchasedBooks, ...ERRORS } } },
    async (req) => (await purchasedBooks(app.db, req.currentUser!.id)).map((b) => toBookDto(b, 'approved')),
  );
};
export default userRoutes;
