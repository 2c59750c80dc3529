import type { Book, Category } from '@exam/shared-contracts/http';

/** The Class 11 filters from the footer's links (SPEC 2): `?category=NEET|JEE` and `?subject=<word>`. */
export interface ListingFilter {
  category: Category | null;
  subject: string | null;
}

/** Reads the filter from a query string; unknown categories are ignored, the subject is lower-cased. */
export function readListingFilter(params: URLSearchParams): ListingFilter {
  const category = params.get('category')?.toUpperCase();
  const subject = params.get('subject')?.trim().toLowerCase().slice(0, 40);
  return {
    category: category === 'NEET' || category === 'JEE' ? category : null,
    subject: subject ? subject : null,
  };
}

/** Books whose title or description contains the subject word (case-insensitive); all books without one. */
export function filterBySubject(books: Book[] | undefined, subject: string | null): Book[] | undefined {
  if (!books || !subject) return books;
  return books.filter((book) => `${book.title} ${book.description}`.toLowerCase().includes(subject));
}
