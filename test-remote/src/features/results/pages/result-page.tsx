import { useEffect, useMemo } from 'react';
import { Link, useParams } from '@exam/shared-contracts/router';
import { errorMessage, useDocumentTitle } from '@exam/shared-contracts/client';
import { formatIndiaDateTime, type QuestionType } from '@exam/shared-contracts/rules';
import { Spinner } from '@exam/shared-ui/spinner';
import { ErrorState } from '@exam/shared-ui/state-block';
import { Actions, Card, Muted, Page, PrimaryButton, SecondaryButton } from '../../../components/ui';
import { ImageCache } from '../../../lib/image-cache';
import { TYPE_NAMES } from '../../../lib/marking';
import { useGetAttemptReviewQuery, useGetAttemptStateQuery } from '../api/results-api';
import { GroupTable } from '../components/group-table';
import { Leaderboard } from '../components/leaderboard';
import { ReviewPanel } from '../components/review-panel';
import { ScoreSummary } from '../components/score-summary';
import { TimePerQuestion } from '../components/time-per-question';

/**
 * `/test/:testId/attempt/:attemptId/result`: the result and analysis of a submitted attempt (ARCHITECTURE
 * "Online tests"): score, rank and percentile as they stand now (or "Practice"), counts and accuracy,
 * tables per section and per question type with time, time per question, chapter weaknesses when the
 * admin tagged chapters, the masked top ten, "Key revised on …" after a key correction, and the review
 * question by question. An attempt still open links back to the test.
 */
export function ResultPage() {
  const { testId = '', attemptId = '' } = useParams();
  const state = useGetAttemptStateQuery(attemptId, { refetchOnMountOrArgChange: true });
  const submitted = state.data?.status === 'submitted';
  const review = useGetAttemptReviewQuery(attemptId, { skip: !submitted, refetchOnMountOrArgChange: true });
  const cache = useMemo(() => new ImageCache(), []);
  useEffect(() => () => cache.close(), [cache]);
  useDocumentTitle(state.data ? `Result: ${state.data.title}` : 'Test result');

  if (!state.data)
    return (
      <Page>
        {state.isError ? (
          <ErrorState
            message={errorMessage(state.error, 'The result could not be loaded.')}
            onRetry={() => void state.refetch()}
          />
        ) : (
          <Spinner label="Loading your result..." />
        )}
      </Page>
    );

  const attempt = state.data;
  if (attempt.status === 'open')
    return (
      <Page>
        <h1>{attempt.title}</h1>
        <Card aria-labelledby="open-title">
          <h2 id="open-title">This attempt is still open</h2>
          <Muted>Its result is shown once you submit it, or when its time runs out.</Muted>
          <PrimaryButton as={Link} to={`/test/${testId}/attempt/${attemptId}`}>
            Back to the test
          </PrimaryButton>
        </Card>
      </Page>
    );

  const result = review.data?.result ?? attempt.result;
  return (
    <Page>
      <h1>Result: {attempt.title}</h1>
      {result?.keyRevisedAt && (
        <Muted role="note">
          Key revised on {formatIndiaDateTime(result.keyRevisedAt)}: your score has been worked out again with
          the corrected key.
        </Muted>
      )}
      {result && <ScoreSummary result={result} />}
      <Actions>
        <SecondaryButton as={Link} to="/my-tests">
          My tests
        </SecondaryButton>
        <SecondaryButton as={Link} to={`/test/${attempt.testId}`}>
          Take it again (practice)
        </SecondaryButton>
      </Actions>
      {review.isError && !review.data ? (
        <ErrorState
          message={errorMessage(review.error, 'The analysis could not be loaded.')}
          onRetry={() => void review.refetch()}
        />
      ) : !review.data ? (
        <Spinner label="Loading the analysis..." />
      ) : (
        <>
          <Card aria-labelledby="sections-title">
            <h2 id="sections-title">By section</h2>
            <GroupTable groups={review.data.result.sections} label="Score by section" nameHeader="Section" />
          </Card>
          <Card aria-labelledby="types-title">
            <h2 id="types-title">By question type</h2>
            <GroupTable
              groups={review.data.result.types}
              label="Score by question type"
              nameHeader="Type"
              nameOf={(name) => TYPE_NAMES[name as QuestionType] ?? name}
            />
          </Card>
          {review.data.chapters.length > 0 && (
            <Card aria-labelledby="chapters-title">
              <h2 id="chapters-title">Chapters to work on</h2>
              <Muted>Weakest first.</Muted>
              <GroupTable groups={review.data.chapters} label="Score by chapter" nameHeader="Chapter" />
            </Card>
          )}
          <Card aria-labelledby="time-title">
            <h2 id="time-title">Time per question</h2>
            <TimePerQuestion questions={review.data.questions} />
          </Card>
          <Card aria-labelledby="top-title">
            <h2 id="top-title">Top ten</h2>
            <Leaderboard rows={review.data.leaderboard} />
          </Card>
          <Card aria-labelledby="review-title">
            <h2 id="review-title">Review your answers</h2>
            <ReviewPanel attemptId={attemptId} questions={review.data.questions} cache={cache} />
          </Card>
        </>
      )}
    </Page>
  );
}
