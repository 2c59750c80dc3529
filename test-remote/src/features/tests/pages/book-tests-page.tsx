import { Link, Navigate, useParams } from '@exam/shared-contracts/router';
import { errorMessage } from '@exam/shared-contracts/client';
import { useDataLang } from '@exam/shared-contracts/i18n';
import { Spinner } from '@exam/shared-ui/spinner';
import { EmptyState, ErrorState } from '@exam/shared-ui/state-block';
import { Card, Muted, Page, PrimaryButton } from '../../../components/ui';
import { formatMinutes, formatScore } from '../../../lib/format';
import { useAppT } from '../../../lib/i18n';
import { useGetBookTestsQuery } from '../api/tests-api';
import { useTestsT } from '../i18n';

export { testsMessagesReady as messagesReady } from '../i18n';

/**
 * `/test/book/:bookId` (the store's "Take Test"): the published tests of a test series. With one test it
 * goes straight to that test's instructions (replacing this page in the history); with none it says so.
 */
export function BookTestsPage() {
  const { bookId = '' } = useParams();
  const query = useGetBookTestsQuery(bookId, { refetchOnMountOrArgChange: true });
  const t = useTestsT();
  const tApp = useAppT();
  const dataLang = useDataLang();
  if (query.data?.length === 1) return <Navigate to={`/test/${query.data[0].id}`} replace />;
  return (
    <Page>
      <h1>{t('Online tests')}</h1>
      <Muted>{t('The tests of this series. Open one to read its instructions and start.')}</Muted>
      {query.isError && !query.data ? (
        <ErrorState
          message={errorMessage(query.error, t('The tests could not be loaded.'))}
          onRetry={() => void query.refetch()}
          retryLabel={t('Retry')}
        />
      ) : !query.data ? (
        <Spinner label={t('Loading the tests...')} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('No tests are published in this series yet.')}>
          <Link to="/my-books">{t('Back to My Books')}</Link>
        </EmptyState>
      ) : (
        query.data.map((test) => (
          <Card key={test.id} aria-labelledby={`test-${test.id}`}>
            <h2 id={`test-${test.id}`} lang={dataLang}>
              {test.title}
            </h2>
            <Muted>
              {t('{questions} questions · {duration} · {marks} marks', {
                questions: test.questionCount,
                duration: formatMinutes(test.durationSeconds, tApp),
                marks: formatScore(test.maxScore),
              })}
            </Muted>
            <PrimaryButton as={Link} to={`/test/${test.id}`}>
              {t('Open test')}
            </PrimaryButton>
          </Card>
        ))
      )}
    </Page>
  );
}
