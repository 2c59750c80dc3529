import { Link, Navigate, useParams } from '@exam/shared-contracts/router';
import { errorMessage } from '@exam/shared-contracts/client';
import { Spinner } from '@exam/shared-ui/spinner';
import { EmptyState, ErrorState } from '@exam/shared-ui/state-block';
import { Card, Muted, Page, PrimaryButton } from '../../../components/ui';
import { formatMinutes, formatScore } from '../../../lib/format';
import { useGetBookTestsQuery } from '../api/tests-api';

/**
 * `/test/book/:bookId` (the store's "Take Test"): the published tests of a test series. With one test it
 * goes straight to that test's instructions (replacing this page in the history); with none it says so.
 */
export function BookTestsPage() {
  const { bookId = '' } = useParams();
  const query = useGetBookTestsQuery(bookId, { refetchOnMountOrArgChange: true });
  if (query.data?.length === 1) return <Navigate to={`/test/${query.data[0].id}`} replace />;
  return (
    <Page>
      <h1>Online tests</h1>
      <Muted>The tests of this series. Open one to read its instructions and start.</Muted>
      {query.isError && !query.data ? (
        <ErrorState
          message={errorMessage(query.error, 'The tests could not be loaded.')}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Spinner label="Loading the tests..." />
      ) : query.data.length === 0 ? (
        <EmptyState title="No tests are published in this series yet.">
          <Link to="/my-books">Back to My Books</Link>
        </EmptyState>
      ) : (
        query.data.map((test) => (
          <Card key={test.id} aria-labelledby={`test-${test.id}`}>
            <h2 id={`test-${test.id}`}>{test.title}</h2>
            <Muted>
              {test.questionCount} questions · {formatMinutes(test.durationSeconds)} ·{' '}
              {formatScore(test.maxScore)} marks
            </Muted>
            <PrimaryButton as={Link} to={`/test/${test.id}`}>
              Open test
            </PrimaryButton>
          </Card>
        ))
      )}
    </Page>
  );
}
