import type { QuestionTime } from '@exam/shared-contracts/exams';

/**
 * What the exam screen sends, in order, through its save queue (docs/domains/exams.md "Online tests": every
 * save is acknowledged and idempotent, the browser queues saves while offline).
 */

/** `PUT /api/attempts/:id/answers/:number`: one question's answer (canonical, null: none) and review mark. */
export interface AnswerItem {
  kind: 'answer';
  number: number;
  answer: string | null;
  markedForReview: boolean;
  /** Orders saves per question on the server; unique and increasing across the attempt. */
  seq: number;
  /** Total time on the question so far (ms). */
  timeSpentMs: number;
  /** When the answer was made, by the server's clock as this screen knows it (ms since the epoch). */
  madeAt?: number;
}

/** `PUT /api/attempts/:id/current`: the candidate is on question `number`; `times` of questions left. */
export interface MoveItem {
  kind: 'move';
  number: number;
  seq: number;
  times: QuestionTime[];
}

/** `POST /api/attempts/:id/integrity`: a tab switch or a full-screen exit (`seq` only tells items apart). */
export interface IntegrityItem {
  kind: 'integrity';
  event: 'tab-switch' | 'fullscreen-exit';
  seq: number;
}

export type QueueItem = AnswerItem | MoveItem | IntegrityItem;

/** The largest time per question of `a` and `b` (times only grow), sorted by question. */
export function mergeTimes(a: QuestionTime[], b: QuestionTime[]): QuestionTime[] {
  const byNumber = new Map<number, number>();
  for (const t of [...a, ...b]) byNumber.set(t.number, Math.max(byNumber.get(t.number) ?? 0, t.timeSpentMs));
  return [...byNumber].sort(([x], [y]) => x - y).map(([number, timeSpentMs]) => ({ number, timeSpentMs }));
}
