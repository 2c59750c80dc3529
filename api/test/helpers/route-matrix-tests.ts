import type { MatrixRow } from './route-matrix';
import { multipart } from './multipart';

type Six = [guest: number, user: number, inactive: number, buyer: number, nonBuyer: number, admin: number];
const s = ([guest, user, inactive, buyer, nonBuyer, admin]: Six) => ({
  guest,
  user,
  inactive,
  buyer,
  nonBuyer,
  admin,
});
const SIGNED_IN = (n: number) => s([401, n, 401, n, n, n]);
const ADMIN_ONLY = (n: number) => s([401, 403, 401, 403, 403, n]);
/** An attempt route called on the buyer's attempt: only the buyer reaches it; another student's is 404. */
const BUYERS_ATTEMPT = (n: number) => s([401, 404, 401, n, 404, 404]);

/**
 * The online tests' rows of the authorization matrix (ARCHITECTURE "Online tests"): who may list, read,
 * start and take a test (whoever may read its book: the buyer and the admin), whose attempt answers
 * (only its own candidate's), and the admin's routes.
 */
export const TEST_ROUTES: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/tests',
    request: (f) => ({ url: `/api/tests?bookId=${f.paidBook._id}` }),
    expect: SIGNED_IN(200),
  },
  {
    method: 'GET',
    route: '/api/tests/:id',
    request: async (f) => ({ url: `/api/tests/${await f.newTestId()}` }),
    expect: SIGNED_IN(200),
  },
  {
    // Only those who may read the book start: the buyer and the admin; the rest are refused with 403.
    method: 'POST',
    route: '/api/tests/:id/attempts',
    request: async (f) => ({ url: `/api/tests/${await f.newTestId()}/attempts`, payload: {} }),
    expect: s([401, 403, 401, 201, 403, 201]),
  },
  {
    method: 'GET',
    route: '/api/attempts/:attemptId',
    request: async (f) => ({ url: `/api/attempts/${await f.newBuyerAttemptId()}` }),
    expect: BUYERS_ATTEMPT(200),
  },
  {
    method: 'GET',
    route: '/api/attempts/:attemptId/clock',
    request: async (f) => ({ url: `/api/attempts/${await f.newBuyerAttemptId()}/clock` }),
    expect: BUYERS_ATTEMPT(200),
  },
  {
    method: 'PUT',
    route: '/api/attempts/:attemptId/answers/:number',
    request: async (f) => ({
      url: `/api/attempts/${await f.newBuyerAttemptId()}/answers/1`,
      payload: { answer: '2', markedForReview: false, seq: 1 },
    }),
    expect: BUYERS_ATTEMPT(200),
  },
  {
    method: 'PUT',
    route: '/api/attempts/:attemptId/current',
    request: async (f) => ({
      url: `/api/attempts/${await f.newBuyerAttemptId()}/current`,
      payload: { number: 2, seq: 1 },
    }),
    expect: BUYERS_ATTEMPT(200),
  },
  {
    method: 'POST',
    route: '/api/attempts/:attemptId/integrity',
    request: async (f) => ({
      url: `/api/attempts/${await f.newBuyerAttemptId()}/integrity`,
      payload: { event: 'tab-switch' },
    }),
    expect: BUYERS_ATTEMPT(204),
  },
  {
    method: 'POST',
    route: '/api/attempts/:attemptId/submit',
    request: async (f) => ({ url: `/api/attempts/${await f.newBuyerAttemptId()}/submit` }),
    expect: BUYERS_ATTEMPT(200),
  },
  {
    // An open attempt has no review yet: the buyer meets 409 (attempts.test.ts has the 200 path).
    method: 'GET',
    route: '/api/attempts/:attemptId/review',
    request: async (f) => ({ url: `/api/attempts/${await f.newBuyerAttemptId()}/review` }),
    expect: BUYERS_ATTEMPT(409),
  },
  {
    method: 'GET',
    route: '/api/attempts/:attemptId/questions/:number/image',
    request: async (f) => ({ url: `/api/attempts/${await f.newBuyerAttemptId()}/questions/1/image?w=360` }),
    expect: BUYERS_ATTEMPT(200),
  },
  {
    // Solutions wait for the submission: the buyer's open attempt meets 403.
    method: 'GET',
    route: '/api/attempts/:attemptId/questions/:number/solution',
    request: async (f) => ({
      url: `/api/attempts/${await f.newBuyerAttemptId()}/questions/1/solution?w=360`,
    }),
    expect: BUYERS_ATTEMPT(403),
  },
  {
    method: 'GET',
    route: '/api/user/attempts',
    request: () => ({ url: '/api/user/attempts' }),
    expect: SIGNED_IN(200),
  },
  {
    method: 'GET',
    route: '/api/admin/tests',
    request: () => ({ url: '/api/admin/tests' }),
    expect: ADMIN_ONLY(200),
  },
  {
    // A throwaway test-series book has no PDF: the admin reaches the check (400; admin-tests.test.ts makes one).
    method: 'POST',
    route: '/api/admin/tests',
    request: async (f) => ({
      url: '/api/admin/tests',
      payload: { bookId: await f.newBookId(), preset: 'neet' },
    }),
    expect: ADMIN_ONLY(400),
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
    method: 'POST',
    route: '/api/admin/attempts/:attemptId/time',
    request: async (f) => ({
      url: `/api/admin/attempts/${await f.newBuyerAttemptId()}/time`,
      payload: { seconds: 60 },
    }),
    expect: ADMIN_ONLY(200),
  },
];
