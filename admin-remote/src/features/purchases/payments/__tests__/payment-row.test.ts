import type { Payment } from '@exam/shared-contracts/purchases';
import { badgeKind, paymentRow } from '../lib/payment-row';

const payment: Payment = {
  _id: 'p1',
  paymentId: 'p1',
  user: { _id: 'u1', name: 'Asha', email: 'asha@example.com' },
  book: { _id: 'b1', title: 'Optics', price: 149, priceDiscounted: 99 },
  utr: '123456789012',
  amount: 99,
  status: 'pending',
  submittedAt: '2025-01-05T10:00:00.000Z',
  reviewedAt: null,
  rejectionReason: null,
};

describe('paymentRow (docs/domains/operations.md "Payments")', () => {
  it('shows the discounted price when present and allows review of pending rows', () => {
    const row = paymentRow(payment);
    expect(row).toMatchObject({
      userName: 'Asha',
      userEmail: 'asha@example.com',
      bookTitle: 'Optics',
      bookPrice: 99,
    });
    expect(row.reviewable).toBe(true);
    expect(row.statusLabel).toBe('Pending');
  });
  it('falls back to the price without a discount', () => {
    expect(paymentRow({ ...payment, book: { ...payment.book!, priceDiscounted: null } }).bookPrice).toBe(149);
  });
  it('uses Unknown User, No email and Unknown Book', () => {
    const row = paymentRow({ ...payment, user: null, book: null });
    expect(row.userName).toBe('Unknown User');
    expect(row.userEmail).toBe('No email');
    expect(row.bookTitle).toBe('Unknown Book');
    expect(row.bookPrice).toBeNull();
    expect(paymentRow({ ...payment, user: { _id: 'u', name: '', email: null } }).userEmail).toBe('No email');
  });
  it('shows Unknown for other statuses and only pending is reviewable', () => {
    expect(badgeKind('refunded')).toBe('unknown');
    const row = paymentRow({ ...payment, status: 'weird' as Payment['status'] });
    expect(row.statusLabel).toBe('Unknown');
    expect(row.reviewable).toBe(false);
    expect(paymentRow({ ...payment, status: 'approved' }).reviewable).toBe(false);
  });
});
