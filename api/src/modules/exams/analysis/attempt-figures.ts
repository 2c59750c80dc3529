import type { Figures } from '@exam/shared-contracts/exams';
import type { TestRow } from '../../../db/schema';
import { accuracyOf, groupScores, maxScoreOf, round, totalOf, type ScoredAnswer } from '../attempts/scoring';

/** One attempt's figures for the whole test and by section name, under the test's current key. */
export interface AttemptFigures {
  overall: Figures;
  sections: Map<string, Figures>;
}

/** The figures of one scored attempt: score out of the maximum, accuracy (%), time on questions (ms). */
export function figuresOf(test: TestRow, scored: ScoredAnswer[]): AttemptFigures {
  const counts = { correct: 0, partial: 0, wrong: 0 };
  let timeSpentMs = 0;
  for (const s of scored) {
    timeSpentMs += s.timeSpentMs;
    if (s.outcome === 'correct' || s.outcome === 'partial' || s.outcome === 'wrong') counts[s.outcome] += 1;
    else if (s.outcome === 'dropped' && s.marks > 0) counts.correct += 1;
  }
  const sections = new Map<string, Figures>();
  for (const g of groupScores(test, scored, (q) => q.section))
    sections.set(g.name, {
      score: g.score,
      maxScore: g.maxScore,
      accuracy: g.accuracy,
      timeSpentMs: g.timeSpentMs,
    });
  return {
    overall: {
      score: totalOf(scored),
      maxScore: maxScoreOf(test),
      accuracy: accuracyOf(counts),
      timeSpentMs,
    },
    sections,
  };
}

/**
 * The mean of `all` (one attempt's figures each): score and time averaged over every attempt, accuracy
 * over the attempts that attempted a question (null when none did); rounded to 2 decimals, time to a ms.
 */
export function meanOf(all: Figures[]): Figures | null {
  if (!all.length) return null;
  const accuracies = all.map((f) => f.accuracy).filter((a): a is number => a !== null);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    score: round(sum(all.map((f) => f.score)) / all.length),
    maxScore: all[0].maxScore,
    accuracy: accuracies.length ? round(sum(accuracies) / accuracies.length) : null,
    timeSpentMs: Math.round(sum(all.map((f) => f.timeSpentMs)) / all.length),
  };
}
