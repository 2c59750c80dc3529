import type { AdminAttempt, QuestionStats, TestStatsResponse } from '@exam/shared-contracts/exams';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { testAttempts, users, type TestRow } from '../../../db/schema';
import { heldAnswers } from '../attempts/attempt-results';
import { rankFlags } from '../ranks/rank-flags';
import { ranksOf } from '../ranks/ranks';
import { maxScoreOf, round, scoreAnswers } from '../attempts/scoring';

/**
 * The admin's views of a test's attempts (docs/domains/exams.md "Online tests"): who took it, their score,
 * rank, times and integrity counts, and per-question statistics to catch a wrong key.
 */

/**
 * Every attempt of a test, first started first, with the student, rank, integrity counts and its review
 * for the ranks: the flags of the rules (modules/exams/ranks/rank-flags), the admin's decision, and whether it
 * counts now (`inRanks`: a submitted first attempt of an active account, not excluded).
 */
export async function adminAttempts(db: Db, test: TestRow): Promise<AdminAttempt[]> {
  const rows = await db
    .select({
      attempt: testAttempts,
      name: users.name,
      email: users.email,
      active: users.isActive,
    })
    .from(testAttempts)
    .innerJoin(users, eq(users.id, testAttempts.userId))
    .where(eq(testAttempts.testId, test.id))
    .orderBy(asc(testAttempts.startedAt));
  const ranks = await ranksOf(db, test.id);
  const flags = await rankFlags(db, test);
  const maxScore = maxScoreOf(test);
  return rows.map(({ attempt: a, name, email, active }) => ({
    attemptId: a.id,
    user: { id: a.userId, name, email },
    status: a.status,
    ranked: a.ranked,
    score: a.score,
    maxScore,
    rank: ranks.get(a.id) ?? null,
    startedAt: a.startedAt.toISOString(),
    deadline: a.deadline.toISOString(),
    submittedAt: a.submittedAt?.toISOString() ?? null,
    submittedBy: a.submittedBy,
    tabSwitches: a.tabSwitches,
    fullscreenExits: a.fullscreenExits,
    watermarkCode: a.leakCode ?? '',
    flags: flags.get(a.id) ?? [],
    decision: a.rankDecision,
    decisionReason: a.rankDecisionReason,
    decidedAt: a.rankDecidedAt?.toISOString() ?? null,
    inRanks: a.ranked && a.status === 'submitted' && active && a.rankDecision !== 'excluded',
  }));
}

/** A CSV field, quoted when it holds a comma, a quote or a line break; a formula-looking text is defused. */
function field(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The attempts as CSV (UTF-8, header row), the columns of the admin's table. */
export function attemptsCsv(rows: AdminAttempt[]): string {
  const header = [
    'student',
    'email',
    'status',
    'ranked',
    'score',
    'max score',
    'rank',
    'started',
    'submitted',
    'submitted by',
    'tab switches',
    'full-screen exits',
    'leak code',
  ];
  const lines = rows.map((r) =>
    [
      r.user.name,
      r.user.email,
      r.status,
      r.ranked ? 'yes' : 'no',
      r.score,
      r.maxScore,
      r.rank,
      r.startedAt,
      r.submittedAt,
      r.submittedBy,
      r.tabSwitches,
      r.fullscreenExits,
      r.watermarkCode,
    ]
      .map(field)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/**
 * Per-question statistics over the submitted attempts: % attempted, % correct (under the current key),
 * the wrong answer chosen most, and the average time. A key that most strong candidates "miss" with the
 * same answer shows here.
 */
export async function examStats(db: Db, test: TestRow): Promise<TestStatsResponse> {
  const ids = (
    await db
      .select({ id: testAttempts.id, status: testAttempts.status })
      .from(testAttempts)
      .where(eq(testAttempts.testId, test.id))
  )
    .filter((a) => a.status === 'submitted')
    .map((a) => a.id);
  const stats = test.questions.map(() => ({
    attempted: 0,
    correct: 0,
    partial: 0,
    wrongs: 0,
    time: 0,
    wrong: new Map<string, number>(),
  }));
  for (let i = 0; i < ids.length; i += 500) {
    const held = await heldAnswers(db, ids.slice(i, i + 500));
    for (const answers of held.values()) {
      const scored = scoreAnswers(test, answers);
      for (const [k, s] of scored.entries()) {
        const given = answers.get(test.questions[k].number)?.answer ?? null;
        stats[k].time += s.timeSpentMs;
        if (given === null) continue;
        stats[k].attempted += 1;
        if (s.outcome === 'correct') stats[k].correct += 1;
        else if (s.outcome === 'partial') stats[k].partial += 1;
        else if (s.outcome === 'wrong') {
          stats[k].wrongs += 1;
          stats[k].wrong.set(given, (stats[k].wrong.get(given) ?? 0) + 1);
        }
      }
    }
  }
  const pct = (n: number) => (ids.length ? round((100 * n) / ids.length) : 0);
  const questions: QuestionStats[] = test.questions.map((q, k) => {
    const top = [...stats[k].wrong.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return {
      number: q.number,
      section: q.section,
      type: q.type,
      answer: q.answer,
      dropped: q.dropped,
      attempted: pct(stats[k].attempted),
      correct: pct(stats[k].correct),
      counts: {
        attempted: stats[k].attempted,
        correct: stats[k].correct,
        partial: stats[k].partial,
        wrong: stats[k].wrongs,
      },
      topWrong: top ? { answer: top[0], count: top[1] } : null,
      averageTimeMs: ids.length ? Math.round(stats[k].time / ids.length) : 0,
    };
  });
  return { attempts: ids.length, questions };
}
