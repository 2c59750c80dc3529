import type { AttemptResult } from '@exam/shared-contracts/exams';
import { and, eq, sql } from 'drizzle-orm';
import { testAttempts, tests } from '../../../db/schema';
import { HttpError } from '../../../platform/http-error';
import type { AttemptAccess, Candidate, ClosedBy } from './attempt-access';
import { ATTEMPT_MESSAGES } from './attempt-messages';
import { resultOf, storeScores } from './attempt-results';

/**
 * Closes one open attempt (`by` the candidate or the deadline) and scores it, in one transaction; false
 * when it was not open (closed already, by another request or replica). Its `submittedAt` is now, or the
 * deadline plus the grace when that came first. Counts the close in `access.closed[by]`.
 */
export async function closeAttempt(access: AttemptAccess, attemptId: string, by: ClosedBy): Promise<boolean> {
  const closed = await access.db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(testAttempts)
      .set({
        status: 'submitted',
        submittedAt: sql`least(now(), ${testAttempts.deadline} + ${access.graceMs} * interval '1 millisecond')`,
        submittedBy: by,
      })
      .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.status, 'open')))
      .returning();
    if (!attempt) return false;
    const [test] = await tx.select().from(tests).where(eq(tests.id, attempt.testId));
    await storeScores(tx, test, [attempt.id]);
    return true;
  });
  if (closed) access.closed[by] += 1;
  return closed;
}

/**
 * Submits an attempt (`POST /api/attempts/:attemptId/submit`) and answers its result; submitting an
 * attempt already closed answers the same result (a retried submit). Past the deadline's grace it counts
 * as closed by the deadline. 404 another's attempt or a missing one (or its test).
 */
export async function submitAttempt(
  access: AttemptAccess,
  user: Candidate,
  attemptId: string,
): Promise<AttemptResult> {
  const meta = await access.meta(attemptId, user);
  const attempt = await access.row(attemptId);
  if (attempt.status === 'open')
    await access.close(attemptId, access.pastGrace(attempt) ? 'deadline' : 'student');
  const test = await access.test(meta.testId);
  if (!test) throw new HttpError(404, ATTEMPT_MESSAGES.testNotFound);
  return resultOf(access.db, test, await access.row(attemptId));
}

/**
 * The deadline job's sweep: closes and scores every open attempt past its deadline's grace, `batch`
 * attempts per transaction, taken with `FOR UPDATE SKIP LOCKED` (replicas sweeping at once take different
 * attempts, and an attempt held by a save in flight waits for the next sweep). Each is submitted by the
 * deadline at the deadline plus the grace; each batch is counted in `access.closed.deadline` as it commits.
 * Returns how many this call closed.
 */
export async function closeDueAttempts(access: AttemptAccess, batch: number): Promise<number> {
  const { graceMs } = access;
  let total = 0;
  for (;;) {
    const closed = await access.db.transaction(async (tx) => {
      const result = await tx.execute<{ id: string; testId: string }>(sql`
        update test_attempts set status = 'submitted', submitted_by = 'deadline',
               submitted_at = deadline + ${graceMs} * interval '1 millisecond'
         where id in (select id from test_attempts
                       where status = 'open' and deadline + ${graceMs} * interval '1 millisecond' < now()
                       order by deadline limit ${batch} for update skip locked)
        returning id, test_id as "testId"`);
      const { rows } = result;
      const byTest = new Map<string, string[]>();
      for (const r of rows) byTest.set(r.testId, [...(byTest.get(r.testId) ?? []), r.id]);
      for (const [testId, ids] of byTest) {
        const [test] = await tx.select().from(tests).where(eq(tests.id, testId));
        await storeScores(tx, test, ids);
      }
      return rows.length;
    });
    total += closed;
    access.closed.deadline += closed;
    if (closed < batch) return total;
  }
}
