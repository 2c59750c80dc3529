import type { AdminTest } from '@exam/shared-contracts/exams';
import { eq } from 'drizzle-orm';
import { tests, type TestRow } from '../../../db/schema';
import { recordAudit, type AuditAction } from '../../operations';
import { rescoreExam } from '../attempts/attempt-results';
import type { RouteApp } from '../route-app';
import { attemptCount, changesScoring, refreshExamCount, toAdminTest } from './exam-admin';

/** How the admin's test routes answer a test and save a change to it (see {@link adminExamWrites}). */
export interface AdminExamWrites {
  /** The test as answered to the admin, with its attempt count. */
  view(row: TestRow): Promise<AdminTest>;
  /**
   * Saves `changes` to test `row`, audited as `action` by the admin `actorId`; answers the saved row.
   * See {@link adminExamWrites} for the rule.
   */
  save(row: TestRow, changes: Partial<TestRow>, action: AuditAction, actorId: string): Promise<TestRow>;
}

/**
 * The admin test routes' view and save, over `app`'s database. A save is one transaction with its audit
 * record (the status, sections and each question's key before and after); when the changes can alter
 * scores (key, type, section, marks, a drop) and the test has submitted attempts, it re-scores them all and
 * sets `keyRevisedAt`, and a status change recounts the book's tests. After it the catalogue is
 * invalidated (a book's tests show on its card) and every replica's copy of the test expires within 2 s.
 */
export function adminExamWrites(app: RouteApp): AdminExamWrites {
  const view = async (row: TestRow) => toAdminTest(row, await attemptCount(app.db, row.id));

  const save = async (row: TestRow, changes: Partial<TestRow>, action: AuditAction, actorId: string) => {
    const next = { ...row, ...changes };
    const rescore = changesScoring(row, next);
    const saved = await app.db.transaction(async (db) => {
      const submitted = rescore ? await attemptCount(db, row.id, true) : 0;
      const [updated] = await db
        .update(tests)
        .set({ ...changes, updatedAt: new Date(), ...(submitted ? { keyRevisedAt: new Date() } : {}) })
        .where(eq(tests.id, row.id))
        .returning();
      const rescored = submitted ? await rescoreExam(db, updated) : 0;
      if (changes.status && changes.status !== row.status) await refreshExamCount(db, row.bookId);
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
    app.exams.forget(row.id);
    app.catalogue.invalidate();
    return saved;
  };

  return { view, save };
}

/** What the audit log keeps of a question: its key and how it is marked. */
const keyOf = (q: TestRow['questions'][number]) => ({
  number: q.number,
  section: q.section,
  type: q.type,
  answer: q.answer,
  tolerance: q.tolerance,
  dropped: q.dropped,
});
