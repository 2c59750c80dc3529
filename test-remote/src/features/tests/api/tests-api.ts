import { testPaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/shared-contracts/client';
import { takeEarlyRead } from '@exam/shared-contracts/client/early-read';
import type { AttemptStart, TestInfo, TestLanguage, TestSummaryList } from '@exam/shared-contracts/http';

/**
 * A book's tests and one test's instructions (api/src/routes/tests), through the shared RTK Query api.
 * Both are asked again on every visit: the open attempt and the attempt count change with each start.
 */
export const testsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/tests?bookId=`: the published tests of a book, oldest first. */
    getBookTests: build.query<TestSummaryList, string>({
      query: (bookId) => testPaths.tests(bookId),
      keepUnusedDataFor: 0,
    }),
    /**
     * `GET /api/tests/:id`: the instructions page's facts, the caller's access and an attempt to resume. A
     * deep-linked page's first read is the one its remote started on arrival (`startEarlyRead`), its
     * `serverNow` moved on by the answer's age (the page sets its clock from it); a failed one is read again.
     */
    getTestInfo: build.query<TestInfo, string>({
      queryFn: async (testId, _api, _extra, baseQuery) => {
        const early = takeEarlyRead<TestInfo>(testPaths.test(testId));
        if (early) {
          try {
            const { value, receivedAt } = await early;
            const serverNow = new Date(Date.parse(value.serverNow) + Date.now() - receivedAt).toISOString();
            return { data: { ...value, serverNow } };
          } catch {
            // The usual read below gives the refusal its usual way (the store's 401 action included).
          }
        }
        const read = await baseQuery(testPaths.test(testId));
        return read.error ? { error: read.error } : { data: read.data as TestInfo };
      },
      keepUnusedDataFor: 0,
    }),
    /** `POST /api/tests/:id/attempts`: a new attempt (201) or the open one (200), in `lang`. */
    startAttempt: build.mutation<AttemptStart, { testId: string; lang: TestLanguage }>({
      query: ({ testId, lang }) => ({ url: testPaths.testAttempts(testId), method: 'POST', body: { lang } }),
    }),
  }),
});

export const { useGetBookTestsQuery, useGetTestInfoQuery, useStartAttemptMutation } = testsApi;
