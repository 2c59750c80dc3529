import { testPaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import { earlyOr } from '@exam/web-platform/client/early-read';
import type { FetchBaseQueryError } from '@exam/web-platform/redux';
import type { AttemptStart, TestInfo, TestLanguage, TestSummaryList } from '@exam/shared-contracts/exams';

/**
 * A book's tests and one test's instructions (api/src/modules/exams/exam-routes.ts), through the shared RTK Query api.
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
      queryFn: (testId, _api, _extra, read) =>
        earlyOr<TestInfo, FetchBaseQueryError>(
          testPaths.test(testId),
          () => read(testPaths.test(testId)),
          ({ value, receivedAt }) => ({
            ...value,
            serverNow: new Date(Date.parse(value.serverNow) + Date.now() - receivedAt).toISOString(),
          }),
        ),
      keepUnusedDataFor: 0,
    }),
    /** `POST /api/tests/:id/attempts`: a new attempt (201) or the open one (200), in `lang`. */
    startAttempt: build.mutation<AttemptStart, { testId: string; lang: TestLanguage }>({
      query: ({ testId, lang }) => ({ url: testPaths.testAttempts(testId), method: 'POST', body: { lang } }),
    }),
  }),
});

export const { useGetBookTestsQuery, useGetTestInfoQuery, useStartAttemptMutation } = testsApi;
