import {
  Bookmark,
  BookmarkBody,
  BookmarkList,
  BookmarkPageParams,
  BookmarkParams,
} from '@exam/shared-contracts/reading';
import { OkResponse } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../platform/http-error';
import { readableBook } from '../reading';
import { deleteBookmark, listBookmarks, putBookmark } from '../reading-sessions';
import { ERRORS } from '../../../platform/http/route-schemas';
import { noStoreJson } from '../../../platform/http/no-store';

/**
 * Bookmarks per user and book, kept on the server like reading progress (sign-in token; the user must be
 * allowed to read the book, else 403; unknown book 404):
 *  - `GET /api/reading/bookmarks/:bookId` → `{ bookId, bookmarks: [{ page, label, createdAt }] }`;
 *  - `PUT /api/reading/bookmarks/:bookId/:page {label?}` → the bookmark (idempotent; relabels);
 *  - `DELETE /api/reading/bookmarks/:bookId/:page` → `{ ok: true }`.
 */
const readerBookmarks: FastifyPluginAsyncTypebox = async (app) => {
  noStoreJson(app);
  app.get(
    '/reading/bookmarks/:bookId',
    {
      onRequest: app.authenticate,
      schema: { params: BookmarkParams, response: { 200: BookmarkList, ...ERRORS } },
    },
    async (req) => {
      const book = await readableBook(app.db, req.currentUser!, { bookId: req.params.bookId });
      return { bookId: book.id, bookmarks: await listBookmarks(app.db, req.currentUser!.id, book.id) };
    },
  );

  app.put(
    '/reading/bookmarks/:bookId/:page',
    {
      onRequest: app.authenticate,
      schema: { params: BookmarkPageParams, body: BookmarkBody, response: { 200: Bookmark, ...ERRORS } },
    },
    async (req) => {
      const book = await readableBook(app.db, req.currentUser!, { bookId: req.params.bookId });
      const limit = book.pageCount ?? book.pages;
      if (limit !== null && req.params.page > limit) throw new HttpError(400, `Page must be 1 to ${limit}`);
      const label = req.body?.label?.trim() || null;
      return putBookmark(app.db, req.currentUser!.id, book.id, req.params.page, label);
    },
  );

  app.delete(
    '/reading/bookmarks/:bookId/:page',
    {
      onRequest: app.authenticate,
      schema: { params: BookmarkPageParams, response: { 200: OkResponse, ...ERRORS } },
    },
    async (req) => {
      const book = await readableBook(app.db, req.currentUser!, { bookId: req.params.bookId });
      await deleteBookmark(app.db, req.currentUser!.id, book.id, req.params.page);
      return { ok: true };
    },
  );
};
export default readerBookmarks;
