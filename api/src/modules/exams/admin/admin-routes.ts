import {
  AdminAttemptList,
  AdminTest,
  AdminTestList,
  AttemptParams,
  AttemptTimeBody,
  AttemptTimeResponse,
  CreateTestBody,
  DropQuestionBody,
  IdParams,
  ErrorResponse,
  KeyErrorResponse,
  KeyResponse,
  OkResponse,
  TestPageParams,
  TestPageQuery,
  TestQuestionParams,
  TestJob,
  TestStatsResponse,
  UpdateTestBody,
} from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { testAttempts, tests, type TestRow } from '../../../db/schema';
import { recordAudit } from '../../../services/audit';
import { findBook } from '../../../services/books';
import { HttpError, isUuid } from '../../../services/http-error';
import { snapPageRequest } from '../../../services/render/page-sizes';
import { generatedName, pdfFileKey } from '../../../services/storage';
import { getUploadLimits } from '../../../services/settings';
import { readBookForm } from '../../../services/uploads';
import { adminAttempts, attemptsCsv, testStats } from './admin-views';
import { MAX_KEY_BYTES, readAnswerKey } from './answer-key';
import { rescoreTest } from '../attempts/attempt-results';
import {
  applyEdit,
  attemptCount,
  changesScoring,
  createTest,
  findTest,
  listTests,
  publishProblem,
  refreshTestCount,
  TEST_MESSAGES,
  toAdminTest,
} from './test-admin';
import { PaperDetector } from '../detection/paper-detector';
import { findJob, startJob, toTestJob } from '../detection/test-jobs';
import { ERRORS } from '../../../routes/schemas';
import { RENDER_MESSAGES } from '../../../services/render/render-messages';

/**
 * The admin's online tests (docs/domains/exams.md "Online tests"), behind `requireAdmin`:
 * - `GET /api/admin/tests`, `POST` (make a draft from a test-series book's PDF with a preset), `GET|PUT|DELETE
 *   /api/admin/tests/:id`;
 * - `PUT …/key` (`text/csv`: 200 `{questions}` or 400 `{error, lines}`), `POST …/publish`, `…/unpublish`,
 *   `POST …/questions/:number/drop`;
 * - `GET …/attempts` (and `attempts.csv`), `GET …/stats`, `GET …/pages/:page?w=` (the editor's page images),
 *   `POST …/solutions-pdf` (multipart `pdf`), `POST /api/admin/attempts/:attemptId/time`.
 * A change that can alter scores on a test with submitted attempts (key, type, section, marks, a drop)
 * re-scores every attempt in the same transaction, sets `keyRevisedAt` and is written to the audit log.
 */
