import { ALL, s, type MatrixRow } from './rows';

/** The catalogue (modules/catalogue/routes, modules/catalogue/file-routes) and the admins-only PDF proxy (modules/reading/pdf-proxy). */
export const BOOK_ROUTES: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/books',
    request: () => ({ url: '/api/books?section=home' }),
    expect: ALL(200),
  },
  {
    method: 'GET',
    route: '/api/books/search',
    request: () => ({ url: '/api/books/search?q=physics&category=JEE' }),
    expect: ALL(200),
  },
  {
    method: 'GET',
    route: '/api/books/:id',
    request: (f) => ({ url: `/api/books/${f.paidBook._id}` }),
    // A book's page is for anyone: a token only adds the caller's own access.
    expect: ALL(200),
  },
  {
    method: 'GET',
    route: '/api/books/:id/sample',
    request: (f) => ({ url: `/api/books/${f.paidBook._id}/sample` }),
    expect: ALL(200),
  },
  {
    method: 'GET',
    route: '/api/pdf-proxy',
    request: (f) => ({
      url: `/api/pdf-proxy?url=${encodeURIComponent(f.paidBook.pdfUrl)}`,
      headers: { range: 'bytes=0-99' },
    }),
    // The original file is for admins only: even the buyer reads page images.
    expect: s([401, 403, 401, 403, 403, 206]),
  },
  {
    method: 'GET',
    route: '/api/files/covers/:name',
    request: (f) => ({ url: f.paidBook.image }),
    expect: ALL(200),
  },
];
