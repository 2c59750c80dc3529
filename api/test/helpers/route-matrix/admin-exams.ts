import { multipart } from '../multipart';
import { ADMIN_ONLY, type MatrixRow } from './rows';

/**
 * The admin's online-test routes (modules/exams/admin/admin-routes, modules/exams/ranks/admin-rank-routes): drafts, the
 * answer key, publishing, dropping a question, results, statistics, page images, the solutions PDF,
 * excluding an attempt from the ranks and putting it back, and extra time for an attempt.
 */
export const ADMIN_TEST_ROUTES: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/admin/tests',
    request: () => ({ url: '/api/admin/tests' }),
    expect: ADMIN_ONLY(200),
  },
  {
    // A throwaway test-series book has no PDF: the admin reaches the check (400; admin-exams.test.ts makes one).
    method: 'POST',
    route: '/api/admin/tests',
    request: async (f) => ({
      url: '/api/admin/tests',
      payload: { bookId: await f.newBookId(), preset: 'neet' },
    }),
    expect: ADMIN_ONLY(400),
  },
  {
    // The job checks the book before it starts: a throwaway book without a PDF is refused at once.
    method: 'POST',
    route: '/api/admin/tests/jobs',
    request: async (f) => ({
      url: '/api/admin/tests/jobs',
      payload: { bookId: await f.newBookId(), preset: 'neet' },
    }),
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'GET',
    route: '/api/admin/tests/jobs/:id',
    request: () => ({ url: '/api/admin/tests/jobs/00000000-0000-4000-8000-000000000000' }),
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'GET',
    route: '/api/admin/tests/:id',
    request: async (f) => ({ url: `/api/admin/tests/${await f.newTestId()}` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/tests/:id',
    request: async (f) => ({ url: `/api/admin/tests/${await f.newTestId()}`, payload: { title: 'Renamed' } }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/tests/:id',
    request: async (f) => ({ url: `/api/admin/tests/${await f.newTestId()}` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/tests/:id/key',
    request: async (f) => ({
      url: `/api/admin/tests/${await f.newTestId()}/key`,
      payload: 'question,answer\n1,C\n',
      headers: { 'content-type': 'text/csv' },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/tests/:id/publish',
    request: async (f) => ({ url: `/api/admin/tests/${await f.newTestId()}/publish` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/tests/:id/unpublish',
    request: async (f) => ({ url: `/api/admin/tests/${await f.newTestId()}/unpublish` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/tests/:id/questions/:number/drop',
    request: async (f) => ({
      url: `/api/admin/tests/${await f.newTestId()}/questions/1/drop`,
      payload: { mode: 'all' },
    }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/tests/:id/attempts',
    request: async (f) => ({ url: `/api/admin/tests/${await f.newTestId()}/attempts` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/tests/:id/attempts.csv',
    request: async (f) => ({ url: `/api/admin/tests/${await f.newTestId()}/attempts.csv` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/tests/:id/stats',
    request: async (f) => ({ url: `/api/admin/tests/${await f.newTestId()}/stats` }),
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/admin/tests/:id/pages/:page',
    request: async (f) => ({ url: `/api/admin/tests/${await f.newTestId()}/pages/1?w=480` }),
    expect: ADMIN_ONLY(200),
  },
  {
    // A form without a PDF: the admin reaches the check (400).
    method: 'POST',
    route: '/api/admin/tests/:id/solutions-pdf',
    request: async (f) => {
      const form = multipart({ note: 'no file' });
      return {
        url: `/api/admin/tests/${await f.newTestId()}/solutions-pdf`,
        payload: form.payload,
        headers: form.headers,
      };
    },
    expect: ADMIN_ONLY(400),
  },
  {
    // The buyer's attempt is still open: the admin reaches the check (409; rank-exclusions.test.ts decides).
    method: 'POST',
    route: '/api/admin/tests/:id/attempts/:attemptId/exclude',
    request: async (f) => {
      const { testId, attemptId } = await f.newBuyerAttempt();
      return {
        url: `/api/admin/tests/${testId}/attempts/${attemptId}/exclude`,
        payload: { reason: 'Made to move ranks' },
      };
    },
    expect: ADMIN_ONLY(409),
  },
  {
    method: 'DELETE',
    route: '/api/admin/tests/:id/attempts/:attemptId/exclude',
    request: async (f) => {
      const { testId, attemptId } = await f.newBuyerAttempt();
      return { url: `/api/admin/tests/${testId}/attempts/${attemptId}/exclude` };
    },
    expect: ADMIN_ONLY(409),
  },
  {
    method: 'POST',
    route: '/api/admin/attempts/:attemptId/time',
    request: async (f) => ({
      url: `/api/admin/attempts/${await f.newBuyerAttemptId()}/time`,
      payload: { seconds: 60 },
    }),
    expect: ADMIN_ONLY(200),
  },
];
