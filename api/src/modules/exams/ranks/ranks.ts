import type { LeaderboardRow } from '@exam/shared-contracts/exams';
import { ntaPercentile } from '@exam/shared-contracts/rules';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { testAttempts, users } from '../../../db/schema';

/**
 * Rank and percentile among a test's submitted first attempts (docs/domains/exams.md "Online tests": one
 * PostgreSQL query over the partial index `test_attempts_rank_idx`), as they stand when asked: they move
 * as others finish, when a key correction re-scores, and at once when an account is deactivated or
 * reactivated or the admin excludes an attempt or puts it back (nothing is stored to invalidate).
 */

/** Where a score stands: rank (1 + those above), how many score at most it, and how many are ranked. */
export interface Standing {
  rank: number;
  atMost: number;
  candidates: number;
  percentile: number;
}

/**
 * SQL: true when the attempt row counts in its test's ranks, beyond being a submitted first attempt: its
 * account is active (a deactivated account's attempts leave the ranks, and come back with it) and the admin
 * did not exclude it.
 */
export const countsInRanks = () =>
  and(
    sql`${testAttempts.rankDecision} is distinct from 'excluded'`,
    sql`exists (select 1 from users ranked_user where ranked_user.id = ${testAttempts.userId} and ranked_user.is_active)`,
  );

/** The submitted first attempts of a test that count: the rows ranks and percentiles are counted over. */
export const rankedOf = (testId: string) =>
  and(
    eq(testAttempts.testId, testId),
    eq(testAttempts.ranked, true),
    eq(testAttempts.status, 'submitted'),
    countsInRanks(),
  );

/** Counts of the ranked attempts of `testId` above and at most `score`. */
export async function standingOf(db: Db, testId: string, score: number): Promise<Standing> {
  const [row] = await db
    .select({
      above: sql<number>`count(*) filter (where ${testAttempts.score} > ${score})`.mapWith(Number),
      atMost: sql<number>`count(*) filter (where ${testAttempts.score} <= ${score})`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(testAttempts)
    .where(rankedOf(testId));
  return {
    rank: row.above + 1,
    atMost: row.atMost,
    candidates: row.total,
    percentile: ntaPercentile(row.atMost, row.total),
  };
}

/** How many ranked, submitted attempts a test has. */
export async function candidatesOf(db: Db, testId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(testAttempts).where(rankedOf(testId));
  return row.n;
}

/** `Rahul Sharma` → `Ra*** S.`: enough for a student to recognise themselves, not to name others. */
export function maskName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return 'Student';
  const first = parts[0];
  const head = `${first.slice(0, Math.min(2, first.length))}***`;
  return parts.length > 1 ? `${head} ${parts[parts.length - 1][0].toUpperCase()}.` : head;
}

/** The test's top ten ranked attempts (ties share a rank; earlier submission first), names masked. */
export async function leaderboard(db: Db, testId: string): Promise<LeaderboardRow[]> {
  const rows = await db
    .select({
      rank: sql<number>`rank() over (order by ${testAttempts.score} desc)`.mapWith(Number),
      name: users.name,
      score: testAttempts.score,
    })
    .from(testAttempts)
    .innerJoin(users, eq(users.id, testAttempts.userId))
    .where(rankedOf(testId))
    .orderBy(desc(testAttempts.score), asc(testAttempts.submittedAt))
    .limit(10);
  return rows.map((r) => ({ rank: r.rank, name: maskName(r.name), score: r.score ?? 0 }));
}

/** The rank of every ranked attempt of one test (admin lists): attempt id → rank. */
export async function ranksOf(db: Db, testId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      id: testAttempts.id,
      rank: sql<number>`rank() over (order by ${testAttempts.score} desc)`.mapWith(Number),
    })
    .from(testAttempts)
    .where(rankedOf(testId));
  return new Map(rows.map((r) => [r.id, r.rank]));
}
