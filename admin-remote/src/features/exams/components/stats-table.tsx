import type { ReactElement } from 'react';
import type { AdminQuestion, QuestionStats } from '@exam/shared-contracts/exams';
import { displayAnswer, type OptionLabels } from '@exam/shared-contracts/rules';
import { DataTable, type Column } from '@exam/shared-ui/table';
import { Badge, Button, Muted } from '../../../components/ui';
import { formatSeconds, keyDoubt } from '../lib/stats-view';
import { TYPE_LABELS } from '../lib/region-colours';
import { DROP_LABELS } from './question-fields';

/**
 * Per-question statistics of the submitted attempts: key (as the paper names options), % attempted,
 * % correct, the most chosen wrong answer and how many chose it, average time, and "Check the key" with its
 * reason where the wrong answers agree on one answer more often than on the key (`keyDoubt`); "Correct key"
 * opens the key correction for that question.
 */
export function StatsTable({
  stats,
  questions,
  onCorrect,
}: {
  stats: QuestionStats[];
  questions: AdminQuestion[];
  onCorrect: (row: QuestionStats) => void;
}): ReactElement {
  const labels = new Map<number, OptionLabels>(questions.map((q) => [q.number, q.optionLabels]));
  const show = (row: QuestionStats, answer: string | null) =>
    displayAnswer(row.type, answer, labels.get(row.number) ?? 'numbers');
  // An option as the paper prints it, "(2)" or "(B)"; a numerical answer as it is.
  const shown = (row: QuestionStats, answer: string | null) =>
    row.type === 'numerical' ? show(row, answer) : `(${show(row, answer)})`;
  const columns: Column<QuestionStats>[] = [
    { header: 'Q', cell: (r) => r.number, style: { fontWeight: 700 } },
    { header: 'Section', cell: (r) => <Muted>{r.section}</Muted> },
    { header: 'Type', cell: (r) => TYPE_LABELS[r.type] },
    {
      header: 'Key',
      cell: (r) => (r.dropped ? <Badge $tone="neutral">{DROP_LABELS[r.dropped]}</Badge> : show(r, r.answer)),
    },
    { header: 'Attempted', cell: (r) => `${r.attempted}%` },
    { header: 'Correct', cell: (r) => `${r.correct}%` },
    {
      header: 'Most chosen wrong',
      cell: (r) => (r.topWrong ? `${show(r, r.topWrong.answer)} (${r.topWrong.count})` : '-'),
    },
    { header: 'Avg time', cell: (r) => formatSeconds(r.averageTimeMs), style: { whiteSpace: 'nowrap' } },
    {
      header: 'Check',
      cell: (r) => {
        const doubt = keyDoubt(r, (answer) => shown(r, answer));
        return doubt ? (
          <span>
            <Badge $tone="warning">Check the key</Badge> <Muted>{doubt}</Muted>
          </span>
        ) : (
          <Muted>-</Muted>
        );
      },
    },
    {
      header: 'Actions',
      cell: (r) => (
        <Button
          type="button"
          $size="small"
          onClick={() => onCorrect(r)}
          aria-label={`Correct key of question ${r.number}`}
        >
          Correct key
        </Button>
      ),
    },
  ];
  return <DataTable columns={columns} rows={stats} rowKey={(r) => String(r.number)} rowTestId="stats-row" />;
}
