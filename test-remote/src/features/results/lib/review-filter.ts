import type { ReviewQuestion } from '@exam/shared-contracts/http';

/** The review's filters: every question, the wrong ones (partly right included), unattempted, marked. */
export const REVIEW_FILTERS = ['all', 'wrong', 'unattempted', 'marked'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** Each filter's button text. */
export const FILTER_LABELS: Record<ReviewFilter, string> = {
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

/** An outcome as the review writes it. */
export const OUTCOME_LABELS: Record<ReviewQuestion['outcome'], string> = {
  correct: 'Correct',
  partial: 'Partially correct',
  wrong: 'Wrong',
  unattempted: 'Not attempted',
  dropped: 'Dropped (marks given)',
};
