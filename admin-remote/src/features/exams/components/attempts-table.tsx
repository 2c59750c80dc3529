import type { ReactElement } from 'react';
import type { AdminAttempt } from '@exam/shared-contracts/exams';
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
 * A test's attempts, first started first: student (name, e-mail); the attempt (submitted or open, ranked or
 * practice); score of max; rank (or why it has none: excluded, account deactivated); its times (started,
 * then submitted and by whom, or due); how often the student left the screen (tab switches, full-screen
 * exits); the leak code of its marks; "Adjust time" for an open attempt, "Exclude" or "Put back" for a
 * submitted first attempt.
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
  // Eight columns, each pair of related facts in one cell, so the table fits a 1280-px laptop beside the
  // dashboard's menu with no column cut (twelve single-fact columns did not).
  const columns: Column<AdminAttempt>[] = [
    STUDENT_COLUMN,
    {
      header: 'Attempt',
      cell: (a) => (
        <>
          <Badge $tone={a.status === 'submitted' ? 'success' : 'warning'}>
            {a.status === 'submitted' ? 'Submitted' : 'Open'}
          </Badge>
          <Muted>{a.ranked ? 'Ranked' : 'Practice'}</Muted>
        </>
      ),
    },
    {
      header: 'Score',
      cell: (a) => (a.score === null ? '-' : `${a.score} / ${a.maxScore}`),
      style: { whiteSpace: 'nowrap' },
    },
    { header: 'Rank', cell: rankCell },
    {
      header: 'Time',
      cell: (a) => (
        <>
          <div>Started {formatDateTime(a.startedAt)}</div>
          <Muted>
            {a.submittedAt
              ? `Submitted ${formatDateTime(a.submittedAt)}${a.submittedBy ? ` · ${SUBMITTED_BY[a.submittedBy]}` : ''}`
              : `Due ${formatDateTime(a.deadline)}`}
          </Muted>
        </>
      ),
    },
    {
      header: 'Left the screen',
      cell: (a) => (
        <>
          <div>Tab switches: {a.tabSwitches}</div>
          <Muted>Full-screen exits: {a.fullscreenExits}</Muted>
        </>
      ),
    },
    { header: 'Leak code', cell: (a) => <code>{a.watermarkCode}</code> },
    {
      header: 'Actions',
      cell: (a) => {
        if (a.status === 'open')
          return (
            <Button
              type="button"
              $size="small"
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
            $size="small"
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
