import { Link } from '@exam/web-platform/router';
import { useDataLang } from '@exam/web-platform/i18n';
import type { TestListItem } from '@exam/shared-contracts/exams';
import { Actions, Part, Muted } from '../../../components/ui';
import { formatMinutes, formatScore } from '../../../lib/format';
import { useAppT } from '../../../lib/i18n';
import { useTestsT } from '../i18n';
import { Button } from '@exam/shared-ui/button';

/**
 * One test of a series' list, with where the student stands: not started; in progress with the time its
 * open attempt has left (whole minutes, from `now` in ms since the epoch); submitted with the latest
 * score, whose result "View result" opens. "Open test" goes to the instructions in every state (start,
 * resume or practise again).
 */
export function SeriesTestCard({ test, now }: { test: TestListItem; now: number }) {
  const t = useTestsT();
  const tApp = useAppT();
  const dataLang = useDataLang();
  const { mine } = test;
  const leftSeconds = mine.deadline ? Math.max(0, (Date.parse(mine.deadline) - now) / 1000) : 0;
  const standing =
    mine.state === 'in_progress'
      ? t('In progress: {time} left', { time: formatMinutes(Math.ceil(leftSeconds / 60) * 60, tApp) })
      : mine.state === 'submitted'
        ? t('Submitted: {score} out of {marks}', {
            score: formatScore(mine.score ?? 0),
            marks: formatScore(test.maxScore),
          })
        : t('Not started');
  return (
    <Part aria-labelledby={`test-${test.id}`}>
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
      <p data-testid="test-standing">
        <strong>{standing}</strong>
      </p>
      <Actions>
        {mine.state === 'submitted' && mine.attemptId && (
          <Button
            $variant="primary"
            $size="touch"
            as={Link}
            to={`/test/${test.id}/attempt/${mine.attemptId}/result`}
          >
            {t('View result')}
          </Button>
        )}
        {mine.state === 'submitted' ? (
          <Button $variant="secondary" $size="touch" as={Link} to={`/test/${test.id}`}>
            {t('Open test')}
          </Button>
        ) : (
          <Button $variant="primary" $size="touch" as={Link} to={`/test/${test.id}`}>
            {t('Open test')}
          </Button>
        )}
      </Actions>
    </Part>
  );
}
