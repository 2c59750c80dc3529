import type { AdminQuestion } from '@exam/shared-contracts/exams';
import type { TestRow } from '../../../../src/db/schema';
import { reviewQuestions } from '../../../../src/modules/exams/attempts/attempt-results';
import { candidateQuestions } from '../../../../src/modules/exams/attempts/candidate-views';

/**
 * The label printed on the paper (`Q.1`) reaches the candidate with the question, on the exam screen and in
 * the review, and a question proposed from a gap in the numbering (no label) says so with null.
 */
const question = (number: number, label: string | null | undefined): AdminQuestion => ({
  number,
  section: 'Physics Section 1',
  type: 'single',
  optionLabels: 'numbers',
  answer: '1',
  tolerance: null,
  integerOnly: false,
  dropped: null,
  chapter: null,
  regions: [{ page: 1, x: 0, y: 0, width: 100, height: 30 }],
  solutionRegions: [],
  ...(label === undefined ? {} : { label }),
});

// Only the fields these views read: a stored test's questions.
const test = {
  questions: [question(1, 'Q.1'), question(2, null), question(3, undefined)],
} as unknown as TestRow;

it('gives each question the label printed on its paper, or null', () => {
  expect(candidateQuestions(test).map((q) => q.label)).toEqual(['Q.1', null, null]);
  const scored = test.questions.map(() => ({ marks: 0, outcome: 'unattempted' as const, timeSpentMs: 0 }));
  expect(reviewQuestions(test, new Map(), scored as never).map((q) => q.label)).toEqual(['Q.1', null, null]);
});
