import { AdminTest, TestPageParams, TestPageQuery } from '@exam/shared-contracts/exams';
import { IdParams } from '@exam/shared-contracts/http';
import type { FastifyReply } from 'fastify';
import { ERRORS } from '../../../platform/http/route-schemas';
import { findBook, readBookForm } from '../../catalogue';
import { HttpError } from '../../../platform/http-error';
import { snapPageRequest } from '../../../platform/render/page-sizes';
import { RENDER_MESSAGES } from '../../../platform/render/render-messages';
import { getUploadLimits } from '../../operations';
import { generatedName, pdfFileKey } from '../../../platform/storage/storage';
import type { RouteApp } from '../route-app';
import type { AdminExamWrites } from './admin-exam-writes';
import { findExam, TEST_MESSAGES } from './exam-admin';

/**
 * Adds the admin's routes of a test's papers to `app` (modules/exams/admin/admin-routes.ts lists them):
 * - `GET /tests/:id/pages/:page?w=&source=` a page (from 1) of the test's paper, or with
 *   `source=solutions` of its solutions PDF, as the editor's WebP image at most 2560 px wide (404 for a
 *   missing book, solutions PDF or page);
 * - `POST /tests/:id/solutions-pdf` (multipart `pdf`): stores the solutions PDF and its page sizes, saved
 *   by `writes` as `test.update`, and removes the one it replaces (400 without a valid PDF).
 */
export function adminPaperRoutes(app: RouteApp, writes: AdminExamWrites): void {
  const { view, save } = writes;

  app.get(
    '/tests/:id/pages/:page',
    { schema: { params: TestPageParams, querystring: TestPageQuery, response: ERRORS } },
    async (req, reply) => {
      const row = await findExam(app.db, req.params.id);
      const book = await findBook(app.db, row.bookId, true);
      if (!book) throw new HttpError(404, TEST_MESSAGES.bookNotFound);
      const solutions = req.query.source === 'solutions';
      const sizes = solutions ? row.solutionsPageSizes : row.pageSizes;
      if (!sizes || (solutions && !row.solutionsPdfKey))
        throw new HttpError(404, 'This test has no solutions PDF');
      if (req.params.page > sizes.length) throw new HttpError(404, RENDER_MESSAGES.pageNotFound);
      const source = solutions ? { ...book, pdfKey: row.solutionsPdfKey, pageCount: sizes.length } : book;
      const image = await app.render.cleanPage(
        source,
        req.params.page,
        snapPageRequest(Math.min(req.query.w, 2560), undefined),
      );
      // A paper never changes under its test; the solutions PDF can be replaced at the same address.
      const cache = solutions ? 'private, no-cache' : 'private, max-age=300';
      return (reply as FastifyReply)
        .headers({ 'content-type': 'image/webp', 'cache-control': cache })
        .send(image);
    },
  );

  app.post(
    '/tests/:id/solutions-pdf',
    {
      schema: {
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 200: AdminTest, ...ERRORS },
      },
    },
    async (req) => {
      const row = await findExam(app.db, req.params.id);
      const limits = await getUploadLimits(app.db, app.config.uploadLimits);
      const form = await readBookForm(req, app.storage, limits, (file) => app.render.inspectUpload(file));
      if (form.image) await app.storage.removeTemp(form.image.tmpPath);
      if (!form.pdf) throw new HttpError(400, 'Please select a valid PDF file');
      const name = generatedName('pdf');
      await app.storage.putFile(pdfFileKey(name), form.pdf.tmpPath, 'move');
      const pages = await app.render.textOf(name, 1, form.pdf.inspection?.pages ?? 1);
      const saved = await save(
        row,
        { solutionsPdfKey: name, solutionsPageSizes: pages.map((p) => ({ w: p.w, h: p.h })) },
        'test.update',
        req.currentUser!.id,
      );
      if (row.solutionsPdfKey)
        await app.storage.remove(pdfFileKey(row.solutionsPdfKey)).catch(() => undefined);
      return view(saved);
    },
  );
}
