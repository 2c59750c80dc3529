import { ALL, s, type MatrixRow } from './rows';

/**
 * The reader (modules/reading/routes): reading sessions, progress, bookmarks, and the server-rendered pages that
 * take only a reading-session token.
 */
export const READING_ROUTES: MatrixRow[] = [
  {
    method: 'POST',
    route: '/api/reading/sessions',
    request: (f) => ({ url: '/api/reading/sessions', payload: { bookId: f.paidBook._id } }),
    expect: s([401, 403, 401, 201, 403, 201]),
  },
  {
    method: 'GET',
    route: '/api/reading/progress/:bookId',
    request: (f) => ({ url: `/api/reading/progress/${f.paidBook._id}` }),
    expect: s([401, 403, 401, 200, 403, 200]),
  },
  {
    method: 'PUT',
    route: '/api/reading/progress/:bookId',
    request: (f) => ({ url: `/api/reading/progress/${f.paidBook._id}`, payload: { page: 2 } }),
    expect: s([401, 403, 401, 200, 403, 200]),
  },
  // The server-rendered reader takes ONLY a reading-session token: every sign-in token is refused.
  ...['/api/reading/document', '/api/reading/outline', '/api/reading/search?q=force'].map(
    (url): MatrixRow => ({
      method: 'GET',
      route: url.split('?')[0],
      request: () => ({ url }),
      expect: ALL(401),
    }),
  ),
  {
    method: 'GET',
    route: '/api/reading/pages/:page',
    request: () => ({ url: '/api/reading/pages/1?w=480' }),
    expect: ALL(401),
  },
  {
    method: 'GET',
    route: '/api/reading/pages/:page/thumbnail',
    request: () => ({ url: '/api/reading/pages/1/thumbnail' }),
    expect: ALL(401),
  },
  {
    method: 'GET',
    route: '/api/reading/bookmarks/:bookId',
    request: (f) => ({ url: `/api/reading/bookmarks/${f.paidBook._id}` }),
    expect: s([401, 403, 401, 200, 403, 200]),
  },
  {
    method: 'PUT',
    route: '/api/reading/bookmarks/:bookId/:page',
    request: (f) => ({ url: `/api/reading/bookmarks/${f.paidBook._id}/2`, payload: { label: 'Matrix' } }),
    expect: s([401, 403, 401, 200, 403, 200]),
  },
  {
    method: 'DELETE',
    route: '/api/reading/bookmarks/:bookId/:page',
    request: (f) => ({ url: `/api/reading/bookmarks/${f.paidBook._id}/2` }),
    expect: s([401, 403, 401, 200, 403, 200]),
  },
];
