import type { MyAttempt } from '@exam/shared-contracts/http';
import { formatPercentile, formatScore } from '../../../lib/format';

/**
 * What one row of My tests offers: Resume while an attempt is open and its time is not over, else its
 * Result (an open attempt past its deadline is closed by the server when its result is asked for).
 */
export function rowAction(attempt: MyAttempt, now: number): { label: 'Resume' | 'Result'; to: string } {
  const base = `/test/${encodeURIComponent(attempt.testId)}/attempt/${encodeURIComponent(attempt.attemptId)}`;
  return attempt.status === 'open' && Date.parse(attempt.deadline) > now
    ? { label: 'Resume', to: base }
    : { label: 'Result', to: `${base}/result` };
}

/** The score column: "36 / 96", or "In progress" for an open attempt. */
export function scoreText(attempt: MyAttempt): string {
  if (attempt.status === 'open' || attempt.score === null) return 'In progress';
  return `${formatScore(attempt.score)} / ${formatScore(attempt.maxScore)}`;
}

/** The standing column: "Rank 2 of 4 · 75 percentile", "Practice" for a re-attempt, "—" before a result. */
export function standingText(attempt: MyAttempt): string {
  if (!attempt.ranked) return 'Practice';
  if (attempt.rank === null) return '—';
  const percentile =
    attempt.percentile === null ? '' : ` · ${formatPercentile(attempt.percentile)} percentile`;
  return `Rank ${attempt.rank} of ${attempt.candidates}${percentile}`;
}
