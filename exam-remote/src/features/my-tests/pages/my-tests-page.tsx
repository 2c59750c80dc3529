import { Link } from '@exam/web-platform/router';
import { useDataLang, useIntlLocale } from '@exam/web-platform/i18n';
import { formatIndiaDateTime } from '@exam/shared-contracts/rules';
import { EmptyState } from '@exam/shared-ui/state-block';
import { Actions, Muted, Page } from '../../../components/ui';
import { RichText } from '@exam/shared-ui/rich-text';
import { useGetMyAttemptsQuery } from '../api/my-attempts-api';
import { NamedRowsTable } from '../../../components/named-rows-table';
import { useMyTestsT } from '../i18n';
import { rowAction, scoreText, standingText } from '../lib/attempt-row';
import { ListStates } from '../../../components/list-states';
import { Button } from '@exam/shared-ui/button';

export { myTestsMessagesReady as messagesReady } from '../i18n';

/**
 * `/my-tests` ("My tests"): every attempt of the student, newest first, with the test's title, score, rank
 * and percentile as they stand now (or "Practice" for a re-attempt), when it was started and submitted
 * (IST), and Resume for an open attempt or Result for a finished one. Empty state links to the test series.
 * Bookmarked questions leads to the questions kept from reviews.
 */
export function MyTestsPage() {
  const query = useGetMyAttemptsQuery(undefined, { refetchOnMountOrArgChange: true });
  const t = useMyTestsT();
  const dataLang = useDataLang();
  const locale = useIntlLocale();
  const now = Date.now();
  return (
    <Page>
      <h1>{t('My tests')}</h1>
      <Muted>{t('Your online test attempts. Only the first attempt of each test is ranked.')}</Muted>
      <Actions>
        <Button $variant="secondary" $size="touch" as={Link} to="/my-tests/bookmarks">
          {t('Bookmarked questions')}
        </Button>
      </Actions>
      <ListStates
        query={query}
        texts={{
          error: t('Your tests could not be loaded.'),
          loading: t('Loading your tests...'),
          retry: t('Retry'),
        }}
        empty={
          <EmptyState title={t('No tests taken yet')}>
            <RichText
              text={t('Buy a test series and choose Take Test on its card. <0>Browse test series</0>')}
              parts={[(text) => <Link to="/tests">{text}</Link>]}
            />
          </EmptyState>
        }
      >
        {(attempts) => (
          // Six columns need about 1,040 px: under that (a phone, a tablet) each attempt is a card.
          <NamedRowsTable
            label={t('My tests')}
            stackBelow={1040}
            nameHeader={t('Test')}
            columns={[t('Score'), t('Standing'), t('Started'), t('Submitted')]}
            actionHeader={t('Action')}
            rows={attempts.map((attempt) => {
              const action = rowAction(attempt, now);
              const startedAt = formatIndiaDateTime(attempt.startedAt, { locale });
              return {
                key: attempt.attemptId,
                name: attempt.testTitle,
                lang: dataLang,
                cells: [
                  scoreText(attempt, t),
                  standingText(attempt, t),
                  startedAt,
                  attempt.submittedAt ? formatIndiaDateTime(attempt.submittedAt, { locale }) : '—',
                ],
                action: (
                  <Button
                    $variant="secondary"
                    $size="touch"
                    as={Link}
                    to={action.to}
                    aria-label={t('{action}: {title}, started {date}', {
                      action: t(action.label),
                      title: attempt.testTitle,
                      date: startedAt,
                    })}
                  >
                    {t(action.label)}
                  </Button>
                ),
              };
            })}
          />
        )}
      </ListStates>
    </Page>
  );
}
