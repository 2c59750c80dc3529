import { testPaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type { MyAttemptList } from '@exam/shared-contracts/exams';

/** `GET /api/user/attempts` ("My tests"): every attempt of the caller, newest first; fresh on every visit. */
export const myAttemptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyAttempts: build.query<MyAttemptList, void>({
      query: () => testPaths.userAttempts,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMyAttemptsQuery } = myAttemptsApi;
