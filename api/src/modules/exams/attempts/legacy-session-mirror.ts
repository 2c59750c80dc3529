import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { readingSessions, testAttempts, type TestAttemptRow } from '../../../db/schema';
import { pageCharged, recordPageServed } from '../../reading';

/**
 * The attempts' legacy reading sessions, kept for one release (docs/operations.md "Deploy": add, never
 * rename or drop, in the same release). An attempt owns its leak code, device and served pages
 * (`test_attempts.leak_code`, `device_id`, `attempt_pages`; docs/domains/exams.md "Online tests"), but a
 * replica of the previous release, still serving during a rollout or after a rollback, reads and writes them
 * in the reading session `test_attempts.reading_session_id` names. So this release writes both (a start
 * creates the session with the same code, a device move and a served page go to both) and, for an attempt
 * whose own columns are null (one a previous-release replica started), reads the session's.
 *
 * The next release deletes this file, carries the stragglers' code, device and pages over again, and drops
 * `reading_session_id` with the attempts' sessions. Elsewhere the module names the session only as the
 * column the start's insert fills from {@link legacySessionInsert}.
 */

/**
 * SQL: the device id an attempt aliased `a` (test_attempts) is taken on: its own (`device_id`), else, for one
 * a previous-release replica started, its reading session's; null when neither names one.
 */
export const DEVICE_OF_A = sql`coalesce(a.device_id,
  (select s.device_id from reading_sessions s where s.id = a.reading_session_id))`;

/** SQL for a select from test_attempts: the attempt's own leak code, else its reading session's, else ''. */
export const CODE_OF_ATTEMPT = sql<string>`coalesce(${testAttempts.leakCode},
  (select s.code from reading_sessions s where s.id = ${testAttempts.readingSessionId}), '')`;

/** The leak code of `attempt`'s reading session (one a previous-release replica started); '' when gone. */
export async function legacyCode(db: Db, attempt: TestAttemptRow): Promise<string> {
  const [session] = await db
    .select({ code: readingSessions.code })
    .from(readingSessions)
    .where(eq(readingSessions.id, attempt.readingSessionId));
  return session?.code ?? '';
}

/**
 * SQL (a CTE's body): inserts the attempt's reading session with its leak `code`, `userId`, `bookId` and
 * `deadline` as the session's end, returning its `id` (no row when a reading session holds the code; the
 * start then draws another). The start's insert of the attempt selects it as its `reading_session_id`.
 */
export function legacySessionInsert(code: string, userId: string, bookId: string, deadline: Date): SQL {
  return sql`insert into reading_sessions (code, user_id, book_id, expires_at)
    values (${code}, ${userId}, ${bookId}, ${deadline.toISOString()})
    on conflict (code) do nothing
    returning id`;
}

/** Moves `attemptId`'s reading session to device `deviceId` too (the attempt's own move is the caller's). */
export async function mirrorDeviceMove(db: Db, attemptId: string, deviceId: string): Promise<void> {
  await db.execute(sql`update reading_sessions set device_id = ${deviceId}
    where id = (select reading_session_id from test_attempts where id = ${attemptId})`);
}

/** True when `attempt`'s reading session already sent `page` in full (a previous-release replica did). */
export function legacyPageSent(db: Db, attempt: TestAttemptRow, page: number): Promise<boolean> {
  return pageCharged(db, attempt.readingSessionId, page);
}

/** Records `page` as sent in full in `attempt`'s reading session too (times, count, charged). */
export function mirrorPageSent(db: Db, attempt: TestAttemptRow, page: number): Promise<void> {
  return recordPageServed(db, attempt.readingSessionId, page, true);
}
