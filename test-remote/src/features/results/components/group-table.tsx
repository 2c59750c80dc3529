import type { ScoreGroup } from '@exam/shared-contracts/http';
import { TableWrap } from '../../../components/ui';
import { formatAccuracy, formatScore, formatSpent } from '../../../lib/format';

/**
 * Scores by group (a section, a question type or a chapter): score out of the maximum, correct, wrong,
 * partial, unattempted, accuracy and time.
 */
export function GroupTable({
  groups,
  label,
  nameHeader,
  nameOf = (name) => name,
}: {
  groups: ScoreGroup[];
  label: string;
  nameHeader: string;
  /** The group's name on screen (a question type's key → "Single correct"). */
  nameOf?: (name: string) => string;
}) {
  return (
    <TableWrap>
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col">Score</th>
            <th scope="col">Correct</th>
            <th scope="col">Wrong</th>
            <th scope="col">Partial</th>
            <th scope="col">Unattempted</th>
            <th scope="col">Accuracy</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.name}>
              <th scope="row">{nameOf(g.name)}</th>
              <td>
                {formatScore(g.score)} / {formatScore(g.maxScore)}
              </td>
              <td>{g.correct}</td>
              <td>{g.wrong}</td>
              <td>{g.partial}</td>
              <td>{g.unattempted}</td>
              <td>{formatAccuracy(g.accuracy)}</td>
              <td>{formatSpent(g.timeSpentMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
