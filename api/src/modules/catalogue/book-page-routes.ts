import { BookDetails } from '@exam/shared-contracts/catalogue';
import { IdParams } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../platform/http-error';
import { ERRORS } from '../../platform/http/route-schemas';
import { bookDetails, hasSample, listedBook } from './book-details';
import { SamplePages } from './sample-page';

/**
 * A book's public page (docs/domains/catalogue.md), for anyone, a guest included:
 * - `GET /api/books/:id`: `BookDetails` (the book, its published tests' sections and marks, `sample`);
 *   a token adds the caller's `paymentStatus`. 404 `book_not_found` for an id of no listed book.
 * - `GET /api/books/:id/sample`: the sample page's WebP (a study book's first page, 480 px, marked SAMPLE);
 *   404 for a book without one (no PDF, or a test series: its PDF is the paper).
 */
const bookPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const samples = new SamplePages(app.render);

  app.get(
    '/books/:id',
    {
      onRequest: app.optionalAuth,
      schema: { params: IdParams, response: { 200: BookDetails, ...ERRORS } },
    },
    async (req, reply) => {
      reply.header('vary', 'authorization').header('cache-control', 'private, no-cache');
      return bookDetails(app.db, req.params.id, req.currentUser);
    },
  );

  app.get('/books/:id/sample', { schema: { params: IdParams, response: ERRORS } }, async (req, reply) => {
    const book = await listedBook(app.db, req.params.id);
    if (!hasSample(book)) throw new HttpError(404, 'This book has no sample page', { code: 'not_found' });
    const image = await samples.get(book);
    // The typed reply wants an error body (the schema lists refusals only): the image goes as bytes.
    return (reply as FastifyReply)
      .headers({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=3600' })
      .send(image);
  });
};
export default bookPageRoutes;
