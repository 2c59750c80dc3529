import type { QuestionDraft } from './test-draft';

/**
 * The questions the paper's reading was not sure of (confidence below 1), least sure first, then in paper
 * order: what the admin checks first in a test made from a paper. Questions drawn by hand (no confidence)
 * are not among them.
 */
export function lowConfidence(questions: QuestionDraft[]): QuestionDraft[] {
  return questions
    .filter((q) => q.confidence !== undefined && q.confidence < 1)
    .sort((a, b) => (a.confidence ?? 1) - (b.confidence ?? 1) || a.number - b.number);
}

/** A question as the editor names it: "Question 3", with its printed label beside it ("Question 3 · Q.3"). */
export const questionName = (q: Pick<QuestionDraft, 'number' | 'label'>): string =>
  q.label ? `Question ${q.number} · ${q.label}` : `Question ${q.number}`;
