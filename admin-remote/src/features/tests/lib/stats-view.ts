import type { QuestionStats } from '@exam/shared-contracts/http';

/**
 * Reading the per-question statistics (`GET /api/admin/tests/:id/stats`, ARCHITECTURE "Online tests") for
 * the admin: how many candidates a percentage stands for, and the questions whose key looks wrong.
 */

/** Fewest candidates who must give the same wrong answer before it suggests a wrong key (one is chance). */
export const MIN_AGREEING_WRONG = 2;

/**
 * "Check the key": most of the question's wrong answers (the API's counts; a partly right answer is not
 * wrong) are one and the same answer, given by at least {@link MIN_AGREEING_WRONG} candidates. A dropped
 * question is never flagged: its key no longer decides marks.
 */
export function keyLooksWrong(q: QuestionStats): boolean {
  if (q.dropped || !q.topWrong || q.topWrong.count < MIN_AGREEING_WRONG) return false;
  return q.topWrong.count * 2 > q.counts.wrong;
}

/** An average time on a question (ms) as "1 min 05 s" or "42 s"; "-" when nobody spent any. */
export function formatSeconds(ms: number): string {
  if (!(ms > 0)) return '-';
  const total = Math.round(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes ? `${minutes} min ${String(seconds).padStart(2, '0')} s` : `${seconds} s`;
}
