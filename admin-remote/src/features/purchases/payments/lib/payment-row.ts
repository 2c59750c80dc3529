import type { Payment } from '@exam/shared-contracts/purchases';

/** The status badge kinds of docs/domains/purchases.md "Payment states": pending, approved, rejected;
 * anything else shows Unknown. */
export type BadgeKind = 'pending' | 'approved' | 'rejected' | 'unknown';

/** One table row as displayed (docs/domains/operations.md "Payments"), with the fallbacks applied. */
export interface PaymentRowView {
  id: string;
  userName: string;
  userEmail: string;
  bookTitle: string;
  /** Discounted price if present, else price (rupees); null when the book is gone. */
  bookPrice: number | null;
  utr: string;
  status: BadgeKind;
  statusLabel: string;
  submittedAt: string;
  /** Only pending payments can be approved or rejected (docs/domains/operations.md "Rules and limits"). */
  reviewable: boolean;
}

const LABELS: Record<BadgeKind, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  unknown: 'Unknown',
};

/** The badge kind of any status value; unknown values map to `unknown`
 * (docs/domains/operations.md "Rules and limits"). */
export function badgeKind(status: unknown): BadgeKind {
  return status === 'pending' || status === 'approved' || status === 'rejected' ? status : 'unknown';
}

/**
 * A payment as a row: fallbacks Unknown User, No email, Unknown Book (docs/domains/operations.md "Payments");
 * price = discounted if present, else price. Tolerates partial rows (older servers, deleted users or books).
 */
export function paymentRow(payment: Partial<Payment> & { _id?: string; paymentId?: string }): PaymentRowView {
  const book = payment.book ?? null;
  const discounted = book?.priceDiscounted;
  const status = badgeKind(payment.status);
  return {
    id: payment._id ?? payment.paymentId ?? '',
    userName: payment.user?.name || 'Unknown User',
    userEmail: payment.user?.email || 'No email',
    bookTitle: book?.title || 'Unknown Book',
    bookPrice: book ? (typeof discounted === 'number' ? discounted : book.price) : null,
    utr: payment.utr || '-',
    status,
    statusLabel: LABELS[status],
    submittedAt: payment.submittedAt ?? '',
    reviewable: status === 'pending',
  };
}
