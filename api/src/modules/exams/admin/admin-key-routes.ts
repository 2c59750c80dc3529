import {
  AdminTest,
  DropQuestionBody,
  KeyErrorResponse,
  KeyResponse,
  TestQuestionParams,
} from '@exam/shared-contracts/exams';
import { ErrorResponse, IdParams } from '@exam/shared-contracts/http';
import { Type } from '@sinclair/typebox';
import { ERRORS } from '../../../platform/http/route-schemas';
import { HttpError } from '../../../platform/http-error';
import type { RouteApp } from '../route-app';
import type { AdminExamWrites } from './admin-exam-writes';
import { readAnswerKey } from './answer-key';
import { findExam, publishProblem } from './exam-admin';

/**
 * Adds the admin's routes that decide a test's scoring and whether students see it to `app`
 * (modules/exams/admin/admin-routes.ts lists them), each saved by `writes` (re-scoring submitted attempts
 * when the key changes):
 * - `PUT /tests/:id/key` (`text/csv`, parsed by the plugin): 200 `{questions, sections}`, 400 `{error,
 *   lines}` for a key with line errors, 415 for a body that is not text;
 * - `POST /tests/:id/publish` (400 with the first problem of a test not ready) and `…/unpublish`, each
 *   answering the test unchanged when it already is so;
 * - `POST /tests/:id/questions/:number/drop` `{mode}` (404 for a question not in the test).
 */
export function adminKeyRoutes(app: RouteApp, writes: AdminExamWrites): void {
  const { view, save } = writes;

  app.put(
    '/tests/:id/key',
    {
      schema: {
        params: IdParams,
        consumes: ['text/csv'],
        body: { type: 'string' },
        // A 400 with line errors, or a plain `{ error }` (a body the validator refused has no lines).
        response: { 200: KeyResponse, 400: Type.Union([KeyErrorResponse, ErrorResponse]), ...ERRORS },
      },
    },
    async (req, reply) => {
      if (typeof req.body !== 'string') throw new HttpError(415, 'Send the answer key as text/csv');
      const row = await findExam(app.db, req.params.id);
      const read = readAnswerKey(req.body, row);
      if (!read.ok) return reply.status(400).send({ error: read.error, lines: read.lines });
      const saved = await save(
        row,
        { questions: read.questions, sections: read.sections },
        'test.key',
        req.currentUser!.id,
      );
      return { questions: saved.questions, sections: saved.sections };
    },
  );

  app.post(
    '/tests/:id/publish',
    { schema: { params: IdParams, response: { 200: AdminTest, ...ERRORS } } },
    async (req) => {
      const row = await findExam(app.db, req.params.id);
      const problem = publishProblem(row);
      if (problem) throw new HttpError(400, problem);
      if (row.status === 'published') return view(row);
      return view(
        await save(
          row,
          { status: 'published', publishedAt: new Date() },
          'test.publish',
          req.currentUser!.id,
        ),
      );
    },
  );

  app.post(
    '/tests/:id/unpublish',
    { schema: { params: IdParams, response: { 200: AdminTest, ...ERRORS } } },
    async (req) => {
      const row = await findExam(app.db, req.params.id);
      if (row.status === 'draft') return view(row);
      return view(await save(row, { status: 'draft' }, 'test.unpublish', req.currentUser!.id));
    },
  );

  app.post(
    '/tests/:id/questions/:number/drop',
    {
      schema: { params: TestQuestionParams, body: DropQuestionBody, response: { 200: AdminTest, ...ERRORS } },
    },
    async (req) => {
      const row = await findExam(app.db, req.params.id);
      if (!row.questions[req.params.number - 1]) throw new HttpError(404, 'This question is not in the test');
      const questions = row.questions.map((q) =>
        q.number === req.params.number ? { ...q, dropped: req.body.mode } : q,
      );
      return view(await save(row, { questions }, 'test.drop', req.currentUser!.id));
    },
  );
}
