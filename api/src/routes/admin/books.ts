import { AdminConfig, Book, BookList, IdParams, OkResponse } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { softDeleteBook, saveBook } from '../../services/book-admin';
import { listBooks, toBookDto } from '../../services/books';
import { getUploadLimits } from '../../services/settings';
import { readBookForm } from '../../services/uploads';
import { ERRORS } from '../schemas';

/**
 * Admin book management (SPEC 2 "Books", SPEC 7). POST/PUT take `multipart/form-data` with the text fields
 * of `BookFormFields` and optional files `image` and `pdf` (validated in services/uploads + book-admin,
 * since a JSON schema cannot describe a streamed multipart body).
 */
const adminBooks: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/books', { schema: { response: { 200: BookList, ...ERRORS } } }, async () =>
    (await listBooks(app.db)).map((b) => toBookDto(b, 'admin_access')),
  );

  app.post(
    '/books',
    { schema: { consumes: ['multipart/form-data'], response: { 201: Book, ...ERRORS } } },
    async (req, reply) => {
      const form = await readBookForm(
        req,
        app.storage,
        await getUploadLimits(app.db, app.config.uploadLimits),
      );
      const row = await saveBook(app.db, app.storage, form, undefined, req.currentUser!.id);
      return reply.status(201).send(toBookDto(row, 'admin_access'));
    },
  );

  app.put(
    '/books/:id',
    { schema: { consumes: ['multipart/form-data'], params: IdParams, response: { 200: Book, ...ERRORS } } },
    async (req) => {
      const form = await readBookForm(
        req,
        app.storage,
        await getUploadLimits(app.db, app.config.uploadLimits),
      );
      return toBookDto(
        await saveBook(app.db, app.storage, form, req.params.id, req.currentUser!.id),
        'admin_access',
      );
    },
  );

  app.delete(
    '/books/:id',
    { schema: { params: IdParams, response: { 200: OkResponse, ...ERRORS } } },
    async (req) => {
      await softDeleteBook(app.db, req.params.id, req.currentUser!.id);
      return { ok: true };
    },
  );

  app.get('/config', { schema: { response: { 200: AdminConfig, ...ERRORS } } }, async () => ({
    upload: await getUploadLimits(app.db, app.config.uploadLimits),
  }));
};
export default adminBooks;
