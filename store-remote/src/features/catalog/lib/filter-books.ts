import type { Book, Category } from '@exam/shared-contracts/http';

/** The Class 11 filters from the footer's links (SPEC 2): `?category=NEET|JEE` and `?subject=<word>`. */
export interface ListingFilter {
  category: Category | null;
  subject: string | null;
}

/**
 * Word stems that mark a book as belonging to a footer subject. Books carry no subject field (SPEC 3), so a
 * title such as "Chemical Equations" must still count as chemistry; any other subject matches its own word.
 */
const SUBJECT_STEMS: Record<string, string[]> = {
  physics: ['physic', 'unit', 'measurement', 'vector', 'motion', 'optic', 'electric', 'circuit'],
  chemistry: ['chemi', 'molecul', 'atom', 'periodic', 'reaction', 'bond', 'organic'],
  biology: ['biolog', 'genetic', 'inheritance', 'cell', 'botany', 'zoology', 'pedigree'],
  mathematics: ['math', 'geometry', 'calculus', 'algebra', 'trigonometry', 'function', 'graph'],
};

/** Reads the filter from a query string; unknown categories are ignored, the subject is lower-cased. */
export function readListingFilter(params: URLSearchParams): ListingFilter {
  const category = params.get('category')?.toUpperCase();
  const subject = params.get('subject')?.trim().toLowerCase().slice(0, 40);
  return {
    category: category === 'NEET' || category === 'JEE' ? category : null,
    subject: subject ? subject : null,
  };
}

/** Books whose title or description mentions the subject (case-insensitive); all books without one. */
export function filterBySubject(books: Book[] | undefined, subject: string | null): Book[] | undefined {
  if (!books || !subject) return books;
  const stems = SUBJECT_STEMS[subject] ?? [subject];
  return books.filter((book) => {
    const text = `${book.title} ${book.description}`.toLowerCase();
    return stems.some((stem) => text.includes(stem));
  });
}

/** The line that says what the listing is filtered by, e.g. "Filtering by subject: Physics, category: NEET". */
export function describeFilter(filter: ListingFilter): string | null {
  const parts: string[] = [];
  if (filter.subject)
    parts.push(`subject: ${filter.subject.charAt(0).toUpperCase()}${filter.subject.slice(1)}`);
  if (filter.category) parts.push(`category: ${filter.category}`);
  return parts.length ? `Filtering by ${parts.join(', ')}` : null;
}
