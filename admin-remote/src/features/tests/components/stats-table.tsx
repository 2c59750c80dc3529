import type { ReactElement } from 'react';
import type { AdminQuestion, QuestionStats } from '@exam/shared-contracts/http';
import { displayAnswer, type OptionLabels } from '@exam/shared-contracts/rules';
import { DataTable, type Column } from '@exam/shared-ui/table';
import { Badge, Button, Muted } from '../../../components/ui';
import { formatSeconds, keyLooksWrong } from '../lib/stats-view';
import { TYPE_LABELS } from '../lib/region-colours';
import { DROP_LABELS } from './question-fields';

/**
 * Per-question statistics of the submitted attempts: key (as the paper names options), % attempted,
 * % correct, the most chosen wrong answer and how many chose it, average time, and "Check the key" where
 * most wrong answers agree (`keyLooksWrong`); "Correct key" opens the key correction for that question.
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
      cell: (r) => (keyLooksWrong(r) ? <Badge $tone="warning">Check the key</Badge> : <Muted>-</Muted>),
    },
    {
      header: 'Actions',
      cell: (r) => (
        <Button
          type="button"
          $small
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
