import { Link, Navigate, useParams } from '@exam/web-platform/router';
import { EmptyState } from '@exam/shared-ui/state-block';
import { Muted, Page } from '../../../components/ui';
import { SeriesTestCard } from '../components/series-test-card';
import { useGetBookTestsQuery } from '../api/tests-api';
import { useTestsT } from '../i18n';
import { ListStates } from '../../../components/list-states';

export { testsMessagesReady as messagesReady } from '../i18n';

/**
 * `/test/book/:bookId` (the store's "Take Test"): the published tests of a test series, each with where the
 * student stands (not started, in progress with its time left, submitted with its score and its result).
 * With one test not yet submitted it goes straight to that test's instructions (replacing this page in the
 * history); with none it says so.
 */
export function BookTestsPage() {
  const { bookId = '' } = useParams();
  const query = useGetBookTestsQuery(bookId, { refetchOnMountOrArgChange: true });
  const t = useTestsT();
  // Read once per render of the list: the time left of an open attempt, in whole minutes.
  const now = Date.now();
  const only = query.data?.length === 1 ? query.data[0] : null;
  if (only && only.mine.state !== 'submitted') return <Navigate to={`/test/${only.id}`} replace />;
  return (
    <Page>
      <h1>{t('Online tests')}</h1>
      <Muted>{t('The tests of this series. Open one to read its instructions and start.')}</Muted>
      <ListStates
        query={query}
        texts={{
          error: t('The tests could not be loaded.'),
          loading: t('Loading the tests...'),
          retry: t('Retry'),
        }}
        empty={
          <EmptyState title={t('No tests are published in this series yet.')}>
            <Link to="/my-books">{t('Back to My Books')}</Link>
          </EmptyState>
        }
      >
        {(tests) => tests.map((test) => <SeriesTestCard key={test.id} test={test} now={now} />)}
      </ListStates>
    </Page>
  );
}
