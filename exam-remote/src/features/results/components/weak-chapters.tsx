import type { WeakChapter } from '@exam/shared-contracts/exams';
import { NamedRowsTable } from '../../../components/named-rows-table';
import { formatScore } from '../../../lib/format';
import { useResultsT } from '../i18n';

/**
 * The chapters to study next: the student's chapters ranked by the marks lost in them across all their
 * submitted attempts (full marks − marks scored over the questions tagged with each), with how many
 * questions and attempts that covers. Cards under 480 px.
 */
export function WeakChapters({ chapters }: { chapters: WeakChapter[] }) {
  const t = useResultsT();
  return (
    <NamedRowsTable
      label={t('Chapters by marks lost')}
      stackBelow={480}
      nameHeader={t('Chapter')}
      columns={[t('Marks lost'), t('Questions'), t('Attempts')]}
      rows={chapters.map((c) => ({
        key: c.name,
        name: c.name,
        cells: [`${formatScore(c.marksLost)} / ${formatScore(c.maxScore)}`, c.questions, c.attempts],
      }))}
    />
  );
}
