import type { Payment } from '@exam/shared-contracts/purchases';
import { formatDateTime } from '../../../../lib/format';

/**
 * The lines shown under a UTR that other payments carry too (admin list, `utrHistory`): who claimed it,
 * how that ended and when, oldest first. A statement match never approves a UTR another student claimed,
 * so these rows wait for the admin, who decides with this in view. Empty for a UTR used once.
 */
export function utrHistoryLines(payment: Pick<Payment, 'utrHistory'>): string[] {
  return (payment.utrHistory ?? []).map((h) => {
    const who = h.user ? (h.user.email ?? h.user.name) : 'a deleted account';
    const how = h.status === 'rejected' && h.rejectionReason ? `rejected (${h.rejectionReason})` : h.status;
    return `${h.reclaim ? 'Claimed again' : 'Also'} by ${who}: ${how}, ${formatDateTime(h.submittedAt)}`;
  });
}
