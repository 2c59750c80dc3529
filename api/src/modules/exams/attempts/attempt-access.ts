import type { Db } from '../../../db/client';
import type { TestAttemptRow, TestRow, UserRow } from '../../../db/schema';

/**
 * Who takes a test: a user's id and role, and, when known (the viewers' cache of a signed-in caller), their
 * best payment status per book, which decides access without a query.
 */
export interface Candidate extends Pick<UserRow, 'id' | 'role'> {
  statuses?: ReadonlyMap<string, string>;
}

/** What never changes about an attempt: whose it is and which test (kept in memory once read). */
export interface AttemptMeta {
  userId: string;
  testId: string;
}

/** Who closed an attempt: its candidate (a submit) or the deadline (the job, or a read past the grace). */
export type ClosedBy = 'student' | 'deadline';

/**
 * What the steps of an attempt (attempt-start.ts, attempt-answers.ts, attempt-state.ts, attempt-close.ts)
 * read through the exams service (exams-service.ts), so that every step shares its caches and counters:
 * - `db`, and `graceMs`: how long after the deadline (ms) a save made in time is still taken;
 * - `closed`: how many attempts this replica closed, by whom (metrics, the topology test);
 * - `test(id)`: the test row, cached for 2 s, undefined when there is none;
 * - `visibleTest` / `mayTake`: the test a candidate may see (404 otherwise) and whether they may take it;
 * - `meta(attemptId, user)`: the attempt's owner and test, 404 for a missing attempt or another user's;
 *   `remember` keeps a new attempt's;
 * - `row(attemptId)`: the attempt row read now, 404 when missing;
 * - `pastGrace(attempt, now?)`: true once the deadline plus the grace is over (`now` in ms since the epoch);
 * - `close(attemptId, by)`: closes and scores an open attempt once; false when it was not open.
 */
export interface AttemptAccess {
  readonly db: Db;
  readonly graceMs: number;
  readonly closed: Record<ClosedBy, number>;
  test(id: string): Promise<TestRow | undefined>;
  visibleTest(id: string, user: Candidate | null): Promise<TestRow>;
  mayTake(user: Candidate, test: TestRow): Promise<boolean>;
  meta(attemptId: string, user: Candidate): Promise<AttemptMeta>;
  remember(attemptId: string, meta: AttemptMeta): void;
  row(attemptId: string): Promise<TestAttemptRow>;
  pastGrace(attempt: Pick<TestAttemptRow, 'deadline'>, now?: number): boolean;
  close(attemptId: string, by: ClosedBy): Promise<boolean>;
}
