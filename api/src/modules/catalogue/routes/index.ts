import {
  BookList,
  BookSearchQuery,
  BookSearchResults,
  BooksQuery,
  SEARCH_LIMIT_DEFAULT,
} from '@exam/shared-contracts/catalogue';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { searchBooks } from '../book-search';
import { withAccess } from '../books';
import { HttpError } from '../../../platform/http-error';
import { ERRORS } from '../../../platform/http/route-schemas';

/**
 * `GET /api/books?section=` (docs/domains/catalogue.md "Calls"): listed books, oldest first. Every book
 * carries `paymentStatus`: guests get `free`/`locked`; a valid token gives the caller's own status (see
 * modules/catalogue/books withAccess). The listing comes from the catalogue cache and the caller from the
 * viewers' cache: no query once both are kept, and each answer (guests', admins', one per set of student
 * statuses) is built and hashed once per listing. Each has a strong ETag of its body (`304` on
 * If-None-Match): the guests' is shared, a signed-in caller's changes with their statuses.
 */
const booksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/books',
    { schema: { querystring: BooksQuery, response: { 200: BookList, ...ERRORS } } },
    async (req, reply) => {
      const [entry, viewer] = await Promise.all([app.catalogue.get(req.query.section), app.viewerOf(req)]);
      // The same URL answers guests and signed-in users differently.
      reply.header('vary', 'authorization');
      let answer = entry.guest;
      if (viewer) {
        reply.header('cache-control', 'private, no-cache');
        answer = viewer.role === 'admin' ? entry.admin : entry.student(viewer.signature, viewer.statuses);
      } else reply.header('cache-control', 'no-cache');
      reply.header('etag', answer.etag).header('content-type', 'application/json; charset=utf-8');
      // The typed reply wants a body of the 200 schema: a 304 has none, and the body is the JSON's bytes
      // built by the cache (Fastify sends a Buffer as is). So the answer goes through Fastify's untyped
      // reply, which every typed reply is.
      const raw: FastifyReply = reply;
      if (req.headers['if-none-match'] === answer.etag) raw.status(304).send();
      else raw.send(answer.bytes);
      // Returning the reply tells Fastify the answer is on its way: returning undefined from an async
      // handler after send() made it answer a second time once compression's onSend had started
      // ("Reply was already sent", logged as a 500 on every compressed guest listing).
      return reply;
    },
  );

  /**
   * `GET /api/books/search?q=&category=&section=&subject=&limit=`: listed
   * books whose title or description match `q` (typos tolerated), best first, filtered; each with
   * `paymentStatus` as in `GET /api/books` and its derived `subject`. `q` is trimmed; an empty `q` without a
   * filter is 400, longer than 100 characters 400 (schema). Soft-deleted books are never found.
   */
  app.get(
    '/books/search',
    {
      onRequest: app.optionalAuth,
      schema: { querystring: BookSearchQuery, response: { 200: BookSearchResults, ...ERRORS } },
    },
    async (req, reply) => {
      const { category, section, subject } = req.query;
      const q = (req.query.q ?? '').trim();
      if (!q && !category && !section && !subject) {
        throw new HttpError(400, 'Type something to search for, or choose a filter', {
          code: 'search_empty',
        });
      }
      const found = await searchBooks(app.db, {
        q,
        category,
        section,
        subject,
        limit: req.query.limit ?? SEARCH_LIMIT_DEFAULT,
      });
      const subjects = new Map(found.map((f) => [f.book.id, f.subject]));
      const shown = await withAccess(
        app.db,
        found.map((f) => f.book),
        req.currentUser,
      );
      reply.header('vary', 'authorization').header('cache-control', 'private, no-cache');
      return { q, books: shown.map((b) => ({ ...b, subject: subjects.get(b._id) ?? null })) };
    },
  );
};
export default booksRoutes;
