import type { LeaderboardRow } from '@exam/shared-contracts/http';
import { Muted, TableWrap } from '../../../components/ui';
import { formatScore } from '../../../lib/format';
import { useResultsT } from '../i18n';

/** The test's top ten among first attempts, names masked by the server ("Ra*** S."). */
export function Leaderboard({ rows }: { rows: LeaderboardRow[] }) {
  const t = useResultsT();
  if (!rows.length) return <Muted>{t('No ranked attempts yet.')}</Muted>;
  return (
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
  );
}
