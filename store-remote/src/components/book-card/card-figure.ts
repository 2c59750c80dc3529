import type { Book } from '@exam/shared-contracts/http';
import type { StoreMessageId } from '../../lib/i18n';

/**
 * A card's figure line, as a message id and its values: a test series with published tests says what a
 * student sits, "24 questions · 60 min" for one test and "3 tests · 72 questions" for several (its PDF's
 * page count says nothing about the test); any other book its pages, "200+ pages" when they are unknown.
 */
export function cardFigure(
  book: Pick<Book, 'pages' | 'testCount' | 'testQuestions' | 'testMinutes'>,
): [StoreMessageId, Record<string, number>] {
  const { testCount: tests, testQuestions: questions, testMinutes: minutes = 0, pages } = book;
  if (tests && questions)
    return tests > 1
      ? ['{tests} tests · {questions} questions', { tests, questions }]
      : ['{questions} questions · {minutes} min', { questions, minutes }];
  return pages ? ['{count} pages', { count: pages }] : ['200+ pages', {}];
}
