import type { ReactElement } from 'react';
import type { Payment } from '@exam/shared-contracts/http';
import { Badge, Button, Muted, Row, Table, TableWrap, type BadgeTone } from '../../../components/ui';
import { formatDate, formatRupees } from '../../../lib/format';
import { paymentRow, type BadgeKind } from '../lib/payment-row';

const TONE: Record<BadgeKind, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  unknown: 'neutral',
};

/** Which row is busy with which action, so only that row's button reads Approving... or Rejecting... */
export type RowBusy = { id: string; action: 'approve' | 'reject' } | null;

/**
 * The Recent Payments table (SPEC 2 "Payments"): User, Book, UTR Number, Status, Date, Actions. Approve and
 * Reject appear only on pending rows (SPEC 4).
 */
export function PaymentsTable({
  payments,
  busy,
  onApprove,
  onReject,
}: {
  payments: Payment[];
  busy: RowBusy;
  onApprove: (id: string) => void;
  onReject: (id: string, utr: string) => void;
}): ReactElement {
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            <th>User</th>
            <th>Book</th>
            <th>UTR Number</th>
            <th>Status</th>
            <th>Date</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => {
            const row = paymentRow(payment);
            const mine = busy?.id === row.id ? busy.action : null;
            return (
              <tr key={row.id} data-testid="payment-row">
                <td>
                  <div style={{ fontWeight: 600 }}>{row.userName}</div>
                  <Muted>{row.userEmail}</Muted>
                </td>
                <td>
                  <div style={{ fontWeight: 600 }}>{row.bookTitle}</div>
                  {row.bookPrice !== null && <Muted>{formatRupees(row.bookPrice)}</Muted>}
                </td>
                <td style={{ fontFamily: 'ui-monospace, monospace' }}>{row.utr}</td>
                <td>
                  <Badge $tone={TONE[row.status]}>{row.statusLabel}</Badge>
                </td>
                <td>{formatDate(row.submittedAt)}</td>
                <td>
                  {row.reviewable ? (
                    <Row>
                      <Button
                        type="button"
                        $small
                        $variant="success"
                        disabled={busy !== null}
                        onClick={() => onApprove(row.id)}
                      >
                        {mine === 'approve' ? 'Approving...' : 'Approve'}
                      </Button>
                      <Button
                        type="button"
                        $small
                        $variant="danger"
                        disabled={busy !== null}
                        onClick={() => onReject(row.id, row.utr)}
                      >
                        {mine === 'reject' ? 'Rejecting...' : 'Reject'}
                      </Button>
                    </Row>
                  ) : (
                    <Muted>{payment.rejectionReason ? `Reason: ${payment.rejectionReason}` : '-'}</Muted>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}
