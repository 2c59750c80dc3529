/** The catalogue's paths: the book lists, search, a book's page and sample, the caller's closed books. */
export const cataloguePaths = {
  books: '/books',
  /** Book search; the query string is built by the caller (`BookSearchQuery`). */
  booksSearch: '/books/search',
  /** One book's page (`BookDetails`), and its sample page's image (a book's first page, marked, 480 px). */
  book: (bookId: string) => `/books/${encodeURIComponent(bookId)}`,
  bookSample: (bookId: string) => `/books/${encodeURIComponent(bookId)}/sample`,
  /** The caller's books that stay closed until their test (`ClosedBooks`). */
  closedBooks: '/user/closed-books',
} as const;

/** The admin's catalogue paths (all under `/admin`): books and the upload limits. */
export const adminCataloguePaths = {
  adminBooks: '/admin/books',
  adminBook: (id: string) => `/admin/books/${encodeURIComponent(id)}`,
  adminConfig: '/admin/config',
} as const;
