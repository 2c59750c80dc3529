/**
 * The online tests' paths for students (docs/domains/exams.md "Online tests"), apart from `paths`
 * (http/paths.ts) for the same reason as its `adminPaths`.
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
