/**
 * The online tests' paths for students (docs/domains/exams.md "Online tests"), a table of its own
 * (http/paths.ts says why).
 */
export const testPaths = {
  tests: (bookId: string) => `/tests?bookId=${encodeURIComponent(bookId)}`,
  test: (id: string) => `/tests/${encodeURIComponent(id)}`,
  testAttempts: (id: string) => `/tests/${encodeURIComponent(id)}/attempts`,
  attempt: (attemptId: string) => `/attempts/${encodeURIComponent(attemptId)}`,
  attemptAnswer: (attemptId: string, n: number) => `/attempts/${encodeURIComponent(attemptId)}/answers/${n}`,
  attemptClock: (attemptId: string) => `/attempts/${encodeURIComponent(attemptId)}/clock`,
  attemptCurrent: (attemptId: string) => `/attempts/${encodeURIComponent(attemptId)}/current`,
  attemptIntegrity: (attemptId: string) => `/attempts/${encodeURIComponent(attemptId)}/integrity`,
  attemptSubmit: (attemptId: string) => `/attempts/${encodeURIComponent(attemptId)}/submit`,
  attemptReview: (attemptId: string) => `/attempts/${encodeURIComponent(attemptId)}/review`,
  /** A question's marked image: `w` width in px, `lang` the language block. */
  attemptQuestionImage: (attemptId: string, n: number, width: number, lang?: string) =>
    `/attempts/${encodeURIComponent(attemptId)}/questions/${n}/image?w=${width}${lang ? `&lang=${lang}` : ''}`,
  /**
   * A question image's lines and words at width `w` (docs/domains/exams.md "Reading a question on a phone").
   */
  attemptQuestionLayout: (attemptId: string, n: number, width: number, lang?: string) =>
    `/attempts/${encodeURIComponent(attemptId)}/questions/${n}/layout?w=${width}${lang ? `&lang=${lang}` : ''}`,
  /** A solution image's lines and words at width `w`, once the attempt is submitted. */
  attemptSolutionLayout: (attemptId: string, n: number, width: number) =>
    `/attempts/${encodeURIComponent(attemptId)}/questions/${n}/layout?w=${width}&of=solution`,
  attemptSolutionImage: (attemptId: string, n: number, width: number) =>
    `/attempts/${encodeURIComponent(attemptId)}/questions/${n}/solution?w=${width}`,
  userAttempts: '/user/attempts',
} as const;

/** The bookmark paths, relative to the API's `/api` base. */
export const bookmarkPaths = {
  /** `PUT` keeps question `n` of a submitted attempt (204, idempotent); `DELETE` lets it go (204). */
  bookmark: (attemptId: string, n: number) =>
    `/attempts/${encodeURIComponent(attemptId)}/questions/${n}/bookmark`,
  /** `GET`: the student's `BookmarkList` (bookmarks.ts). */
  list: '/user/bookmarks',
} as const;

/** The admin's online-test paths (all under `/admin`): editing, jobs, key, publishing, results, ranks. */
export const adminTestPaths = {
  adminTests: '/admin/tests',
  adminTest: (id: string) => `/admin/tests/${encodeURIComponent(id)}`,
  /** Making a test from a paper as a job: `POST` starts it (202 `TestJob`), `adminTestJob` follows it. */
  adminTestJobs: '/admin/tests/jobs',
  adminTestJob: (id: string) => `/admin/tests/jobs/${encodeURIComponent(id)}`,
  adminTestKey: (id: string) => `/admin/tests/${encodeURIComponent(id)}/key`,
  adminTestPublish: (id: string) => `/admin/tests/${encodeURIComponent(id)}/publish`,
  adminTestUnpublish: (id: string) => `/admin/tests/${encodeURIComponent(id)}/unpublish`,
  adminTestDrop: (id: string, n: number) => `/admin/tests/${encodeURIComponent(id)}/questions/${n}/drop`,
  adminTestAttempts: (id: string) => `/admin/tests/${encodeURIComponent(id)}/attempts`,
  adminTestAttemptsCsv: (id: string) => `/admin/tests/${encodeURIComponent(id)}/attempts.csv`,
  adminTestStats: (id: string) => `/admin/tests/${encodeURIComponent(id)}/stats`,
  adminTestSolutionsPdf: (id: string) => `/admin/tests/${encodeURIComponent(id)}/solutions-pdf`,
  /** A page of the test's PDF for the region editor (admin only, unmarked). */
  adminTestPage: (id: string, page: number, width: number, source: 'paper' | 'solutions' = 'paper') =>
    `/admin/tests/${encodeURIComponent(id)}/pages/${page}?w=${width}${source === 'solutions' ? '&source=solutions' : ''}`,
  adminAttemptTime: (attemptId: string) => `/admin/attempts/${encodeURIComponent(attemptId)}/time`,
  /** `POST` (with `{ reason }`) excludes the attempt from the ranks; `DELETE` puts it back. */
  adminAttemptExclude: (testId: string, attemptId: string) =>
    `/admin/tests/${encodeURIComponent(testId)}/attempts/${encodeURIComponent(attemptId)}/exclude`,
} as const;
