import type { DetectedQuestion } from '../../../../src/modules/exams/detection/paper/detect-questions.ts';
import { printedDecimals, proposeExam } from '../../../../src/modules/exams/detection/propose-exam.ts';

/**
 * Decimal places read from a question's words (docs/domains/exams.md "Making a test from a paper"): a
 * numerical question that says "correct to two decimal places" is proposed with 2; nothing else gets any.
 */
const question = (
  number: number,
  text: string,
  changes: Partial<DetectedQuestion> = {},
): DetectedQuestion => ({
  number,
  label: `Q.${number}`,
  regions: [{ page: 1, x: 40, y: 100 * number, width: 500, height: 80 }],
  solutionRegions: [],
  answer: null,
  type: 'numerical',
  typeSaid: true,
  optionLabels: 'numbers',
  heading: null,
  subject: null,
  section: null,
  text,
  confidence: 1,
  reasons: [],
  ...changes,
});

describe('decimal places printed in a question', () => {
  test.each([
    ['Give the answer correct to two decimal places.', 2],
    ['The value, rounded off to 2 decimal places, is', 2],
    ['Round off to one decimal place.', 1],
    ['(answer up to 3 decimal\nplaces)', 3],
    ['correct up to two decimal places', 2],
    ['A ball is thrown upwards with 20 m/s.', null],
    ['Answer to the nearest integer.', null],
  ] as const)('%j → %j', (text, places) => {
    expect(printedDecimals(text)).toBe(places);
  });

  it('a numerical question saying so is proposed with them; an option question, or one saying nothing, with none', () => {
    const { questions } = proposeExam(
      {
        questions: [
          question(1, 'Find x, correct to two decimal places.', { answer: '3.14' }),
          question(2, 'Find x, correct to two decimal places.', { type: 'single' }),
          question(3, 'Find the number of moles.', { answer: '3.14159' }),
          question(4, 'Find x, rounded off to 1 decimal place.', { answer: '2.25' }),
        ],
        languages: ['en'],
        durationMinutes: null,
        title: null,
      },
      'jee-main',
    );
    expect(questions.map((q) => q.decimals ?? null)).toEqual([2, null, null, 1]);
    // A printed key with more places than the question asks is left for the admin, as any unreadable key.
    expect(questions.map((q) => q.answer)).toEqual(['3.14', null, '3.14159', null]);
  });
});
