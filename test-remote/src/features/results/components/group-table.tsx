import type { ScoreGroup } from '@exam/shared-contracts/http';
import { TableWrap } from '../../../components/ui';
import { formatAccuracy, formatScore, formatSpent } from '../../../lib/format';
import { useAppT } from '../../../lib/i18n';
import { useResultsT } from '../i18n';

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
  const t = useResultsT();
  const tApp = useAppT();
  return (
    <TableWrap>
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col">{t('Score')}</th>
            <th scope="col">{t('Correct')}</th>
            <th scope="col">{t('Wrong')}</th>
            <th scope="col">{t('Partial')}</th>
            <th scope="col">{t('Unattempted')}</th>
            <th scope="col">{t('Accuracy')}</th>
            <th scope="col">{t('Time')}</th>
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
              <td>{formatSpent(g.timeSpentMs, tApp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
