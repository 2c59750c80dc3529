import type { ScoreGroup } from '@exam/shared-contracts/exams';
import { NamedRowsTable } from '../../../components/named-rows-table';
import { formatAccuracy, formatScore, formatSpent } from '../../../lib/format';
import { useAppT } from '../../../lib/i18n';
import { useResultsT } from '../i18n';

/** The width (CSS px) the table's eight columns need; under it each group is a card. */
const GROUP_TABLE_WIDTH = 900;

/**
 * Scores by group (a section, a question type or a chapter): score out of the maximum, correct, wrong,
 * partial, unattempted, accuracy and time. Under 900 px of width each group is a card, so no column is
 * cut on a phone or a tablet.
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
  const columns = [
    t('Score'),
    t('Correct'),
    t('Wrong'),
    t('Partial'),
    t('Unattempted'),
    t('Accuracy'),
    t('Time'),
  ];
  return (
    <NamedRowsTable
      label={label}
      stackBelow={GROUP_TABLE_WIDTH}
      nameHeader={nameHeader}
      columns={columns}
      rows={groups.map((g) => ({
        key: g.name,
        name: nameOf(g.name),
        cells: [
          `${formatScore(g.score)} / ${formatScore(g.maxScore)}`,
          g.correct,
          g.wrong,
          g.partial,
          g.unattempted,
          formatAccuracy(g.accuracy),
          formatSpent(g.timeSpentMs, tApp),
        ],
      }))}
    />
  );
}
