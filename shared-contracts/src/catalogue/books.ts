import { Type, type Static } from '@sinclair/typebox';
import { BookAccess, Category, Section, Subject } from './kinds';
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX_LENGTH } from './rules';
import { TestLanguage } from '../exams/test-common';
import { TestSectionInfo, TestSummary } from '../exams/test-info';

/**
 * A book or test series (docs/domains/catalogue.md "Book fields"). Prices are in rupees (INR). `image` is a
 * public cover URL; `pdfUrl` is an opaque key of a stored PDF, readable only through `GET
 * /api/pdf-proxy?url=` by those allowed. `paymentStatus` is the caller's access (present when a token was
 * sent).
 */
export const Book = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** The Hindi title and description when the admin gave them (absent otherwise): shown on Hindi pages. */
  titleHi: Type.Optional(Type.String()),
  descriptionHi: Type.Optional(Type.String()),
  category: Category,
  section: Section,
  price: Type.Number(),
  priceDiscounted: Type.Union([Type.Number(), Type.Null()]),
  pages: Type.Union([Type.Integer(), Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  pdfUrl: Type.Union([Type.String(), Type.Null()]),
  isFree: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  /** Published online tests of this test series (absent when none): its card offers Take Test. */
  testCount: Type.Optional(Type.Integer({ minimum: 1 })),
  /** With `testCount`: the questions of those tests, all together (the card's "24 questions · 60 min"). */
  testQuestions: Type.Optional(Type.Integer({ minimum: 0 })),
  /** With `testCount`: the minutes of those tests, all together. */
  testMinutes: Type.Optional(Type.Integer({ minimum: 0 })),
  /**
   * Present (true) when the admin made this book readable at any time (a practice book): its published
   * tests do not keep it closed until the student's test (docs/domains/exams.md "Online tests").
   */
  readableAnyTime: Type.Optional(Type.Literal(true)),
  paymentStatus: Type.Optional(BookAccess),
  /** Admin book list only: the reader's preparation of the PDF (see `BookPreparation` in reader.ts). */
  preparation: Type.Optional(
    Type.Object({
      /** null: never started; queued, preparing, ready (text searchable), failed (see `error`). */
      state: Type.Union([
        Type.Literal('queued'),
        Type.Literal('preparing'),
        Type.Literal('ready'),
        Type.Literal('failed'),
        Type.Null(),
      ]),
      /** Pages counted by the render engine (null until inspected). */
      pageCount: Type.Union([Type.Integer(), Type.Null()]),
      /** Pages whose text is extracted so far. */
      preparedPages: Type.Integer(),
      error: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type Book = Static<typeof Book>;

/** A published test of a series as its book's page shows it to anyone: its sections, marks and languages. */
export const SeriesTest = Type.Composite([
  TestSummary,
  Type.Object({ languages: Type.Array(TestLanguage), sections: Type.Array(TestSectionInfo) }),
]);
export type SeriesTest = Static<typeof SeriesTest>;

/**
 * `GET /api/books/:id` (anyone; a token adds the caller's `paymentStatus`): one book's page, its `Book` and
 * its published tests, oldest first (none for a study book). `sample` says whether `GET
 * /api/books/:id/sample` has a page to show: a study book's first page, never a test series' paper.
 */
export const BookDetails = Type.Composite([
  Book,
  Type.Object({ tests: Type.Array(SeriesTest), sample: Type.Boolean() }),
]);
export type BookDetails = Static<typeof BookDetails>;

/** `GET /api/books?section=` (docs/domains/catalogue.md "Calls"): without `section`, every listed book. */
export const BooksQuery = Type.Object({ section: Type.Optional(Section) });
export type BooksQuery = Static<typeof BooksQuery>;

/** A list of books. */
export const BookList = Type.Array(Book);
export type BookList = Static<typeof BookList>;

/**
 * `GET /api/user/closed-books`: the ids of the books the caller may read but which stay closed until their
 * test (each holds a published online test whose ranked attempt they have not submitted;
 * docs/domains/exams.md "Online tests"). Their cards say "Readable after your test" instead of offering Read
 * Now.
 */
export const ClosedBooks = Type.Object({ bookIds: Type.Array(Type.String()) });
export type ClosedBooks = Static<typeof ClosedBooks>;

/**
 * `GET /api/books/search`: `q` searches titles and descriptions (trimmed,
 * at most 100 characters, typos tolerated); `category`, `section` and `subject` filter. An empty `q` needs at
 * least one filter (else 400). `limit` caps the answer (default 24, at most 50).
 */
export const BookSearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX_LENGTH })),
  category: Type.Optional(Category),
  section: Type.Optional(Section),
  subject: Type.Optional(Subject),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: SEARCH_LIMIT_MAX, default: SEARCH_LIMIT_DEFAULT }),
  ),
});
export type BookSearchQuery = Static<typeof BookSearchQuery>;

/** One search result: a book (with `paymentStatus` as in `GET /api/books`) and its derived subject. */
export const BookSearchHit = Type.Composite([
  Book,
  Type.Object({ subject: Type.Union([Subject, Type.Null()]) }),
]);
export type BookSearchHit = Static<typeof BookSearchHit>;

/** The answer of `GET /api/books/search`: the trimmed query and the books, best match first. */
export const BookSearchResults = Type.Object({
  q: Type.String(),
  books: Type.Array(BookSearchHit),
});
export type BookSearchResults = Static<typeof BookSearchResults>;

/**
 * The text fields of the multipart book form (docs/domains/catalogue.md "Book fields"), as the server reads
 * them: every multipart field arrives as a string; `isFree` is "true"/"false"; numbers are decimal strings.
 * Files: `image` (JPEG, PNG or WebP) and `pdf` (application/pdf).
 */
export interface BookFormFields {
  title: string;
  description: string;
  category: Category;
  section: Section;
  price: string;
  priceDiscounted?: string;
  pages?: string;
  isFree: string;
  /** "true"/"false": readable at any time although it holds tests (a practice book); absent: unchanged. */
  readableAnyTime?: string;
}

/** `GET /api/admin/config` (docs/domains/operations.md "Rules and limits"): upload limits in bytes. */
export const AdminConfig = Type.Object({
  upload: Type.Object({ maxImageSize: Type.Integer(), maxPdfSize: Type.Integer() }),
});
export type AdminConfig = Static<typeof AdminConfig>;
