import type { ReactElement } from 'react';
import type { AdminAttempt } from '@exam/shared-contracts/http';
import { DataTable, type Column } from '@exam/shared-ui/table';
import { Badge, Button, Muted } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';

const SUBMITTED_BY: Record<NonNullable<AdminAttempt['submittedBy']>, string> = {
  student: 'Student',
  deadline: 'Time up',
};

/**
 * A test's attempts, first started first: student (name, e-mail), status, ranked or practice, score of
 * max, rank, start, submit, submitted by, tab switches, full-screen exits and the leak code of its marks;
 * "Adjust time" for an open attempt.
 */
export function AttemptsTable({
  attempts,
  onAdjust,
}: {
  attempts: AdminAttempt[];
  onAdjust: (attempt: AdminAttempt) => void;
}): ReactElement {
  const columns: Column<AdminAttempt>[] = [
    {
      header: 'Student',
      cell: (a) => (
        <>
          <div style={{ fontWeight: 600 }}>{a.user.name}</div>
          <Muted>{a.user.email ?? 'No email'}</Muted>
        </>
      ),
    },
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
    { header: 'Rank', cell: (a) => a.rank ?? '-' },
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
      cell: (a) =>
        a.status === 'open' ? (
          <Button
            type="button"
            $small
            onClick={() => onAdjust(a)}
            aria-label={`Adjust time of ${a.user.name}`}
          >
            Adjust time
          </Button>
        ) : (
          <Muted>-</Muted>
        ),
    },
  ];
  return <DataTable columns={columns} rows={attempts} rowKey={(a) => a.attemptId} rowTestId="attempt-row" />;
}
