import {
  AdminTest,
  AdminTestList,
  CreateTestBody,
  TestJob,
  UpdateTestBody,
} from '@exam/shared-contracts/exams';
import { IdParams, OkResponse } from '@exam/shared-contracts/http';
import { eq } from 'drizzle-orm';
import { tests, type TestRow } from '../../../db/schema';
import { ERRORS } from '../../../platform/http/route-schemas';
import { recordAudit } from '../../operations';
import { HttpError } from '../../../platform/http-error';
import { pdfFileKey } from '../../../platform/storage/storage';
import type { PaperDetector } from '../detection/paper-detector';
import { findJob, startJob, toTestJob } from '../detection/exam-jobs';
import type { RouteApp } from '../route-app';
import type { AdminExamWrites } from './admin-exam-writes';
import {
  applyEdit,
  attemptCount,
  createExam,
  findExam,
  listExams,
  refreshExamCount,
  TEST_MESSAGES,
  toAdminTest,
} from './exam-admin';

/**
 * Adds the admin's routes that list, make, edit and delete tests to `app`
 * (modules/exams/admin/admin-routes.ts lists them): `GET /tests`; `POST /tests` (201, a draft made from a
 * test-series book's PDF with a preset, in the request) and `POST /tests/jobs` (202, the same as a job the
 * editor follows: `GET /tests/jobs/:id`); `GET|PUT|DELETE /tests/:id` (409 deleting a test with attempts).
 * A test made is audited as `test.create`, an edit saved by `writes` as `test.update`, a delete as
 * `test.delete` (its solutions PDF removed with it).
 */
export function adminDraftRoutes(app: RouteApp, writes: AdminExamWrites, detector: PaperDetector): void {
  const { view, save } = writes;

  app.get('/tests', { schema: { response: { 200: AdminTestList, ...ERRORS } } }, async () =>
    listExams(app.db),
  );

  /** The audit of a test made from a paper, by the admin who asked. */
  const auditCreated = (actorId: string) => (row: TestRow) =>
    recordAudit(app.db, {
      actorId,
      action: 'test.create',
      entity: 'tests',
      entityId: row.id,
      after: { bookId: row.bookId, preset: row.preset, questions: row.questions.length },
    });

  app.post(
    '/tests',
    { schema: { body: CreateTestBody, response: { 201: AdminTest, ...ERRORS } } },
    async (req, reply) => {
      const row = await createExam(app.db, app.render, detector, req.body);
      await auditCreated(req.currentUser!.id)(row);
      return reply.status(201).send(toAdminTest(row, 0));
    },
  );

  // Making a test as a job the editor follows: a long paper never meets a request's time limit.
  app.post(
    '/tests/jobs',
    { schema: { body: CreateTestBody, response: { 202: TestJob, ...ERRORS } } },
    async (req, reply) => {
      const row = await startJob(
        {
          db: app.db,
          render: app.render,
          detector,
          onCreated: auditCreated(req.currentUser!.id),
          log: (err) => app.log.error({ err }, 'making a test from a paper failed'),
        },
        req.body,
        req.currentUser!.id,
      );
      return reply.status(202).send(toTestJob(row));
    },
  );

  app.get(
    '/tests/jobs/:id',
    { schema: { params: IdParams, response: { 200: TestJob, ...ERRORS } } },
    async (req) => toTestJob(await findJob(app.db, req.params.id)),
  );

  app.get(
    '/tests/:id',
    { schema: { params: IdParams, response: { 200: AdminTest, ...ERRORS } } },
    async (req) => view(await findExam(app.db, req.params.id)),
  );

  app.put(
    '/tests/:id',
    { schema: { params: IdParams, body: UpdateTestBody, response: { 200: AdminTest, ...ERRORS } } },
    async (req) => {
      const row = await findExam(app.db, req.params.id);
      const changes = applyEdit(row, req.body, await attemptCount(app.db, row.id));
      return view(await save(row, changes, 'test.update', req.currentUser!.id));
    },
  );

  app.delete(
    '/tests/:id',
    { schema: { params: IdParams, response: { 200: OkResponse, ...ERRORS } } },
    async (req) => {
      const row = await findExam(app.db, req.params.id);
      if (await attemptCount(app.db, row.id)) throw new HttpError(409, TEST_MESSAGES.deleteWithAttempts);
      await app.db.transaction(async (tx) => {
        await tx.delete(tests).where(eq(tests.id, row.id));
        await refreshExamCount(tx, row.bookId);
        await recordAudit(tx, {
          actorId: req.currentUser!.id,
          action: 'test.delete',
          entity: 'tests',
          entityId: row.id,
          before: { title: row.title, bookId: row.bookId },
        });
      });
      if (row.solutionsPdfKey)
        await app.storage.remove(pdfFileKey(row.solutionsPdfKey)).catch(() => undefined);
      app.exams.forget(row.id);
      app.catalogue.invalidate();
      return { ok: true };
    },
  );
}