const adminTests: FastifyPluginAsyncTypebox = async (app) => {
  const detector = new PaperDetector(app.config.detection);
  app.addHook('onClose', () => detector.close());
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_KEY_BYTES },
    (_req, body, done) => done(null, body),
  );

  /** The test as answered to the admin, with its attempt count. */
  const view = async (row: TestRow) => toAdminTest(row, await attemptCount(app.db, row.id));

  /**
   * Saves `changes` to test `row` in one transaction with its audit record; when they can change scores
   * and the test has submitted attempts, re-scores them all and marks the key revised. The catalogue is
   * invalidated (a book's tests show on its card) and every replica's copy of the test expires within 2 s.
   */
  const save = async (
    row: TestRow,
    changes: Partial<TestRow>,
    action: Parameters<typeof recordAudit>[1]['action'],
    actorId: string,
  ) => {
    const next = { ...row, ...changes };
    const rescore = changesScoring(row, next);
    const saved = await app.db.transaction(async (db) => {
      const submitted = rescore ? await attemptCount(db, row.id, true) : 0;
      const [updated] = await db
        .update(tests)
        .set({ ...changes, updatedAt: new Date(), ...(submitted ? { keyRevisedAt: new Date() } : {}) })
        .where(eq(tests.id, row.id))
        .returning();
      const rescored = submitted ? await rescoreTest(db, updated) : 0;
      if (changes.status && changes.status !== row.status) await refreshTestCount(db, row.bookId);
      await recordAudit(db, {
        actorId,
        action,
        entity: 'tests',
        entityId: row.id,
        before: { status: row.status, sections: row.sections, questions: row.questions.map(keyOf) },
        after: {
          status: updated.status,
          sections: updated.sections,
          questions: updated.questions.map(keyOf),
          rescored,
        },
      });
      return updated;
    });
    app.tests.forget(row.id);
    app.catalogue.invalidate();
    return saved;
  };

  app.get('/tests', { schema: { response: { 200: AdminTestList, ...ERRORS } } }, async () =>
    listTests(app.db),
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
      const row = await createTest(app.db, app.render, detector, req.body);
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
    async (req) => view(await findTest(app.db, req.params.id)),
  );

  app.put(
    '/tests/:id',
    { schema: { params: IdParams, body: UpdateTestBody, response: { 200: AdminTest, ...ERRORS } } },
    async (req) => {
      const row = await findTest(app.db, req.params.id);
      const changes = applyEdit(row, req.body, await attemptCount(app.db, row.id));
      return view(await save(row, changes, 'test.update', req.currentUser!.id));
    },
  );

  app.delete(
    '/tests/:id',
    { schema: { params: IdParams, response: { 200: OkResponse, ...ERRORS } } },
    async (req) => {
      const row = await findTest(app.db, req.params.id);
      if (await attemptCount(app.db, row.id)) throw new HttpError(409, TEST_MESSAGES.deleteWithAttempts);
      await app.db.transaction(async (tx) => {
        await tx.delete(tests).where(eq(tests.id, row.id));
        await refreshTestCount(tx, row.bookId);
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
      app.tests.forget(row.id);
      app.catalogue.invalidate();
      return { ok: true };
    },
  );

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
      const row = await findTest(app.db, req.params.id);
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
      const row = await findTest(app.db, req.params.id);
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
      const row = await findTest(app.db, req.params.id);
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
      const row = await findTest(app.db, req.params.id);
      if (!row.questions[req.params.number - 1]) throw new HttpError(404, 'This question is not in the test');
      const questions = row.questions.map((q) =>
        q.number === req.params.number ? { ...q, dropped: req.body.mode } : q,
      );
      return view(await save(row, { questions }, 'test.drop', req.currentUser!.id));
    },
  );

  app.get(
    '/tests/:id/attempts',
    { schema: { params: IdParams, response: { 200: AdminAttemptList, ...ERRORS } } },
    async (req) => adminAttempts(app.db, await findTest(app.db, req.params.id)),
  );

  app.get(
    '/tests/:id/attempts.csv',
    { schema: { params: IdParams, response: ERRORS } },
    async (req, reply) => {
      const row = await findTest(app.db, req.params.id);
      const csv = attemptsCsv(await adminAttempts(app.db, row));
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="test-attempts-${row.id.slice(0, 8)}.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );

  app.get(
    '/tests/:id/stats',
    { schema: { params: IdParams, response: { 200: TestStatsResponse, ...ERRORS } } },
    async (req) => testStats(app.db, await findTest(app.db, req.params.id)),
  );

  app.get(
    '/tests/:id/pages/:page',
    { schema: { params: TestPageParams, querystring: TestPageQuery, response: ERRORS } },
    async (req, reply) => {
      const row = await findTest(app.db, req.params.id);
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
      const row = await findTest(app.db, req.params.id);
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

  app.post(
    '/attempts/:attemptId/time',
    {
      schema: {
        params: AttemptParams,
        body: AttemptTimeBody,
        response: { 200: AttemptTimeResponse, ...ERRORS },
      },
    },
    async (req) => {
      const id = req.params.attemptId;
      if (!isUuid(id)) throw new HttpError(404, 'Attempt not found');
      const [attempt] = await app.db.select().from(testAttempts).where(eq(testAttempts.id, id));
      if (!attempt) throw new HttpError(404, 'Attempt not found');
      if (attempt.status !== 'open') throw new HttpError(409, 'This attempt has been submitted');
      const deadline = new Date(attempt.deadline.getTime() + req.body.seconds * 1000);
      await app.db.transaction(async (tx) => {
        await tx
          .update(testAttempts)
          .set({ deadline })
          .where(and(eq(testAttempts.id, id), eq(testAttempts.status, 'open')));
        await recordAudit(tx, {
          actorId: req.currentUser!.id,
          action: 'attempt.time',
          entity: 'test_attempts',
          entityId: id,
          before: { deadline: attempt.deadline },
          after: { deadline },
        });
      });
      return { ok: true, deadline: deadline.toISOString() };
    },
  );
};

/** What the audit log keeps of a question: its key and how it is marked. */
const keyOf = (q: TestRow['questions'][number]) => ({
  number: q.number,
  section: q.section,
  type: q.type,
  answer: q.answer,
  tolerance: q.tolerance,
  dropped: q.dropped,
});

export default adminTests;
