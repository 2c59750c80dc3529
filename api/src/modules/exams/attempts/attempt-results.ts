import type { AttemptResult, ReviewQuestion, ScoreGroup } from '@exam/shared-contracts/exams';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { attemptAnswers, testAttempts, type TestAttemptRow, type TestRow } from '../../../db/schema';
import { candidatesOf, standingOf } from '../ranks/ranks';
import {
  accuracyOf,
  groupScores,
  maxScoreOf,
  round,
  scoreAnswers,
  totalOf,
  type HeldAnswer,
  type ScoredAnswer,
} from './scoring';

/**
 * Results of submitted attempts (docs/domains/exams.md "Online tests"): closing an attempt scores it in the
 * same transaction, so a submitted attempt always has its score; a key correction re-scores every submitted
 * attempt of the test in one transaction.
 */

/**
 * The answers held for attempts, by attempt id then question number. An answer made after its attempt's
 * deadline (`made_at`, as the save's transport slack allowed it) is held as none: scoring (a submit, the
 * deadline job, a re-score) and the review count only answers made in time.
 */
export async function heldAnswers(
  db: Db,
  attemptIds: string[],
): Promise<Map<string, Map<number, HeldAnswer & { markedForReview: boolean }>>> {
  const byAttempt = new Map<string, Map<number, HeldAnswer & { markedForReview: boolean }>>();
  for (const id of attemptIds) byAttempt.set(id, new Map());
  if (!attemptIds.length) return byAttempt;
  const rows = await db
    .select({
      attemptId: attemptAnswers.attemptId,
      number: attemptAnswers.number,
      answer: sql<
        string | null
      >`case when ${attemptAnswers.madeAt} > ${testAttempts.deadline} then null else ${attemptAnswers.answer} end`,
      markedForReview: attemptAnswers.markedForReview,
      timeSpentMs: attemptAnswers.timeSpentMs,
    })
    .from(attemptAnswers)
    .innerJoin(testAttempts, eq(testAttempts.id, attemptAnswers.attemptId))
    .where(inArray(attemptAnswers.attemptId, attemptIds));
  for (const r of rows) byAttempt.get(r.attemptId)!.set(r.number, r);
  return byAttempt;
}

/** Batch size of scoring many attempts at once (the deadline job, a re-score). */
const SCORE_BATCH = 500;

/**
 * Scores the attempts `ids` of `test` from their held answers and stores each score (one UPDATE per batch).
 * Call it inside the transaction that closed them (or re-scores them). Returns id → score.
 */
export async function storeScores(tx: Db, test: TestRow, ids: string[]): Promise<Map<string, number>> {
  const scores = new Map<string, number>();
  const maxScore = maxScoreOf(test);
  for (let i = 0; i < ids.length; i += SCORE_BATCH) {
    const batch = ids.slice(i, i + SCORE_BATCH);
    const held = await heldAnswers(tx, batch);
    for (const id of batch) scores.set(id, totalOf(scoreAnswers(test, held.get(id)!)));
    const values = sql.join(
      batch.map((id) => sql`(${id}::uuid, ${scores.get(id)!}::double precision)`),
      sql`, `,
    );
    await tx.execute(sql`
      update test_attempts set score = v.score, max_score = ${maxScore}
        from (values ${values}) as v(id, score)
       where test_attempts.id = v.id`);
  }
  return scores;
}

/** Re-scores every submitted attempt of `test` (a key correction), inside the caller's transaction. */
export async function rescoreExam(tx: Db, test: TestRow): Promise<number> {
  const rows = await tx
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(and(eq(testAttempts.testId, test.id), eq(testAttempts.status, 'submitted')));
  await storeScores(
    tx,
    test,
    rows.map((r) => r.id),
  );
  return rows.length;
}

