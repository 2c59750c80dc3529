import { adminTestPaths, adminCataloguePaths } from '@exam/shared-contracts/constants';
import { api } from '@exam/web-platform/client';
import type {
  AdminAttemptList,
  AdminTest,
  AdminTestList,
  CreateTestBody,
  DropQuestionBody,
  KeyResponse,
  RankDecisionResponse,
  TestJob,
  TestStatsResponse,
  UpdateTestBody,
} from '@exam/shared-contracts/exams';
import type { Book, BookList } from '@exam/shared-contracts/catalogue';
import { sendWithProgress } from '../../../lib/http';

/** What the solutions PDF upload sends: the test, the file, and where upload progress goes. */
export interface SolutionsPdfArg {
  id: string;
  file: File;
  /** Gets 0..1 as the body leaves the browser. */
  onProgress?: (fraction: number) => void;
}

/**
 * The admin's online-test endpoints (docs/domains/exams.md "Online tests"). The tags are this feature's own,
 * added to the shared api here rather than in the contracts: a remote's tags need no newer shell.
 * `AdminTests` is the list, `AdminTest` one test (by id), `TestResults` a test's attempts and statistics. A
 * change of a test's status or questions also changes the storefront's card (`Books`).
 */
const testsApiWithTags = api.enhanceEndpoints({ addTagTypes: ['AdminTests', 'AdminTest', 'TestResults'] });

/** Tags made stale by a write to test `id`. */
const written = (id: string) => [
  'AdminTests' as const,
  { type: 'AdminTest' as const, id },
  { type: 'TestResults' as const, id },
];

