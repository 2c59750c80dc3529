import { useSelector } from 'react-redux';
import { Route, Routes } from '@exam/shared-contracts/router';
import { selectSessionStatus } from '@exam/shared-contracts/client';
import { StandaloneCard } from '@exam/shared-contracts/standalone';
import { Spinner } from '@exam/shared-ui/spinner';
import { useAppT } from '../lib/i18n';
import { RichText } from '@exam/shared-ui/rich-text';
import TestApp from '../test-app';

/**
 * The standalone page's content (docs/releases.md "Standalone pages"): a guest is asked to sign in on the
 * site (there is no /login here); a signed-in student gets the remote's routes as the shell mounts them:
 * `test/*`, and `my-tests` (and the page's own folder) for My tests.
 */
export function StandaloneTests() {
  const status = useSelector(selectSessionStatus);
  const t = useAppT();
  if (status === 'checking') return <Spinner label={t('Checking your session...')} />;
  if (status === 'guest')
    return (
      <StandaloneCard>
        <h1>{t('Online tests')}</h1>
        <p>
          <RichText
            text={t('Sign in on the <0>Exam Store</0> first, then come back to take your tests.')}
            parts={[(text) => <a href="/login">{text}</a>]}
          />
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
