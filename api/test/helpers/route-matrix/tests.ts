import { BUYERS_ATTEMPT, SIGNED_IN, s, type MatrixRow } from './rows';

/**
 * The online tests' rows of the authorization matrix (docs/domains/exams.md "Online tests"): who may list,
 * read, start and take a test (whoever may read its book: the buyer and the admin), whose attempt answers
 * (only its own candidate's); the admin's are in admin-tests.ts.
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
    // The image's lines and words, for the reflow on a phone: the attempt's own student alone.
    method: 'GET',
    route: '/api/attempts/:attemptId/questions/:number/layout',
    request: async (f) => ({ url: `/api/attempts/${await f.newBuyerAttemptId()}/questions/1/layout?w=360` }),
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
    // A question is bookmarked from a submitted attempt's review: the buyer's open attempt meets 409.
    method: 'PUT',
    route: '/api/attempts/:attemptId/questions/:number/bookmark',
    request: async (f) => ({ url: `/api/attempts/${await f.newBuyerAttemptId()}/questions/1/bookmark` }),
    expect: BUYERS_ATTEMPT(409),
  },
  {
    method: 'DELETE',
    route: '/api/attempts/:attemptId/questions/:number/bookmark',
    request: async (f) => ({ url: `/api/attempts/${await f.newBuyerAttemptId()}/questions/1/bookmark` }),
    expect: BUYERS_ATTEMPT(204),
  },
  {
    method: 'GET',
    route: '/api/user/bookmarks',
    request: () => ({ url: '/api/user/bookmarks' }),
    expect: SIGNED_IN(200),
  },
];
