import type { LeaderboardRow } from '@exam/shared-contracts/http';
import { Muted, TableWrap } from '../../../components/ui';
import { formatScore } from '../../../lib/format';

/** The test's top ten among first attempts, names masked by the server ("Ra*** S."). */
export function Leaderboard({ rows }: { rows: LeaderboardRow[] }) {
  if (!rows.length) return <Muted>No ranked attempts yet.</Muted>;
  return (
    <TableWrap>
      <table aria-label="Top ten">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Candidate</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${r.rank}-${i}`}>
              <td>{r.rank}</td>
              <td>{r.name}</td>
              <td>{formatScore(r.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
