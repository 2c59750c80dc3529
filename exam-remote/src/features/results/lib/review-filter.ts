import type { ReviewQuestion } from '@exam/shared-contracts/exams';
import type { ResultsMessageId } from '../i18n';

/** The review's filters: every question, the wrong ones (partly right included), unattempted, marked. */
export const REVIEW_FILTERS = ['all', 'wrong', 'unattempted', 'marked'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** Each filter's button text: a message id of the results' catalog, translated where shown. */
export const FILTER_LABELS: Record<ReviewFilter, ResultsMessageId> = {
  all: 'All',
  wrong: 'Wrong',
  unattempted: 'Unattempted',
  marked: 'Marked',
};

/** The questions a filter keeps, in paper order. "Wrong" keeps partly right answers too (marks were lost). */
export function filterReview(questions: ReviewQuestion[], filter: ReviewFilter): ReviewQuestion[] {
  switch (filter) {
    case 'wrong':
      return questions.filter((q) => q.outcome === 'wrong' || q.outcome === 'partial');
    case 'unattempted':
      return questions.filter((q) => q.answer === null);
    case 'marked':
      return questions.filter((q) => q.markedForReview);
    default:
      return questions;
  }
}

/** An outcome as the review writes it: a message id of the results' catalog, translated where shown. */
export const OUTCOME_LABELS: Record<ReviewQuestion['outcome'], ResultsMessageId> = {
  correct: 'Correct',
  partial: 'Partially correct',
  wrong: 'Wrong',
  unattempted: 'Not attempted',
  dropped: 'Dropped (marks given)',
};
