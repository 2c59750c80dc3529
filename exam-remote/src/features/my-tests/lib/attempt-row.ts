import type { MyAttempt } from '@exam/shared-contracts/exams';
import type { Translate } from '@exam/web-platform/i18n';
import { formatPercentile, formatScore } from '../../../lib/format';
import { myTestsT, type MyTestsMessageId } from '../i18n';

/**
 * What one row of My tests offers: Resume while an attempt is open and its time is not over, else its
 * Result (an open attempt past its deadline is closed by the server when its result is asked for). The
 * label is a message id, translated where it is shown.
 */
export function rowAction(attempt: MyAttempt, now: number): { label: 'Resume' | 'Result'; to: string } {
  const base = `/test/${encodeURIComponent(attempt.testId)}/attempt/${encodeURIComponent(attempt.attemptId)}`;
  return attempt.status === 'open' && Date.parse(attempt.deadline) > now
    ? { label: 'Resume', to: base }
    : { label: 'Result', to: `${base}/result` };
}

/** The score column: "36 / 96", or "In progress" for an open attempt (in the language of `t`). */
export function scoreText(attempt: MyAttempt, t: Translate<MyTestsMessageId> = myTestsT): string {
  if (attempt.status === 'open' || attempt.score === null) return t('In progress');
  return `${formatScore(attempt.score)} / ${formatScore(attempt.maxScore)}`;
}

/**
 * The standing column: "Rank 2 of 4 · 75 percentile", "Practice" for a re-attempt, "Not ranked" for one the
 * admin took out of the ranks, "—" before a result (in
 * the language of `t`).
 */
export function standingText(attempt: MyAttempt, t: Translate<MyTestsMessageId> = myTestsT): string {
  if (!attempt.ranked) return t('Practice');
  if (attempt.excluded) return t('Not ranked');
  if (attempt.rank === null) return '—';
  const values = { rank: attempt.rank, candidates: attempt.candidates };
  return attempt.percentile === null
    ? t('Rank {rank} of {candidates}', values)
    : t('Rank {rank} of {candidates} · {percentile} percentile', {
        ...values,
        percentile: formatPercentile(attempt.percentile),
      });
}
