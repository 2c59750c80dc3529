import { screen } from '@testing-library/react';
import { Route, Routes, useLocation, useParams } from '@exam/web-platform/router';
import { sessionSlice, signedIn, signedOut } from '@exam/web-platform/client';
import { renderWithProviders, testStore } from '@exam/shared-ui/testing';
import ExamApp from '../exam-app';

// Each page shows its name and params instead of asking the API.
const stub = (name: string) => () => {
  const params = useParams();
  return (
    <p>
      {name} {JSON.stringify(params)}
    </p>
  );
};
jest.mock('../features/my-tests/pages/my-tests-page', () => ({ MyTestsPage: stub('my tests') }));
jest.mock('../features/series/pages/book-tests-page', () => ({ BookTestsPage: stub('book tests') }));
jest.mock('../features/series/pages/instructions-page', () => ({ InstructionsPage: stub('instructions') }));
jest.mock('../features/exam/pages/exam-page', () => ({ ExamPage: stub('exam') }));
jest.mock('../features/results/pages/result-page', () => ({ ResultPage: stub('result') }));

function LoginPage() {
  const state = useLocation().state as { returnTo?: string } | null;
  return <p>login, then {state?.returnTo}</p>;
}

/** Mounts ExamApp the way the shell does: at /test/* and at /my-tests. */
function at(path: string, signedInAs: boolean) {
  const store = testStore(sessionSlice);
  store.dispatch(
    signedInAs
      ? signedIn({
          _id: 'u1',
          id: 'u1',
          name: 'Asha',
          email: 'a@x.in',
          photo: null,
          role: 'user',
          isActive: true,
          isAdmin: false,
          createdAt: '2024-01-01T00:00:00.000Z',
        })
      : signedOut(),
  );
  renderWithProviders(
    <Routes>
      <Route path="/test/*" element={<ExamApp />} />
      <Route path="/my-tests/*" element={<ExamApp />} />
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { store, route: path },
  );
}

describe('ExamApp’s routes under the shell’s /test/* and /my-tests', () => {
  it.each([
    ['/my-tests', 'my tests {"*":""}'],
    ['/test/book/b1', 'book tests {"*":"book/b1","bookId":"b1"}'],
    ['/test/t1', 'instructions {"*":"t1","testId":"t1"}'],
    ['/test/t1/attempt/a1', 'exam {"*":"t1/attempt/a1","testId":"t1","attemptId":"a1"}'],
    ['/test/t1/attempt/a1/result', 'result {"*":"t1/attempt/a1/result","testId":"t1","attemptId":"a1"}'],
  ])('%s shows %s', async (path, text) => {
    at(path, true);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('sends a guest to /login, to come back to the page', async () => {
    at('/test/t1/attempt/a1', false);
    expect(await screen.findByText('login, then /test/t1/attempt/a1')).toBeInTheDocument();
  });
});
