import type { Region, TestLanguage } from '@exam/shared-contracts/exams';
import type { BookRow, TestRow } from '../../../db/schema';
import { findBook } from '../../catalogue';
import { HttpError } from '../../../platform/http-error';
import { ATTEMPT_MESSAGES } from '../attempts/attempt-messages';
import type { Db } from '../../../db/client';

/** What a question (or its solution) image shows: its book, the regions, and the key its clean image has. */
export interface ShownQuestion {
  book: BookRow;
  regions: Region[];
  /** `question|7|hi`: the clean image's cache key within its test (modules/exams/attempts/question-images). */
  key: string;
}

/**
 * The regions question `number` of `test` shows in language `lang` (docs/domains/exams.md): its own
 * language's, or the English ones when the question has no block in it ("the English version is final").
 * 404 for a number the test does not have, or a book no longer there.
 */
export async function shownQuestion(
  db: Db,
  test: TestRow,
  number: number,
  kind: 'question' | 'solution',
  lang: TestLanguage,
): Promise<ShownQuestion> {
  const question = test.questions[number - 1];
  if (!question) throw new HttpError(404, ATTEMPT_MESSAGES.questionNotFound);
  const book = await findBook(db, test.bookId, true);
  if (!book) throw new HttpError(404, ATTEMPT_MESSAGES.testNotFound);
  const all = kind === 'question' ? question.regions : question.solutionRegions;
  const { regions, shown } = shownRegions(all, lang);
  return { book, regions, key: `${kind}|${question.number}|${shown}` };
}

/**
 * Of a question's `all` regions, those of `lang`, or the English ones when it has none in `lang`; `shown`
 * names the language they are in.
 */
export function shownRegions(all: Region[], lang: TestLanguage): { regions: Region[]; shown: TestLanguage } {
  const own = all.filter((r) => (r.lang ?? 'en') === lang);
  return own.length
    ? { regions: own, shown: lang }
    : { regions: all.filter((r) => (r.lang ?? 'en') === 'en'), shown: 'en' };
}
