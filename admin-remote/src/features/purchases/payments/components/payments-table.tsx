import type { ReactElement } from 'react';
import type { Payment } from '@exam/shared-contracts/purchases';
import { formatRupees } from '@exam/shared-contracts/rules';
import { Badge, Button, Muted, Row, type BadgeTone } from '../../../../components/ui';
import { DataTable, type Column } from '@exam/shared-ui/table';
import { formatDateTime } from '../../../../lib/format';
import { matchView } from '../lib/match-view';
import { utrHistoryLines } from '../lib/utr-history';
import { paymentRow, type BadgeKind, type PaymentRowView } from '../lib/payment-row';

const TONE: Record<BadgeKind, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  unknown: 'neutral',
};

/** A payment with its display values. */
interface PaymentView {
  payment: Payment;
  row: PaymentRowView;
}

/** Which row is busy with which action, so only that row's button reads Approving... or Rejecting... */
export type RowBusy = { id: string; action: 'approve' | 'reject' } | null;

/**
 * The Recent Payments table (docs/domains/operations.md "Payments"): User, Book, UTR Number, Status, Match
 * (against the bank statements), Date, Actions. Approve and
 * Reject appear only on pending rows (docs/domains/operations.md "Rules and limits").
 */
export function PaymentsTable({
  payments,
  busy,
  onApprove,
  onReject,
  stale = false,
  selectedId,
  onSelect,
}: {
  payments: Payment[];
  busy: RowBusy;
  /** True while a newer page, filter or search is being fetched (the rows are dimmed). */
  stale?: boolean;
  onApprove: (id: string) => void;
  onReject: (id: string, utr: string) => void;
  /** The row the keyboard acts on (j/k move, a approves, r rejects). */
  selectedId?: string | null;
  onSelect?: (id: string) => void;
}): ReactElement {
  const columns: Column<PaymentView>[] = [
    {
      header: 'User',
      cell: ({ row }) => (
        <>
          <div style={{ fontWeight: 600 }}>{row.userName}</div>
          <Muted>{row.userEmail}</Muted>
        </>
      ),
    },
    {
      header: 'Book',
      cell: ({ row }) => (
        <>
          <div style={{ fontWeight: 600 }}>{row.bookTitle}</div>
          {row.bookPrice !== null && <Muted>{formatRupees(row.bookPrice)}</Muted>}
        </>
      ),
    },
    {
      header: 'UTR Number',
      cell: ({ payment, row }) => (
        <>
          <span style={{ fontFamily: 'ui-monospace, monospace' }}>{row.utr}</span>
          {utrHistoryLines(payment).map((line) => (
            <Muted key={line} data-testid="utr-history">
              {line}
            </Muted>
          ))}
        </>
      ),
    },
    { header: 'Status', cell: ({ row }) => <Badge $tone={TONE[row.status]}>{row.statusLabel}</Badge> },
    {
      header: 'Match',
      cell: ({ payment }) => {
        const m = matchView(payment);
        return (
          <>
            <Badge $tone={m.tone}>{m.label}</Badge>
            {m.detail && <Muted>{m.detail}</Muted>}
          </>
        );
      },
    },
    { header: 'Date', cell: ({ row }) => formatDateTime(row.submittedAt), style: { whiteSpace: 'nowrap' } },
    {
      header: 'Actions',
      cell: ({ payment, row }) => {
        if (!row.reviewable) {
          return <Muted>{payment.rejectionReason ? `Reason: ${payment.rejectionReason}` : '-'}</Muted>;
        }
        const mine = busy?.id === row.id ? busy.action : null;
        return (
          <Row>
            <Button
              type="button"
              $size="small"
              $variant="success"
              disabled={busy !== null}
              onClick={() => onApprove(row.id)}
            >
              {mine === 'approve' ? 'Approving...' : 'Approve'}
            </Button>
            <Button
              type="button"
              $size="small"
              $variant="danger"
              disabled={busy !== null}
              onClick={() => onReject(row.id, row.utr)}
            >
              {mine === 'reject' ? 'Rejecting...' : 'Reject'}
            </Button>
          </Row>
        );
      },
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={payments.map((payment) => ({ payment, row: paymentRow(payment) }))}
      rowKey={({ row }) => row.id}
      rowTestId="payment-row"
      stale={stale}
      selectedKey={selectedId}
      onRowClick={onSelect ? ({ row }) => onSelect(row.id) : undefined}
    />
  );
}
