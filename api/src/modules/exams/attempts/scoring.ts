import type { AdminQuestion, ScoreGroup, TestSection } from '@exam/shared-contracts/exams';
import { fullMarks, scoreAnswer, type AnswerOutcome, type MarkingScheme } from '@exam/shared-contracts/rules';

/**
 * Scoring of an attempt (docs/domains/exams.md "Online tests"): each question by `scoreAnswer`
 * (rules/test-marking) under its section's marking scheme, then the totals per section, per type and per
 * chapter.
 */

/** What scoring reads of a test. */
export interface ScoringExam {
  sections: TestSection[];
  questions: AdminQuestion[];
}

/** What scoring reads of one held answer. */
export interface HeldAnswer {
  answer: string | null;
  timeSpentMs: number;
}

/** One question's marks for one attempt. */
export interface ScoredAnswer {
  number: number;
  marks: number;
  outcome: AnswerOutcome;
  timeSpentMs: number;
}

const FALLBACK: MarkingScheme = {
  single: { correct: 4, wrong: -1 },
  multiple: { correct: 4, wrong: -1, partial: false },
  numerical: { correct: 4, wrong: -1 },
};

/** The marking scheme of a question's section (a question naming no known section: +4/−1). */
export function markingOf(test: ScoringExam, question: AdminQuestion): MarkingScheme {
  return test.sections.find((s) => s.name === question.section)?.marking ?? FALLBACK;
}

/** The test's maximum score: every question's full marks. */
export function maxScoreOf(test: ScoringExam): number {
  return round(test.questions.reduce((sum, q) => sum + fullMarks(q.type, markingOf(test, q)), 0));
}

/** Marks (2 decimals at most: custom schemes may use −0.25) without float noise. */
export const round = (n: number) => Math.round(n * 100) / 100;

/** Scores every question of `test` for the answers held (by question number); absent: unattempted. */
export function scoreAnswers(test: ScoringExam, held: Map<number, HeldAnswer>): ScoredAnswer[] {
  return test.questions.map((q) => {
    const answer = held.get(q.number);
    const { marks, outcome } = scoreAnswer(q, markingOf(test, q), answer?.answer ?? null);
    return { number: q.number, marks, outcome, timeSpentMs: answer?.timeSpentMs ?? 0 };
  });
}

/** The total of scored answers. */
export function totalOf(scored: ScoredAnswer[]): number {
  return round(scored.reduce((sum, s) => sum + s.marks, 0));
}

/**
 * Groups scored answers by `keyOf` (section, type or chapter; null keys are left out), in first-seen
 * order: score, maximum, counts of each outcome (a dropped question counts as correct when it gave marks,
 * else as unattempted), accuracy (correct ÷ attempted × 100, 2 decimals) and time.
 */
export function groupScores(
  test: ScoringExam,
  scored: ScoredAnswer[],
  keyOf: (q: AdminQuestion) => string | null,
): ScoreGroup[] {
  const groups = new Map<string, ScoreGroup>();
  for (const [i, s] of scored.entries()) {
    const q = test.questions[i];
    const key = keyOf(q);
    if (key === null) continue;
    let g = groups.get(key);
    if (!g) {
      g = {
        name: key,
        score: 0,
        maxScore: 0,
        correct: 0,
        partial: 0,
        wrong: 0,
        unattempted: 0,
        accuracy: null,
        timeSpentMs: 0,
      };
      groups.set(key, g);
    }
    g.score = round(g.score + s.marks);
    g.maxScore = round(g.maxScore + fullMarks(q.type, markingOf(test, q)));
    g.timeSpentMs += s.timeSpentMs;
    if (s.outcome === 'dropped') {
      if (s.marks > 0) g.correct += 1;
      else g.unattempted += 1;
    } else g[s.outcome] += 1;
  }
  for (const g of groups.values()) g.accuracy = accuracyOf(g);
  return [...groups.values()];
}

/** correct ÷ (correct + partial + wrong) × 100, 2 decimals; null when nothing was attempted. */
export function accuracyOf(g: Pick<ScoreGroup, 'correct' | 'partial' | 'wrong'>): number | null {
  const attempted = g.correct + g.partial + g.wrong;
  return attempted ? round((100 * g.correct) / attempted) : null;
}
