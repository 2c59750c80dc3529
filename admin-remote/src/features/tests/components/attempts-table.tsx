import type { ReactElement } from 'react';
import type { AdminAttempt } from '@exam/shared-contracts/http';
import { DataTable, type Column } from '@exam/shared-ui/table';
import { Badge, Button, Muted } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { STUDENT_COLUMN } from './student-column';

/** The rank, or why a submitted first attempt has none. */
function rankCell(a: AdminAttempt): ReactElement | string | number {
  if (a.rank !== null) return a.rank;
  if (a.decision === 'excluded') return <Badge $tone="danger">Excluded</Badge>;
  if (a.ranked && a.status === 'submitted' && !a.inRanks) return <Muted>Account deactivated</Muted>;
  return '-';
}

const SUBMITTED_BY: Record<NonNullable<AdminAttempt['submittedBy']>, string> = {
  student: 'Student',
  deadline: 'Time up',
};

/**
 * A test's attempts, first started first: student (name, e-mail), status, ranked or practice, score of
 * max, rank (or why it has none: excluded, account deactivated), start, submit, submitted by, tab switches,
 * full-screen exits and the leak code of its marks; "Adjust time" for an open attempt, "Exclude" or "Put
 * back" for a submitted first attempt.
 */
export function AttemptsTable({
  attempts,
  busy = false,
  onAdjust,
  onExclude,
  onPutBack,
}: {
  attempts: AdminAttempt[];
  busy?: boolean;
  onAdjust: (attempt: AdminAttempt) => void;
  onExclude: (attempt: AdminAttempt) => void;
  onPutBack: (attempt: AdminAttempt) => void;
}): ReactElement {
  const columns: Column<AdminAttempt>[] = [
    STUDENT_COLUMN,
    {
      header: 'Status',
      cell: (a) => (
        <Badge $tone={a.status === 'submitted' ? 'success' : 'warning'}>
          {a.status === 'submitted' ? 'Submitted' : 'Open'}
        </Badge>
      ),
    },
    { header: 'Counts', cell: (a) => (a.ranked ? 'Ranked' : 'Practice') },
    {
      header: 'Score',
      cell: (a) => (a.score === null ? '-' : `${a.score} / ${a.maxScore}`),
      style: { whiteSpace: 'nowrap' },
    },
    { header: 'Rank', cell: rankCell },
    { header: 'Started', cell: (a) => formatDateTime(a.startedAt), style: { whiteSpace: 'nowrap' } },
    {
      header: 'Submitted',
      cell: (a) => (a.submittedAt ? formatDateTime(a.submittedAt) : `Due ${formatDateTime(a.deadline)}`),
      style: { whiteSpace: 'nowrap' },
    },
    { header: 'By', cell: (a) => (a.submittedBy ? SUBMITTED_BY[a.submittedBy] : '-') },
    { header: 'Tab switches', cell: (a) => a.tabSwitches },
    { header: 'Full-screen exits', cell: (a) => a.fullscreenExits },
    { header: 'Leak code', cell: (a) => <code>{a.watermarkCode}</code> },
    {
      header: 'Actions',
      cell: (a) => {
        if (a.status === 'open')
          return (
            <Button
              type="button"
              $small
              onClick={() => onAdjust(a)}
              aria-label={`Adjust time of ${a.user.name}`}
            >
              Adjust time
            </Button>
          );
        if (!a.ranked) return <Muted>-</Muted>;
        const excluded = a.decision === 'excluded';
        return (
          <Button
            type="button"
            $small
            disabled={busy}
            onClick={() => (excluded ? onPutBack(a) : onExclude(a))}
            aria-label={`${excluded ? 'Put back' : 'Exclude'} ${a.user.name}'s attempt ${excluded ? 'in' : 'from'} the ranks`}
          >
            {excluded ? 'Put back' : 'Exclude'}
          </Button>
        );
      },
    },
  ];
  return <DataTable columns={columns} rows={attempts} rowKey={(a) => a.attemptId} rowTestId="attempt-row" />;
}
