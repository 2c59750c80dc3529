import styled from 'styled-components';
import type { AttemptResult } from '@exam/shared-contracts/exams';
import { useIntlLocale } from '@exam/web-platform/i18n';
import { formatIndiaDateTime } from '@exam/shared-contracts/rules';
import { Part, Muted } from '../../../components/ui';
import { formatAccuracy, formatPercentile, formatScore, formatSpent } from '../../../lib/format';
import { useAppT } from '../../../lib/i18n';
import { useResultsT } from '../i18n';

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
 * they stand now" (a practice attempt says it is not ranked; one the admin took out of the ranks says so in
 * neutral words, its score standing), the number of candidates, and the counts of
 * correct, wrong, partially correct and unattempted questions with the accuracy and the time taken.
 */
export function ScoreSummary({ result }: { result: AttemptResult }) {
  const t = useResultsT();
  const tApp = useAppT();
  const locale = useIntlLocale();
  const submittedAt = formatIndiaDateTime(result.submittedAt, { locale });
  return (
    <Part aria-labelledby="score-title">
      <h2 id="score-title">{t('Your score')}</h2>
      <Stats>
        <div>
          <dt>{t('Score')}</dt>
          <dd data-testid="result-score">
            {formatScore(result.score)} / {formatScore(result.maxScore)}
          </dd>
        </div>
        {result.excluded ? (
          <div>
            <dt>{t('Rank')}</dt>
            <dd data-testid="result-rank">{t('Not ranked')}</dd>
          </div>
        ) : result.ranked ? (
          <>
            <div>
              <dt>{t('Rank')}</dt>
              <dd data-testid="result-rank">
                {t('{rank} of {candidates}', { rank: result.rank ?? '—', candidates: result.candidates })}
              </dd>
            </div>
            <div>
              <dt>{t('Percentile')}</dt>
              <dd data-testid="result-percentile">
                {result.percentile === null ? '—' : formatPercentile(result.percentile)}
              </dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t('Rank')}</dt>
            <dd>{t('Practice')}</dd>
          </div>
        )}
        <div>
          <dt>{t('Correct')}</dt>
          <dd>{result.correct}</dd>
        </div>
        <div>
          <dt>{t('Wrong')}</dt>
          <dd>{result.wrong}</dd>
        </div>
        <div>
          <dt>{t('Partially correct')}</dt>
          <dd>{result.partial}</dd>
        </div>
        <div>
          <dt>{t('Unattempted')}</dt>
          <dd>{result.unattempted}</dd>
        </div>
        <div>
          <dt>{t('Accuracy')}</dt>
          <dd>{formatAccuracy(result.accuracy)}</dd>
        </div>
        <div>
          <dt>{t('Time used')}</dt>
          <dd>{formatSpent(result.timeUsedMs, tApp)}</dd>
        </div>
        <div>
          <dt>{t('Time on questions')}</dt>
          <dd>{formatSpent(result.timeSpentMs, tApp)}</dd>
        </div>
      </Stats>
      <Muted>
        {result.excluded
          ? t('This attempt is not counted in the ranks. Your score stands.')
          : result.ranked
            ? t(
                '{count, plural, one {Rank and percentile among the first attempts of {count} candidate, as they stand now: they change as others take the test.} other {Rank and percentile among the first attempts of {count} candidates, as they stand now: they change as others take the test.}}',
                { count: result.candidates },
              )
            : t('This is a practice attempt: only your first attempt of a test is ranked.')}
      </Muted>
      <Muted>
        {result.submittedBy === 'deadline'
          ? t('Submitted {date}, when the time ran out.', { date: submittedAt })
          : t('Submitted {date}.', { date: submittedAt })}
      </Muted>
    </Part>
  );
}
