import type { ReactElement } from 'react';
import type { AdminAttempt } from '@exam/shared-contracts/exams';
import { DataTable, type Column } from '@exam/shared-ui/table';
import { Badge, Button, Muted, Row } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { STUDENT_COLUMN } from './student-column';

/** The attempts the ranks review shows: flagged ones and those the admin excluded. */
export const underReviewRows = (attempts: AdminAttempt[]): AdminAttempt[] =>
  attempts.filter((a) => a.flags.length > 0 || a.decision === 'excluded');

/** The decision of an attempt in words, with its badge tone. */
export function DecisionBadge({ attempt }: { attempt: AdminAttempt }): ReactElement {
  if (attempt.decision === 'excluded') return <Badge $tone="danger">Excluded</Badge>;
  if (attempt.decision === 'kept') return <Badge $tone="success">Kept</Badge>;
  return <Badge $tone="warning">Under review</Badge>;
}

/**
 * Attempts that look made to move ranks, with the reasons the server gave (a burst of near-empty or
 * all-wrong attempts, one browser or one address for many accounts), and the admin's decision: Exclude
 * (asks a reason), Put back (an excluded one) or Keep (a flagged one stays counted and leaves the review).
 * A flag excludes nothing by itself; students see how many are under review on the leaderboard.
 */
export function FlaggedAttempts({
  attempts,
  busy,
  onExclude,
  onPutBack,
}: {
  attempts: AdminAttempt[];
  busy: boolean;
  onExclude: (attempt: AdminAttempt) => void;
  onPutBack: (attempt: AdminAttempt) => void;
}): ReactElement {
  const columns: Column<AdminAttempt>[] = [
    STUDENT_COLUMN,
    {
      header: 'Score',
      cell: (a) => (a.score === null ? '-' : `${a.score} / ${a.maxScore}`),
      style: { whiteSpace: 'nowrap' },
    },
    {
      header: 'Submitted',
      cell: (a) => (a.submittedAt ? formatDateTime(a.submittedAt) : '-'),
      style: { whiteSpace: 'nowrap' },
    },
    {
      header: 'Why',
      cell: (a) =>
        a.flags.length ? (
          <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="flag-reasons">
            {a.flags.map((f) => (
              <li key={f.kind}>{f.reason}</li>
            ))}
          </ul>
        ) : (
          <Muted>Not flagged</Muted>
        ),
    },
    {
      header: 'Decision',
      cell: (a) => (
        <>
          <DecisionBadge attempt={a} />
          {a.decisionReason && <Muted style={{ overflowWrap: 'anywhere' }}>{a.decisionReason}</Muted>}
          {!a.inRanks && a.decision !== 'excluded' && <Muted>Account deactivated: not ranked</Muted>}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (a) => (
        <Row>
          {a.decision !== 'excluded' && (
            <Button
              type="button"
              $size="small"
              $variant="danger"
              disabled={busy}
              onClick={() => onExclude(a)}
              aria-label={`Exclude ${a.user.name}'s attempt from the ranks`}
            >
              Exclude
            </Button>
          )}
          {a.decision !== 'kept' && (
            <Button
              type="button"
              $size="small"
              disabled={busy}
              onClick={() => onPutBack(a)}
              aria-label={`${a.decision === 'excluded' ? 'Put back' : 'Keep'} ${a.user.name}'s attempt in the ranks`}
            >
              {a.decision === 'excluded' ? 'Put back' : 'Keep'}
            </Button>
          )}
        </Row>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={underReviewRows(attempts)}
      rowKey={(a) => a.attemptId}
      rowTestId="flagged-row"
    />
  );
}
