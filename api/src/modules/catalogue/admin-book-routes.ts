import { makeCoverVariants } from './cover-variants';
import { AdminConfig, Book, BookList } from '@exam/shared-contracts/catalogue';
import { IdParams, OkResponse } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { softDeleteBook, saveBook } from './book-admin';
import type { BookRow } from '../../db/schema';
import { listBooks, toBookDto } from './books';
import { getUploadLimits } from '../operations';
import { readBookForm } from './uploads';
import { ERRORS } from '../../platform/http/route-schemas';

/** A book as the admin sees it: with the reader's preparation of its PDF (state, page count, progress). */
function adminBookDto(row: BookRow): Book {
  return {
    ...toBookDto(row, 'admin_access'),
    preparation: {
      state: row.prepareState,
      pageCount: row.pageCount,
      preparedPages: row.preparedPages,
      error: row.prepareError,
    },
  };
}

/**
 * Admin book management (docs/domains/operations.md "Books"; docs/domains/catalogue.md "Calls"). POST/PUT
 * take `multipart/form-data` with the text fields of `BookFormFields` and optional files `image` and `pdf`
 * (validated in modules/catalogue/uploads + book-admin, since a JSON schema cannot describe a streamed
 * multipart body). An uploaded PDF is inspected once in the render pool (page count, outline) and its text
 * extracted in the background; the admin list shows that preparation (`preparation`).
 */
const adminBooks: FastifyPluginAsyncTypebox = async (app) => {
  const inspect = (file: string) => app.render.inspectUpload(file);
  // Text extraction of a new PDF runs after the answer, in the render pool (books.prepare_state).
  const prepareInBackground = (row: BookRow) => {
    // The listing changed: every replica drops its cached catalogue.
    app.catalogue.invalidate();
    if (row.prepareState === 'queued') void app.render.prepare(row.id);
    // The resized covers are made now, not when the first student opens the store.
    if (row.imageKey)
      makeCoverVariants(app.storage, row.imageKey).catch((err: unknown) =>
        app.log.warn({ err, book: row.id }, 'resized covers could not be made'),
      );
  };
  app.get('/books', { schema: { response: { 200: BookList, ...ERRORS } } }, async () =>
    (await listBooks(app.db)).map(adminBookDto),
  );

  app.post(
    '/books',
    { schema: { consumes: ['multipart/form-data'], response: { 201: Book, ...ERRORS } } },
    async (req, reply) => {
      const form = await readBookForm(
        req,
        app.storage,
        await getUploadLimits(app.db, app.config.uploadLimits),
        inspect,
      );
      const row = await saveBook(app.db, app.storage, form, undefined, req.currentUser!.id);
      prepareInBackground(row);
      return reply.status(201).send(adminBookDto(row));
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
        inspect,
      );
      const row = await saveBook(app.db, app.storage, form, req.params.id, req.currentUser!.id);
      prepareInBackground(row);
      return adminBookDto(row);
    },
  );

  app.delete(
    '/books/:id',
    { schema: { params: IdParams, response: { 200: OkResponse, ...ERRORS } } },
    async (req) => {
      await softDeleteBook(app.db, req.params.id, req.currentUser!.id);
      app.catalogue.invalidate();
      return { ok: true };
    },
  );

  app.get('/config', { schema: { response: { 200: AdminConfig, ...ERRORS } } }, async () => ({
    upload: await getUploadLimits(app.db, app.config.uploadLimits),
  }));
};
export default adminBooks;
