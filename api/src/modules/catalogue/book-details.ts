import type { BookDetails } from '@exam/shared-contracts/catalogue';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tests, type BookRow, type UserRow } from '../../db/schema';
import { findBook, withAccess } from './books';
import { HttpError } from '../../platform/http-error';
import { sectionInfo, examSummary } from '../exams';

/** What a book's page says when its id names no listed book (404). */
export const BOOK_NOT_FOUND = 'This book is not in the store';

/**
 * A listed book by id for its public page, or 404 `book_not_found` (an unknown, malformed or deleted id
 * answer alike).
 */
export async function listedBook(db: Db, id: string): Promise<BookRow> {
  const row = await findBook(db, id);
  if (!row) throw new HttpError(404, BOOK_NOT_FOUND, { code: 'book_not_found' });
  return row;
}

/**
 * Whether a book's page may show a sample of its pages: a study book with a PDF. Never a book holding a
 * published test, whose PDF is the paper (docs/domains/catalogue.md).
 */
export const hasSample = (row: BookRow): boolean => row.pdfKey !== null && row.testCount === 0;

/**
 * One book's page (`GET /api/books/:id`): the book as the caller sees it in a listing (`paymentStatus` by
 * `user`, guests `free`/`locked`), its published tests oldest first with their sections, marks and
 * languages (never a question), and whether it has a sample page. Throws 404 for an id of no listed book.
 */
export async function bookDetails(db: Db, id: string, user: UserRow | null): Promise<BookDetails> {
  const row = await listedBook(db, id);
  const [book] = await withAccess(db, [row], user);
  const published =
    row.testCount > 0
      ? await db
          .select()
          .from(tests)
          .where(and(eq(tests.bookId, row.id), eq(tests.status, 'published')))
          .orderBy(asc(tests.createdAt))
      : [];
  return {
    ...book,
    tests: published.map((t) => ({ ...examSummary(t), languages: t.languages, sections: sectionInfo(t) })),
    sample: hasSample(row),
  };
}
