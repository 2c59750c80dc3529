import { useEffect, useMemo } from 'react';
import { Link, useParams } from '@exam/web-platform/router';
import { errorMessage, useDocumentTitle } from '@exam/web-platform/client';
import { useDataLang, useIntlLocale } from '@exam/web-platform/i18n';
import { formatIndiaDateTime, type QuestionType } from '@exam/shared-contracts/rules';
import { Spinner } from '@exam/shared-ui/spinner';
import { ErrorState } from '@exam/shared-ui/state-block';
import { Actions, Part, Muted, Page } from '../../../components/ui';
import { useAppT } from '../../../lib/i18n';
import { ImageCache } from '../../../lib/image-cache';
import { TYPE_NAMES } from '../../../lib/marking';
import { useGetAttemptReviewQuery, useGetAttemptStateQuery } from '../api/results-api';
import { ComparisonTable } from '../components/comparison-table';
import { GroupTable } from '../components/group-table';
import { WeakChapters } from '../components/weak-chapters';
import { Leaderboard } from '../components/leaderboard';
import { ReviewPanel } from '../components/review-panel';
import { ScoreSummary } from '../components/score-summary';
import { TimePerQuestion } from '../components/time-per-question';
import { useResultsT } from '../i18n';
import { Button } from '@exam/shared-ui/button';

export { resultsMessagesReady as messagesReady } from '../i18n';

/**
 * `/test/:testId/attempt/:attemptId/result`: the result and analysis of a submitted attempt
 * (docs/domains/exams.md "Online tests"): score, rank and percentile as they stand now (or "Practice"),
 * counts, accuracy, the time used and the time on questions, tables per section, the student beside the
 * topper and the average, per question type, the chapters to study next across all the student's attempts
 * (when the admin tagged chapters), time per question, the masked top ten, "Key revised on …" after a key
 * correction, and the review question by question. An attempt still open links back to the test.
 */
export function ResultPage() {
  const { testId = '', attemptId = '' } = useParams();
  const t = useResultsT();
  const tApp = useAppT();
  const dataLang = useDataLang();
  const locale = useIntlLocale();
  const state = useGetAttemptStateQuery(attemptId, { refetchOnMountOrArgChange: true });
  const submitted = state.data?.status === 'submitted';
  const review = useGetAttemptReviewQuery(attemptId, { skip: !submitted, refetchOnMountOrArgChange: true });
  const cache = useMemo(() => new ImageCache(), []);
  useEffect(() => () => cache.close(), [cache]);
  useDocumentTitle(state.data ? t('Result: {title}', { title: state.data.title }) : t('Test result'));

  if (!state.data)
    return (
      <Page>
        {state.isError ? (
          <ErrorState
            message={errorMessage(state.error, t('The result could not be loaded.'))}
            onRetry={() => void state.refetch()}
            retryLabel={t('Retry')}
          />
        ) : (
          <Spinner label={t('Loading your result...')} />
        )}
      </Page>
    );

  const attempt = state.data;
  if (attempt.status === 'open')
    return (
      <Page>
        <h1 lang={dataLang}>{attempt.title}</h1>
        <Part aria-labelledby="open-title">
          <h2 id="open-title">{t('This attempt is still open')}</h2>
          <Muted>{t('Its result is shown once you submit it, or when its time runs out.')}</Muted>
          <Button $variant="primary" $size="touch" as={Link} to={`/test/${testId}/attempt/${attemptId}`}>
            {t('Back to the test')}
          </Button>
        </Part>
      </Page>
    );

  const result = review.data?.result ?? attempt.result;
  return (
    <Page>
      <h1>
        {t('Result:')} <span lang={dataLang}>{attempt.title}</span>
      </h1>
      {result?.keyRevisedAt && (
        <Muted role="note">
          {t('Key revised on {date}: your score has been worked out again with the corrected key.', {
            date: formatIndiaDateTime(result.keyRevisedAt, { locale }),
          })}
        </Muted>
      )}
      {result && <ScoreSummary result={result} />}
      <Actions>
        <Button $variant="secondary" $size="touch" as={Link} to="/my-tests">
          {t('My tests')}
        </Button>
        <Button $variant="secondary" $size="touch" as={Link} to="/my-tests/bookmarks">
          {t('Bookmarked questions')}
        </Button>
        <Button $variant="secondary" $size="touch" as={Link} to={`/test/${attempt.testId}`}>
          {t('Take it again (practice)')}
        </Button>
      </Actions>
      {review.isError && !review.data ? (
        <ErrorState
          message={errorMessage(review.error, t('The analysis could not be loaded.'))}
          onRetry={() => void review.refetch()}
          retryLabel={t('Retry')}
        />
      ) : !review.data ? (
        <Spinner label={t('Loading the analysis...')} />
      ) : (
        <>
          <Part aria-labelledby="sections-title">
            <h2 id="sections-title">{t('By section')}</h2>
            <GroupTable
              groups={review.data.result.sections}
              label={t('Score by section')}
              nameHeader={t('Section')}
            />
          </Part>
          <Part aria-labelledby="compare-title">
            <h2 id="compare-title">{t('Compared with others')}</h2>
            <Muted>
              {t(
                'Among {count, plural, one {{count} ranked attempt} other {{count} ranked attempts}}: the topper is rank 1.',
                { count: review.data.comparison.candidates },
              )}
            </Muted>
            <ComparisonTable comparison={review.data.comparison} />
          </Part>
          <Part aria-labelledby="types-title">
            <h2 id="types-title">{t('By question type')}</h2>
            <GroupTable
              groups={review.data.result.types}
              label={t('Score by question type')}
              nameHeader={t('Type')}
              nameOf={(name) =>
                Object.hasOwn(TYPE_NAMES, name) ? tApp(TYPE_NAMES[name as QuestionType]) : name
              }
            />
          </Part>
          {review.data.weakChapters.length > 0 && (
            <Part aria-labelledby="chapters-title">
              <h2 id="chapters-title">{t('Chapters to study next')}</h2>
              <Muted>{t('Across all your attempts, where you lost most marks first.')}</Muted>
              <WeakChapters chapters={review.data.weakChapters} />
            </Part>
          )}
          <Part aria-labelledby="time-title">
            <h2 id="time-title">{t('Time per question')}</h2>
            <TimePerQuestion questions={review.data.questions} />
          </Part>
          <Part aria-labelledby="top-title">
            <h2 id="top-title">{t('Top ten')}</h2>
            <Leaderboard rows={review.data.leaderboard} underReview={review.data.underReview} />
          </Part>
          <Part aria-labelledby="review-title">
            <h2 id="review-title">{t('Review your answers')}</h2>
            <ReviewPanel
              testId={attempt.testId}
              attemptId={attemptId}
              questions={review.data.questions}
              cache={cache}
            />
          </Part>
        </>
      )}
    </Page>
  );
}