export const testsApi = testsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    adminTests: build.query<AdminTestList, void>({
      query: () => adminTestPaths.adminTests,
      providesTags: ['AdminTests'],
    }),
    /** Test-series books with a PDF: what a test can be made from (`GET /admin/books`, section `test`). */
    testSeriesBooks: build.query<Book[], void>({
      query: () => adminCataloguePaths.adminBooks,
      transformResponse: (books: BookList) => books.filter((b) => b.section === 'test' && b.pdfUrl),
      providesTags: ['AdminBooks'],
    }),
    adminTest: build.query<AdminTest, string>({
      query: (id) => adminTestPaths.adminTest(id),
      providesTags: (_test, _error, id) => [{ type: 'AdminTest', id }],
    }),
    /**
     * `POST /admin/tests/jobs` (202): starts making a draft from a paper; the job is then followed with
     * {@link testJob} until `done` (its `testId`) or `failed` (its `error`).
     */
    startTestJob: build.mutation<TestJob, CreateTestBody>({
      query: (body) => ({ url: adminTestPaths.adminTestJobs, method: 'POST', body }),
    }),
    /** `GET /admin/tests/jobs/:id`: the job's stage and pages read (polled by the dialog, never cached long). */
    testJob: build.query<TestJob, string>({
      query: (id) => adminTestPaths.adminTestJob(id),
      keepUnusedDataFor: 0,
    }),
    /** `PUT /admin/tests/:id`: the editor's whole edit; 400 `{error}` with the first problem, 409 on attempts. */
    updateTest: build.mutation<AdminTest, { id: string; body: UpdateTestBody }>({
      query: ({ id, body }) => ({ url: adminTestPaths.adminTest(id), method: 'PUT', body }),
      invalidatesTags: (_test, error, { id }) => (error ? [] : written(id)),
    }),
    deleteTest: build.mutation<unknown, string>({
      query: (id) => ({ url: adminTestPaths.adminTest(id), method: 'DELETE' }),
      invalidatesTags: ['AdminTests', 'Books'],
    }),
    /** `PUT /admin/tests/:id/key` as `text/csv`: 200 the questions, 400 `{error, lines}` (nothing saved). */
    putKey: build.mutation<KeyResponse, { id: string; csv: string }>({
      query: ({ id, csv }) => ({
        url: adminTestPaths.adminTestKey(id),
        method: 'PUT',
        body: csv,
        headers: { 'Content-Type': 'text/csv' },
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : written(id)),
    }),
    publishTest: build.mutation<AdminTest, string>({
      query: (id) => ({ url: adminTestPaths.adminTestPublish(id), method: 'POST' }),
      invalidatesTags: (_t, error, id) => (error ? [] : [...written(id), 'Books']),
    }),
    unpublishTest: build.mutation<AdminTest, string>({
      query: (id) => ({ url: adminTestPaths.adminTestUnpublish(id), method: 'POST' }),
      invalidatesTags: (_t, error, id) => (error ? [] : [...written(id), 'Books']),
    }),
    /** Drop question `number` (full marks to all, or to those who answered) or undo the drop (`mode: null`). */
    dropQuestion: build.mutation<AdminTest, { id: string; number: number } & DropQuestionBody>({
      query: ({ id, number, mode }) => ({
        url: adminTestPaths.adminTestDrop(id, number),
        method: 'POST',
        body: { mode },
      }),
      invalidatesTags: (_t, error, { id }) => (error ? [] : written(id)),
    }),
    /** `POST /admin/tests/:id/solutions-pdf` (multipart `pdf`), with upload progress. */
    uploadSolutionsPdf: build.mutation<AdminTest, SolutionsPdfArg>({
      queryFn: ({ id, file, onProgress }) => {
        const body = new FormData();
        body.append('pdf', file);
        return sendWithProgress<AdminTest>(
          'POST',
          adminTestPaths.adminTestSolutionsPdf(id),
          body,
          onProgress,
        );
      },
      invalidatesTags: (_t, error, { id }) => (error ? [] : ['AdminTests', { type: 'AdminTest', id }]),
    }),
    testAttempts: build.query<AdminAttemptList, string>({
      query: (id) => adminTestPaths.adminTestAttempts(id),
      providesTags: (_r, _e, id) => [{ type: 'TestResults', id }],
    }),
    testStats: build.query<TestStatsResponse, string>({
      query: (id) => adminTestPaths.adminTestStats(id),
      providesTags: (_r, _e, id) => [{ type: 'TestResults', id }],
    }),
    /** Gives (or with a negative number takes) `seconds` of an open attempt; `testId` refreshes its list. */
    adjustAttemptTime: build.mutation<unknown, { attemptId: string; testId: string; seconds: number }>({
      query: ({ attemptId, seconds }) => ({
        url: adminTestPaths.adminAttemptTime(attemptId),
        method: 'POST',
        body: { seconds },
      }),
      invalidatesTags: (_r, error, { testId }) => (error ? [] : [{ type: 'TestResults', id: testId }]),
    }),
    /** Takes a submitted first attempt out of the ranks with the admin's `reason` (3–500 characters). */
    excludeAttempt: build.mutation<
      RankDecisionResponse,
      { testId: string; attemptId: string; reason: string }
    >({
      query: ({ testId, attemptId, reason }) => ({
        url: adminTestPaths.adminAttemptExclude(testId, attemptId),
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_r, error, { testId }) => (error ? [] : [{ type: 'TestResults', id: testId }]),
    }),
    /** Puts an excluded attempt back in the ranks, or keeps a flagged one (it is then no longer under review). */
    includeAttempt: build.mutation<RankDecisionResponse, { testId: string; attemptId: string }>({
      query: ({ testId, attemptId }) => ({
        url: adminTestPaths.adminAttemptExclude(testId, attemptId),
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error, { testId }) => (error ? [] : [{ type: 'TestResults', id: testId }]),
    }),
  }),
});

export const {
  useAdminTestsQuery,
  useTestSeriesBooksQuery,
  useAdminTestQuery,
  useStartTestJobMutation,
  useTestJobQuery,
  useUpdateTestMutation,
  useDeleteTestMutation,
  usePutKeyMutation,
  usePublishTestMutation,
  useUnpublishTestMutation,
  useDropQuestionMutation,
  useUploadSolutionsPdfMutation,
  useTestAttemptsQuery,
  useTestStatsQuery,
  useAdjustAttemptTimeMutation,
  useExcludeAttemptMutation,
  useIncludeAttemptMutation,
} = testsApi;
