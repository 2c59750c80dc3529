import { testPaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type { AttemptReview, AttemptState } from '@exam/shared-contracts/exams';

/**
 * A submitted attempt's result and review (api/src/modules/exams/exam-routes.ts), through the shared RTK Query api. Asked
 * again on each visit: ranks and percentiles are "as they stand now", and a key revision re-scores.
 */
export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/attempts/:id`: title, sections, status; `result` once submitted (an attempt past its time is closed by this call). */
    getAttemptState: build.query<AttemptState, string>({
      query: (attemptId) => testPaths.attempt(attemptId),
      keepUnusedDataFor: 0,
    }),
    /** `GET /api/attempts/:id/review` (submitted only): every question with answer, key, marks and time. */
    getAttemptReview: build.query<AttemptReview, string>({
      query: (attemptId) => testPaths.attemptReview(attemptId),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAttemptStateQuery, useGetAttemptReviewQuery } = resultsApi;