/** The scored questions and groups of one attempt under the test's current key. */
export async function breakdownOf(db: Db, test: TestRow, attemptId: string) {
  const held = (await heldAnswers(db, [attemptId])).get(attemptId)!;
  const scored = scoreAnswers(test, held);
  return { held, scored };
}

/** Totals of a scored attempt: counts of each outcome (dropped with marks: correct), accuracy, time. */
function totals(scored: ScoredAnswer[]) {
  const t = { correct: 0, partial: 0, wrong: 0, unattempted: 0, timeSpentMs: 0 };
  for (const s of scored) {
    t.timeSpentMs += s.timeSpentMs;
    if (s.outcome === 'dropped') t[s.marks > 0 ? 'correct' : 'unattempted'] += 1;
    else t[s.outcome] += 1;
  }
  return { ...t, accuracy: accuracyOf(t) };
}

/** From the attempt's start to its submission, at most to its deadline (ms); 0 while it is open. */
function timeUsedOf(attempt: TestAttemptRow): number {
  if (!attempt.submittedAt) return 0;
  const end = Math.min(attempt.submittedAt.getTime(), attempt.deadline.getTime());
  return Math.max(0, end - attempt.startedAt.getTime());
}

/**
 * The result of a submitted attempt as it stands now: its stored score, rank and NTA percentile among the
 * test's ranked attempts (a practice attempt or one the admin excluded: null), and the breakdown by section
 * and type.
 */
export async function resultOf(
  db: Db,
  test: TestRow,
  attempt: TestAttemptRow,
  scored?: ScoredAnswer[],
): Promise<AttemptResult> {
  const own = scored ?? (await breakdownOf(db, test, attempt.id)).scored;
  const score = attempt.score ?? totalOf(own);
  // An excluded attempt keeps its score but has no rank; the student sees a neutral word for it.
  const excluded = attempt.ranked && attempt.rankDecision === 'excluded';
  const standing = attempt.ranked && !excluded ? await standingOf(db, test.id, score) : null;
  return {
    attemptId: attempt.id,
    score,
    maxScore: maxScoreOf(test),
    ranked: attempt.ranked,
    excluded,
    rank: standing?.rank ?? null,
    percentile: standing?.percentile ?? null,
    candidates: standing?.candidates ?? (await candidatesOf(db, test.id)),
    ...totals(own),
    sections: groupScores(test, own, (q) => q.section),
    types: groupScores(test, own, (q) => q.type),
    submittedAt: (attempt.submittedAt ?? new Date()).toISOString(),
    submittedBy: attempt.submittedBy ?? 'student',
    timeUsedMs: timeUsedOf(attempt),
    keyRevisedAt: test.keyRevisedAt?.toISOString() ?? null,
  };
}

/** Every question of a submitted attempt for its review: answer, key, marks, outcome, time, solution. */
export function reviewQuestions(
  test: TestRow,
  held: Map<number, HeldAnswer & { markedForReview: boolean }>,
  scored: ScoredAnswer[],
): ReviewQuestion[] {
  return test.questions.map((q, i) => ({
    number: q.number,
    label: q.label ?? null,
    section: q.section,
    type: q.type,
    optionLabels: q.optionLabels,
    chapter: q.chapter,
    answer: held.get(q.number)?.answer ?? null,
    key: q.answer,
    tolerance: q.tolerance,
    marks: round(scored[i].marks),
    outcome: scored[i].outcome,
    markedForReview: held.get(q.number)?.markedForReview ?? false,
    timeSpentMs: scored[i].timeSpentMs,
    hasSolution: q.solutionRegions.length > 0,
  }));
}

/** Chapter weaknesses: the tagged chapters' groups, lowest share of marks first. */
export function chapterWeaknesses(test: TestRow, scored: ScoredAnswer[]): ScoreGroup[] {
  return groupScores(test, scored, (q) => q.chapter).sort(
    (a, b) => a.score / (a.maxScore || 1) - b.score / (b.maxScore || 1) || a.name.localeCompare(b.name),
  );
}
