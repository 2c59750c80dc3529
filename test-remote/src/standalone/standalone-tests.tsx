import { useSelector } from 'react-redux';
import { Route, Routes } from '@exam/shared-contracts/router';
import { selectSessionStatus } from '@exam/shared-contracts/client';
import { StandaloneCard } from '@exam/shared-contracts/standalone';
import { Spinner } from '@exam/shared-ui/spinner';
import TestApp from '../test-app';

/**
 * The standalone page's content (docs/releases.md "Standalone pages"): a guest is asked to sign in on the
 * site (there is no /login here); a signed-in student gets the remote's routes as the shell mounts them:
 * `test/*`, and `my-tests` (and the page's own folder) for My tests.
 */
export function StandaloneTests() {
  const status = useSelector(selectSessionStatus);
  if (status === 'checking') return <Spinner label="Checking your session..." />;
  if (status === 'guest')
    return (
      <StandaloneCard>
        <h1>Online tests</h1>
        <p>
          Sign in on the <a href="/login">Exam Store</a> first, then come back to take your tests.
        </p>
      </StandaloneCard>
    );
  return (
    <Routes>
      <Route path="test/*" element={<TestApp />} />
      <Route path="my-tests/*" element={<TestApp />} />
      <Route index element={<TestApp />} />
    </Routes>
  );
}
