import { Route, Routes } from '@exam/web-platform/router';
import { remoteByName } from '@exam/shared-contracts/apps';
import { StandaloneGate } from '@exam/shared-ui/standalone';
import { Spinner } from '@exam/shared-ui/spinner';
import { useAppT } from '../lib/i18n';
import { RichText } from '@exam/shared-ui/rich-text';
import ExamApp from '../exam-app';

/** The paths the shell mounts this remote at (apps.json `mount`), relative to the page's folder: `test/*`… */
const MOUNTED = (remoteByName('exam')?.mount?.routes ?? []).map((route) => route.slice(1));

/**
 * The standalone page's content (docs/releases.md "Standalone pages"): a guest is asked to sign in on the
 * site (there is no /login here); a signed-in student gets the remote's routes as the shell mounts them:
 * `test/*`, and `my-tests/*` (and the page's own folder) for My tests.
 */
export function StandaloneTests() {
  const t = useAppT();
  return (
    <StandaloneGate
      audience="signed-in"
      checking={<Spinner label={t('Checking your session...')} />}
      title={t('Online tests')}
      refused={() => (
        <p>
          <RichText
            text={t('Sign in on the <0>Exam Store</0> first, then come back to take your tests.')}
            parts={[(text) => <a href="/login">{text}</a>]}
          />
        </p>
      )}
    >
      <Routes>
        {MOUNTED.map((path) => (
          <Route key={path} path={path} element={<ExamApp />} />
        ))}
        <Route index element={<ExamApp />} />
      </Routes>
    </StandaloneGate>
  );
}
