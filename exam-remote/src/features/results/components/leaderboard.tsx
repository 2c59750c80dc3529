import type { LeaderboardRow } from '@exam/shared-contracts/exams';
import { Muted, TableWrap } from '../../../components/ui';
import { formatScore } from '../../../lib/format';
import { useResultsT } from '../i18n';

/**
 * The test's top ten among first attempts, names masked by the server ("Ra*** S."), and how many attempts
 * the admin has yet to review (flagged as made to move ranks): while there are any, ranks may change.
 */
export function Leaderboard({ rows, underReview = 0 }: { rows: LeaderboardRow[]; underReview?: number }) {
  const t = useResultsT();
  const review =
    underReview > 0 ? (
      <Muted role="status" data-testid="under-review">
        {t(
          '{count, plural, one {{count} attempt is under review; ranks may change.} other {{count} attempts are under review; ranks may change.}}',
          { count: underReview },
        )}
      </Muted>
    ) : null;
  if (!rows.length)
    return (
      <>
        <Muted>{t('No ranked attempts yet.')}</Muted>
        {review}
      </>
    );
  return (
    <>
      {review}
      <TableWrap>
        <table aria-label={t('Top ten')}>
          <thead>
            <tr>
              <th scope="col">{t('Rank')}</th>
              <th scope="col">{t('Candidate')}</th>
              <th scope="col">{t('Score')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.rank}-${i}`}>
                <td>{r.rank}</td>
                {/* A candidate's (masked) name is data: no page translator may change it. */}
                <td translate="no">{r.name}</td>
                <td>{formatScore(r.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}
