import { Link } from '@exam/shared-contracts/router';
import { errorMessage } from '@exam/shared-contracts/client';
import { formatIndiaDateTime } from '@exam/shared-contracts/rules';
import { Spinner } from '@exam/shared-ui/spinner';
import { EmptyState, ErrorState } from '@exam/shared-ui/state-block';
import { Muted, Page, SecondaryButton, TableWrap, VisuallyHidden } from '../../../components/ui';
import { useGetMyAttemptsQuery } from '../api/my-attempts-api';
import { rowAction, scoreText, standingText } from '../lib/attempt-row';

/**
 * `/my-tests` ("My tests"): every attempt of the student, newest first, with the test's title, score, rank
 * and percentile as they stand now (or "Practice" for a re-attempt), when it was started and submitted
 * (IST), and Resume for an open attempt or Result for a finished one. Empty state links to the test series.
 */
export function MyTestsPage() {
  const query = useGetMyAttemptsQuery(undefined, { refetchOnMountOrArgChange: true });
  const now = Date.now();
  return (
    <Page>
      <h1>My tests</h1>
      <Muted>Your online test attempts. Only the first attempt of each test is ranked.</Muted>
      {query.isError && !query.data ? (
        <ErrorState
          message={errorMessage(query.error, 'Your tests could not be loaded.')}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Spinner label="Loading your tests..." />
      ) : query.data.length === 0 ? (
        <EmptyState title="No tests taken yet">
          Buy a test series and choose Take Test on its card. <Link to="/tests">Browse test series</Link>
        </EmptyState>
      ) : (
        <TableWrap>
          <table aria-label="My tests">
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Score</th>
                <th scope="col">Standing</th>
                <th scope="col">Started</th>
                <th scope="col">Submitted</th>
                <th scope="col">
                  <VisuallyHidden>Action</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((attempt) => {
                const action = rowAction(attempt, now);
                return (
                  <tr key={attempt.attemptId}>
                    <th scope="row" style={{ whiteSpace: 'normal', minWidth: '10rem' }}>
                      {attempt.testTitle}
                    </th>
                    <td>{scoreText(attempt)}</td>
                    <td>{standingText(attempt)}</td>
                    <td>{formatIndiaDateTime(attempt.startedAt)}</td>
                    <td>{attempt.submittedAt ? formatIndiaDateTime(attempt.submittedAt) : '—'}</td>
                    <td>
                      <SecondaryButton
                        as={Link}
                        to={action.to}
                        aria-label={`${action.label}: ${attempt.testTitle}, started ${formatIndiaDateTime(attempt.startedAt)}`}
                      >
                        {action.label}
                      </SecondaryButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
    </Page>
  );
}
