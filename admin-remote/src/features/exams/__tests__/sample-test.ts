import type { AdminQuestion, AdminTest } from '@exam/shared-contracts/exams';
import { presetMarking } from '@exam/shared-contracts/rules';

/** A4 in points. */
export const A4 = { w: 595.28, h: 841.89 };

/** A question of the sample test: one region per question unless given. */
export function sampleQuestion(number: number, changes: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    number,
    section: 'Physics Section A',
    type: 'single',
    optionLabels: 'numbers',
    answer: null,
    tolerance: null,
    integerOnly: false,
    dropped: null,
    chapter: null,
    regions: [{ page: 2, x: 50, y: 100 * number, width: 495.3, height: 80 }],
    solutionRegions: [],
    ...changes,
  };
}

/**
 * A small test as the API answers it: JEE Main marks, two sections, four questions on page 2 (the fourth
 * numerical, with a key), 3 A4 pages.
 */
export function sampleTest(changes: Partial<AdminTest> = {}): AdminTest {
  return {
    id: 'test-1',
    bookId: 'book-1',
    title: 'JEE Main Mock 01',
    status: 'draft',
    preset: 'jee-main',
    durationSeconds: 3600,
    languages: ['en'],
    instructions: null,
    sections: [
      { name: 'Physics Section A', subject: 'Physics', marking: presetMarking('jee-main') },
      { name: 'Physics Section B', subject: 'Physics', marking: presetMarking('jee-main') },
    ],
    questions: [
      sampleQuestion(1, { answer: '3' }),
      sampleQuestion(2, { optionLabels: 'letters', type: 'multiple', answer: '1;3' }),
      sampleQuestion(3),
      sampleQuestion(4, { section: 'Physics Section B', type: 'numerical', answer: '12.5', tolerance: 0.1 }),
    ],
    pageSizes: [A4, A4, A4],
    solutionsPageSizes: null,
    attemptCount: 0,
    keyRevisedAt: null,
    publishedAt: null,
    createdAt: '2025-11-20T10:00:00.000Z',
    updatedAt: '2025-11-20T10:00:00.000Z',
    ...changes,
  };
}
