import type { Payment } from '@exam/shared-contracts/purchases';
import { and, eq } from 'drizzle-orm';
import { type Db, constraintName, isUniqueViolation } from '../../db/client';
import { payments, type UserRow } from '../../db/schema';
import { recordAudit } from '../operations';
import { freeExactLine } from './statements/approve-matched';
import { HttpError, isUuid } from '../../platform/http-error';
import { findPayment, PAYMENT_MESSAGES } from './payments';

/**
 * Approves or rejects a pending payment (docs/domains/purchases.md "Payment states": only pending moves). One
 * transaction holds a single conditional UPDATE (`where status = 'pending'`) and its audit record, so two
 * admins clicking at once cannot both succeed (the loser waits on the row lock, then matches no row → 409)
 * and no approval exists without its audit entry. 404 unknown, 409 not pending.
 */
export async function reviewPayment(
  db: Db,
  id: string,
  admin: UserRow,
  decision: 'approved' | 'rejected',
  reason?: string,
): Promise<Payment> {
  if (!isUuid(id)) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
  const moved = await reviewInTransaction(db, id, admin, decision, reason).catch((err: unknown) => {
    // Two claims of one UTR (a reclaim): once one is approved the other cannot be.
    if (isUniqueViolation(err) && constraintName(err) === 'payments_utr_approved')
      throw new HttpError(409, PAYMENT_MESSAGES.utrApproved);
    throw err;
  });
  if (!moved) {
    const existing = await findPayment(db, id);
    if (!existing) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
    throw new HttpError(409, `Only pending payments can be ${decision}`);
  }
  return (await findPayment(db, id))!;
}

/** The conditional UPDATE and its audit record of {@link reviewPayment}; false when the payment was not pending. */
function reviewInTransaction(
  db: Db,
  id: string,
  admin: UserRow,
  decision: 'approved' | 'rejected',
  reason?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({
        status: decision,
        reviewedAt: new Date(),
        reviewedBy: admin.id,
        rejectionReason: decision === 'rejected' ? reason?.trim() || null : null,
        // A manual approval is linked to its exact statement line too, so that line proves no other payment.
        statementLineId: decision === 'approved' ? freeExactLine : null,
      })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning();
    if (!row) return false;
    await recordAudit(tx, {
      actorId: admin.id,
      action: decision === 'approved' ? 'payment.approve' : 'payment.reject',
      entity: 'payments',
      entityId: id,
      before: { status: 'pending' },
      after: {
        status: row.status,
        rejectionReason: row.rejectionReason,
        amountPaise: row.amountPaise,
        utr: row.utr,
      },
    });
    return true;
  });
}
