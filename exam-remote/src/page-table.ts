import type { PageEntry, PageManifest } from '@exam/shared-contracts/http';

/**
 * The online tests' pages as `./routes` routes them under the shell's `/test/*` and `/my-tests/*`, plain
 * data the build writes as `dist/pages.json` ({@link pageManifest}), for the server's prerender and
 * preloads. All are for signed-in students. The instructions page has a per-test template
 * (test-template.ts in shared-contracts; drawn by prerender.tsx), filled with the published test its
 * `testId` names; the exam screen a template (exam-template.ts in shared-contracts; drawn by prerender.tsx),
 * filled with the open attempt its `attemptId` names for the candidate whose resume cookie the request
 * carries (its reflowed variant, `fitKey`, for a candidate reading with Fit to screen), else a fragment, its
 * loading state.
 */
export const TEST_PAGES = {
  myTests: { path: '/my-tests', audience: 'signed-in', preload: [] },
  bookTests: { path: '/test/book/:bookId', audience: 'signed-in', preload: [] },
  instructions: {
    path: '/test/:testId',
    chunk: 'instructions-page',
    audience: 'signed-in',
    prerender: { kind: 'test-template', key: '/test/:testId', param: 'testId' },
    preload: [],
  },
  exam: {
    path: '/test/:testId/attempt/:attemptId',
    chunk: 'exam-page',
    audience: 'signed-in',
    prerender: {
      kind: 'exam-template',
      key: '/test/:testId/attempt/:attemptId',
      param: 'attemptId',
      fallback: '/test/:testId/attempt/:attemptId#loading',
      fitKey: '/test/:testId/attempt/:attemptId#fit',
    },
    preload: [],
  },
  result: {
    path: '/test/:testId/attempt/:attemptId/result',
    chunk: 'result-page',
    audience: 'signed-in',
    preload: [],
  },
  bookmarks: { path: '/my-tests/bookmarks', audience: 'signed-in', preload: [] },
} as const satisfies Record<string, PageEntry>;

/** The exam remote's page manifest (`dist/pages.json`, written by the build). */
export function pageManifest(): PageManifest {
  return {
    app: 'exam',
    pages: Object.values(TEST_PAGES).map((entry) => ({ ...entry, preload: [...entry.preload] })),
  };
}
