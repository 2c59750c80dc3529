import type { Book } from '@exam/shared-contracts/http';
import type { StoreMessageId } from '../../lib/i18n';

/** What a card's figure line says, before translation: its message id, its values and its icon. */
export interface CardFigure {
  id: StoreMessageId;
  values: Record<string, number>;
  icon: 'file' | 'clock';
}

/**
 * A card's figure line: a test series with published tests says what a student sits, "24 questions · 60 min"
 * for one test and "3 tests · 72 questions" for several (its PDF's page count says nothing about the test);
 * any other book its pages, "200+ pages" when they are unknown.
 */
export function cardFigure(
  book: Pick<Book, 'pages' | 'testCount' | 'testQuestions' | 'testMinutes'>,
): CardFigure {
  const { testCount, testQuestions, testMinutes } = book;
  if (testCount && testQuestions) {
    return testCount === 1
      ? {
          id: '{questions} questions · {minutes} min',
          values: { questions: testQuestions, minutes: testMinutes ?? 0 },
          icon: 'clock',
        }
      : {
          id: '{tests} tests · {questions} questions',
          values: { tests: testCount, questions: testQuestions },
          icon: 'clock',
        };
  }
  return book.pages
    ? { id: '{count} pages', values: { count: book.pages }, icon: 'file' }
    : { id: '200+ pages', values: {}, icon: 'file' };
}
