/**
 * The five question states of NTA's CBT palette (docs/domains/exams.md "Online tests"): shared by the
 * instructions' legend, the exam screen's palette and the submit summary.
 */
import type { Translate } from '@exam/web-platform/i18n';
import { appT, type AppMessageId } from './i18n';

/** A question's state on the palette. */
export type PaletteStatus = 'not-visited' | 'not-answered' | 'answered' | 'marked' | 'answered-marked';

/** Every state, in the legend's order (NTA's). */
export const PALETTE_STATUSES: readonly PaletteStatus[] = [
  'not-visited',
  'not-answered',
  'answered',
  'marked',
  'answered-marked',
];

/** Each state's name as NTA writes it: a message id of the app's catalog, translated where it is shown. */
export const PALETTE_LABELS: Record<PaletteStatus, AppMessageId> = {
  'not-visited': 'Not Visited',
  'not-answered': 'Not Answered',
  answered: 'Answered',
  marked: 'Marked for Review',
  'answered-marked': 'Answered & Marked for Review',
};

/** What the state of a question depends on: its saved answer, review mark, and whether it was shown. */
export interface QuestionMarks {
  answer: string | null;
  markedForReview: boolean;
  visited: boolean;
}

/**
 * The palette state of a question. An answer or a review mark implies a visit (a save visits). An
 * "Answered & Marked for Review" question is evaluated like an answered one.
 */
export function paletteStatus(q: QuestionMarks | undefined): PaletteStatus {
  if (!q) return 'not-visited';
  const answered = q.answer !== null && q.answer !== '';
  if (answered && q.markedForReview) return 'answered-marked';
  if (answered) return 'answered';
  if (q.markedForReview) return 'marked';
  return q.visited ? 'not-answered' : 'not-visited';
}

/** The accessible name of a palette button: "Question 1: Answered", in the language of `t`. */
export function paletteButtonName(
  number: number,
  status: PaletteStatus,
  t: Translate<AppMessageId> = appT,
): string {
  return t('Question {number}: {status}', { number, status: t(PALETTE_LABELS[status]) });
}

/** How many questions are in each state. */
export function countStatuses(statuses: Iterable<PaletteStatus>): Record<PaletteStatus, number> {
  const counts: Record<PaletteStatus, number> = {
    'not-visited': 0,
    'not-answered': 0,
    answered: 0,
    marked: 0,
    'answered-marked': 0,
  };
  for (const status of statuses) counts[status] += 1;
  return counts;
}

/** True for the states whose answer is evaluated: Answered, and Answered & Marked for Review. */
export const isEvaluated = (status: PaletteStatus) => status === 'answered' || status === 'answered-marked';
