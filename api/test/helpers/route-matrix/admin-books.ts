import { multipart } from '../multipart';
import { ADMIN_ONLY, type MatrixRow } from './rows';

const bookForm = () =>
  multipart({ title: 'Matrix book', description: 'd', category: 'NEET', section: 'class12', price: '10' });

/** The admin's books (modules/catalogue/admin-book-routes, leak-trace): the book CRUD, upload limits and the leak trace. */
export const ADMIN_BOOK_ROUTES: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/admin/leak-trace/:code',
    request: () => ({ url: '/api/admin/leak-trace/ABCD-EFGH' }),
    expect: ADMIN_ONLY(404),
  },
  {
    // A form without an image: the admin reaches the check (400; leak-trace-image.test.ts reads real ones).
    method: 'POST',
    route: '/api/admin/leak-trace/image',
    request: () => {
      const form = multipart({ page: '1' });
      return { url: '/api/admin/leak-trace/image', payload: form.payload, headers: form.headers };
    },
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'GET',
    route: '/api/admin/books',
    request: () => ({ url: '/api/admin/books' }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/books',
    request: () => {
      const b = bookForm();
      return { url: '/api/admin/books', payload: b.payload, headers: b.headers };
    },
    expect: ADMIN_ONLY(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/books/:id',
    request: async (f) => {
      const b = bookForm();
      return { url: `/api/admin/books/${await f.newBookId()}`, payload: b.payload, headers: b.headers };
    },
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/books/:id',
    request: async (f) => ({ url: `/api/admin/books/${await f.newBookId()}` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/config',
    request: () => ({ url: '/api/admin/config' }),
    expect: ADMIN_ONLY(200),
  },
];
