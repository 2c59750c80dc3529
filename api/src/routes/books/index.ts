import { BookList, BooksQuery } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withAccess } from '../../services/books';
import { ERRORS } from '../schemas';

/**
 * `GET /api/books?section=` (SPEC 7): listed books, oldest first. Every book carries `paymentStatus`:
 * guests get `free`/`locked`; a valid token gives the caller's own status (see services/books withAccess).
 * The listing comes from the catalogue cache (issue 12): a guest gets the pre-serialised answer with its
 * ETag (`304` on If-None-Match); a signed-in student costs one indexed query for their payment statuses.
 */
const booksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/books',
    {
      onRequest: app.optionalAuth,
      schema: { querystring: BooksQuery, response: { 200: BookList, ...ERRORS } },
    },
    async (req, reply) => {
      const entry = await app.catalogue.get(req.query.section);
      // The same URL answers guests and signed-in users differently.
      reply.header('vary', 'authorization');
      if (req.currentUser) {
        reply.header('cache-control', 'private, no-cache');
        return withAccess(app.db, entry.rows, req.currentUser);
      }
      reply
        .header('cache-control', 'no-cache')
        .header('etag', entry.etag)
        .header('content-type', 'application/json; charset=utf-8');
      // The typed reply wants a body of the 200 schema: a 304 has none, and the guest body is JSON text
      // serialised once by the cache (Fastify sends a string as is).
      const raw = reply as unknown as { status(code: number): typeof raw; send(body?: string): void };
      if (req.headers['if-none-match'] === entry.etag) raw.status(304).send();
      else raw.send(entry.guestJson);
      // Returning the reply tells Fastify the answer is on its way: returning undefined from an async
      // handler after send() made it answer a second time once compression's onSend had started
      // ("Reply was already sent", logged as a 500 on every compressed guest listing).
      return reply;
    },
  );
};
export default booksRoutes;
