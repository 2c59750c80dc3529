import { BookList, BooksQuery } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listBooks, withAccess } from '../../services/books';
import { ERRORS } from '../schemas';

/**
 * `GET /api/books?section=` (SPEC 7): listed books, oldest first. Every book carries `paymentStatus`:
 * guests get `free`/`locked`; a valid token gives the caller's own status (see services/books withAccess).
 */
const booksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/books',
    {
      onRequest: app.optionalAuth,
      schema: { querystring: BooksQuery, response: { 200: BookList, ...ERRORS } },
    },
    async (req) => withAccess(app.db, await listBooks(app.db, req.query.section), req.currentUser),
  );
};
export default booksRoutes;
