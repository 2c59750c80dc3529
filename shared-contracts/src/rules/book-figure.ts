/** A book's figure as a message: its id (the English text with `{name}` placeholders) and its values. */
export type BookFigure = [id: string, values: Record<string, number>];

/**
 * What a book's card and page say of its size: a test series with published tests what a student sits,
 * "24 questions · 60 min" for one test and "3 tests · 72 questions" for several (its PDF's page count says
 * nothing about the test); any other book its pages, "200+ pages" when they are unknown.
 */
export function bookFigure(book: {
  pages: number | null;
  testCount?: number;
  testQuestions?: number;
  testMinutes?: number;
}): BookFigure {
  const { testCount: tests, testQuestions: questions, testMinutes: minutes = 0, pages } = book;
  if (tests && questions)
    return tests > 1
      ? ['{tests} tests · {questions} questions', { tests, questions }]
      : ['{questions} questions · {minutes} min', { questions, minutes }];
  return pages ? ['{count} pages', { count: pages }] : ['200+ pages', {}];
}

/** A figure's English words, its values put in: the text the server fills into a prerendered page. */
export const englishFigure = ([id, values]: BookFigure): string =>
  id.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
