import { Suspense } from 'react';
import { Route, Routes } from '@exam/web-platform/router';
import { PrerenderedOrSpinner } from './components/prerendered-or-spinner';
import { RequireSignIn } from './components/require-sign-in';
import { Titled } from './components/titled';
import { useAppT } from './lib/i18n';
import { lazyPage } from './lib/lazy-page';
import { startEarlyRead } from '@exam/web-platform/client/early-read';
import { testPaths } from '@exam/shared-contracts/constants';
import { startEarlyQuestionImage } from './features/exam/lib/early-question-image';

// Each page is its own chunk; the pattern starts a deep-linked page's chunk while the rest loads.
const BookTestsPage = lazyPage(
  () => import('./features/series/pages/book-tests-page'),
  'BookTestsPage',
  /\/test\/book\//,
);
const InstructionsPage = lazyPage(
  () => import('./features/series/pages/instructions-page'),
  'InstructionsPage',
  /\/test\/[^/]+\/?$/,
);
const ExamPage = lazyPage(
  () => import('./features/exam/pages/exam-page'),
  'ExamPage',
  /\/test\/[^/]+\/attempt\/[^/]+\/?$/,
);
const ResultPage = lazyPage(
  () => import('./features/results/pages/result-page'),
  'ResultPage',
  /\/attempt\/[^/]+\/result\/?$/,
);
const MyTestsPage = lazyPage(
  () => import('./features/my-tests/pages/my-tests-page'),
  'MyTestsPage',
  /\/my-tests\/?$/,
);
const BookmarksPage = lazyPage(
  () => import('./features/bookmarks/pages/bookmarks-page'),
  'BookmarksPage',
  /\/my-tests\/bookmarks\/?$/,
);
const NotFound = lazyPage(() => import('./components/not-found'), 'NotFound');

// A deep-linked instructions page or exam screen starts its data's read with its chunk, alongside the
// session check, instead of after both (the page's largest paint waits for that answer); the exam screen
// then its current question's image as soon as the attempt is known, while its own chunks still load.
if (typeof window !== 'undefined') {
  try {
    const [, testId, attemptId] =
      /^\/test\/([^/]+)(?:\/attempt\/([^/]+))?\/?$/.exec(window.location.pathname) ?? [];
    if (attemptId) {
      startEarlyRead(testPaths.attempt(decodeURIComponent(attemptId)));
      startEarlyQuestionImage(decodeURIComponent(attemptId));
    } else if (testId && testId !== 'book') startEarlyRead(testPaths.test(decodeURIComponent(testId)));
  } catch {
    // A malformed address (decodeURIComponent): the page reads nothing early, and says what it finds.
  }
}

/**
 * exam-remote `./routes` (docs/domains/exams.md "Online tests", shared-contracts federation
 * `RemoteRoutesModule`; also exposed as its former `./ExamApp` and `./TestApp`): the online tests' routes, relative to where the shell mounts it (`/test/*`, and
 * `/my-tests` whose own path is this index): a book's tests, a test's instructions, the exam screen, its
 * result, My tests and the bookmarked questions (`/my-tests/bookmarks`). Signed-in
 * students only; a guest is sent to /login and back. Uses the shell's router, store, theme and toasts.
 */
export default function ExamApp() {
  const t = useAppT();
  return (
    <RequireSignIn>
      <Suspense fallback={<PrerenderedOrSpinner label={t('Loading...')} />}>
        <Routes>
          <Route
            index
            element={
              <Titled title={t('My tests')}>
                <MyTestsPage />
              </Titled>
            }
          />
          <Route
            path="bookmarks"
            element={
              <Titled title={t('Bookmarked questions')}>
                <BookmarksPage />
              </Titled>
            }
          />
          <Route
            path="book/:bookId"
            element={
              <Titled title={t('Online tests')}>
                <BookTestsPage />
              </Titled>
            }
          />
          <Route path=":testId" element={<InstructionsPage />} />
          <Route path=":testId/attempt/:attemptId" element={<ExamPage />} />
          <Route path=":testId/attempt/:attemptId/result" element={<ResultPage />} />
          <Route
            path="*"
            element={
              <Titled title={t('Page not found')}>
                <NotFound />
              </Titled>
            }
          />
        </Routes>
      </Suspense>
    </RequireSignIn>
  );
}
