import type { QuestionStats } from '@exam/shared-contracts/exams';

/**
 * Reading the per-question statistics (`GET /api/admin/tests/:id/stats`, docs/domains/exams.md "Online
 * tests") for the admin: how many candidates a percentage stands for, and the questions whose key looks
 * wrong.
 */

/** Fewest candidates who must give the same wrong answer before it suggests a wrong key (one is chance). */
export const MIN_AGREEING_WRONG = 2;

/**
 * Why a question's key looks wrong ("Check the key"), or null: its most chosen wrong answer (the API's
 * counts; a partly right answer is not wrong) is given by at least {@link MIN_AGREEING_WRONG} candidates,
 * by most of those who answered wrong, and by more than gave the key. The reason names the share of the
 * candidates who answered that chose it and both answers, each written by `show` as the paper prints it:
 * "62% chose (2); the key says (3)". A dropped question is never flagged: its key no longer decides marks.
 */
export function keyDoubt(q: QuestionStats, show: (answer: string | null) => string): string | null {
  const top = q.topWrong;
  if (q.dropped || !top || top.count < MIN_AGREEING_WRONG) return null;
  if (top.count * 2 <= q.counts.wrong || top.count <= q.counts.correct) return null;
  const share = Math.round((100 * top.count) / Math.max(1, q.counts.attempted));
  return `${share}% chose ${show(top.answer)}; the key says ${show(q.answer)}`;
}

/** An average time on a question (ms) as "1 min 05 s" or "42 s"; "-" when nobody spent any. */
export function formatSeconds(ms: number): string {
  if (!(ms > 0)) return '-';
  const total = Math.round(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes ? `${minutes} min ${String(seconds).padStart(2, '0')} s` : `${seconds} s`;
}
