import type { CreateTestBody, TestJob } from '@exam/shared-contracts/exams';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { testJobs, type TestJobRow, type TestRow } from '../../../db/schema';
import { HttpError, isUuid } from '../../../platform/http-error';
import type { RenderService } from '../../reading';
import { createExam, paperBook } from '../admin/exam-admin';
import type { PaperDetector } from './paper-detector';
import type { PaperProgress } from './read-paper';

/**
 * Making a test from a paper as a job (docs/domains/exams.md "Making a test from a paper"): `POST
 * /api/admin/tests/jobs` checks the book and answers 202 at once; the job reads the paper in this process
 * and writes its stage and page count to `test_jobs` (at most every 500 ms), so `GET
 * /api/admin/tests/jobs/:id` answers from any replica. A 200-page paper never meets a request's time
 * limit. A running job not touched for two minutes was cut short (its replica stopped): it reads failed.
 */

/** How often a running job's progress is written at most (ms). */
const WRITE_EVERY_MS = 500;
/** A running job not written for this long was cut short (ms). */
export const STALE_JOB_MS = 120_000;
export const JOB_CUT_SHORT = 'Making this test was cut short (the server restarted); start it again';

/** What a job needs of the app. */
export interface JobDeps {
  db: Db;
  render: RenderService;
  detector: PaperDetector;
  /** Called with the test once it is saved (audit, caches); errors are the job's. */
  onCreated: (row: TestRow) => Promise<void>;
  /** Where a job's unexpected failure is logged. */
  log: (err: unknown) => void;
}

/** A job row as the contract's TestJob (a running job past {@link STALE_JOB_MS} reads failed). */
export function toTestJob(row: TestJobRow, now = Date.now()): TestJob {
  const stale =
    row.stage !== 'done' && row.stage !== 'failed' && now - row.updatedAt.getTime() > STALE_JOB_MS;
  return {
    id: row.id,
    bookId: row.bookId,
    stage: stale ? 'failed' : row.stage,
    pages: row.pages,
    pagesRead: row.pagesRead,
    questionsFound: row.questionsFound,
    fromImages: row.fromImages,
    testId: row.testId,
    error: stale ? JOB_CUT_SHORT : row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The job, or 404. */
export async function findJob(db: Db, id: string): Promise<TestJobRow> {
  if (!isUuid(id)) throw new HttpError(404, 'Job not found');
  const [row] = await db.select().from(testJobs).where(eq(testJobs.id, id));
  if (!row) throw new HttpError(404, 'Job not found');
  return row;
}

/**
 * Starts making a test (`POST /api/admin/tests/jobs`): the book is checked now (404/400 as a synchronous
 * make), the job row written, and the reading started without waiting for it. Resolves the new job.
 */
export async function startJob(deps: JobDeps, body: CreateTestBody, actorId: string): Promise<TestJobRow> {
  const book = await paperBook(deps.db, body.bookId);
  const [row] = await deps.db.insert(testJobs).values({ bookId: book.id, createdBy: actorId }).returning();
  void runJob(deps, row.id, body);
  return row;
}

/** Runs job `id` to its end: done with the test's id, or failed with the error an admin can act on. */
async function runJob(deps: JobDeps, id: string, body: CreateTestBody): Promise<void> {
  let written = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const write = (values: Partial<TestJobRow>) => {
    pending = pending
      .then(() =>
        deps.db
          .update(testJobs)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(testJobs.id, id)),
      )
      .catch(deps.log);
    return pending;
  };
  let stage = '';
  const progress = (p: PaperProgress) => {
    const now = Date.now();
    // Every change of stage is written; within a stage, the page count at most every WRITE_EVERY_MS.
    if (p.stage === stage && now - written < WRITE_EVERY_MS) return;
    stage = p.stage;
    written = now;
    void write({ stage: p.stage, pages: p.pages, pagesRead: p.pagesRead, fromImages: p.fromImages });
  };
  try {
    const row = await createExam(deps.db, deps.render, deps.detector, body, progress);
    await deps.onCreated(row);
    await write({ stage: 'done', testId: row.id, questionsFound: row.questions.length });
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode >= 500) deps.log(err);
    const message =
      err instanceof HttpError
        ? err.message
        : 'Making this test failed; try again, or add the regions by hand';
    await write({ stage: 'failed', error: message });
  }
}
