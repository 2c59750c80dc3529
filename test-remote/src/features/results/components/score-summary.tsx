import styled from 'styled-components';
import type { AttemptResult } from '@exam/shared-contracts/http';
import { formatIndiaDateTime } from '@exam/shared-contracts/rules';
import { Card, Muted } from '../../../components/ui';
import { formatAccuracy, formatPercentile, formatScore, formatSpent } from '../../../lib/format';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
  margin: 0 0 12px;
  div {
    padding: 10px 12px;
    border-radius: 8px;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  dt {
    font-size: 0.8rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 2px 0 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

/**
 * The headline of a result: score out of the maximum, rank and NTA percentile among first attempts "as
 * they stand now" (a practice attempt says it is not ranked), the number of candidates, and the counts of
 * correct, wrong, partially correct and unattempted questions with the accuracy and the time taken.
 */
export function ScoreSummary({ result }: { result: AttemptResult }) {
  return (
    <Card aria-labelledby="score-title">
      <h2 id="score-title">Your score</h2>
      <Stats>
        <div>
          <dt>Score</dt>
          <dd data-testid="result-score">
            {formatScore(result.score)} / {formatScore(result.maxScore)}
          </dd>
        </div>
        {result.ranked ? (
          <>
            <div>
              <dt>Rank</dt>
              <dd data-testid="result-rank">
                {result.rank ?? '—'} of {result.candidates}
              </dd>
            </div>
            <div>
              <dt>Percentile</dt>
              <dd data-testid="result-percentile">
                {result.percentile === null ? '—' : formatPercentile(result.percentile)}
              </dd>
            </div>
          </>
        ) : (
          <div>
            <dt>Rank</dt>
            <dd>Practice</dd>
          </div>
        )}
        <div>
          <dt>Correct</dt>
          <dd>{result.correct}</dd>
        </div>
        <div>
          <dt>Wrong</dt>
          <dd>{result.wrong}</dd>
        </div>
        <div>
          <dt>Partially correct</dt>
          <dd>{result.partial}</dd>
        </div>
        <div>
          <dt>Unattempted</dt>
          <dd>{result.unattempted}</dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd>{formatAccuracy(result.accuracy)}</dd>
        </div>
        <div>
          <dt>Time taken</dt>
          <dd>{formatSpent(result.timeSpentMs)}</dd>
        </div>
      </Stats>
      <Muted>
        {result.ranked
          ? `Rank and percentile among the first attempts of ${result.candidates} ${result.candidates === 1 ? 'candidate' : 'candidates'}, as they stand now: they change as others take the test.`
          : 'This is a practice attempt: only your first attempt of a test is ranked.'}
      </Muted>
      <Muted>
        Submitted {formatIndiaDateTime(result.submittedAt)}
        {result.submittedBy === 'deadline' ? ', when the time ran out' : ''}.
      </Muted>
    </Card>
  );
}
