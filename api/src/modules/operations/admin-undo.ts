import { ADMIN_UNDO } from '@exam/shared-contracts/constants';
import type { Payment } from '@exam/shared-contracts/purchases';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, payments, users, type UserRow } from '../../db/schema';
import { recordAudit } from './audit';
import { HttpError, isUuid } from '../../platform/http-error';
import { findPayment, PAYMENT_MESSAGES } from '../purchases';

/**
 * Undo of an admin's approval or deactivation: the toast offers Undo for 5 s, the server
 * takes it for `ADMIN_UNDO.windowMs` (15 s) after the action, measured on the database clock so the API's
 * and the database's clocks cannot disagree. Both undos are audited in the same transaction as the change.
 */

/** The refusals of an undo (409): too late, or the row moved on since. */
export const UNDO_MESSAGES = {
  approval: 'This approval can no longer be undone',
  deactivation: 'This deactivation can no longer be undone',
  userNotFound: 'User not found',
} as const;

/** `now() - windowMs` on the database clock. */
const windowStart = (windowMs: number) => sql`(now() - ${`${Math.round(windowMs)} milliseconds`}::interval)`;

/**
 * The newest audit record of one row, inside `tx` (lock the row first, so it is current); `fresh` is true
 * when it was written within `windowMs`.
 */
async function lastAudit(tx: Db, entity: 'payments' | 'users', entityId: string, windowMs: number) {
  const [row] = await tx
    .select({
      action: auditLog.action,
      actorId: auditLog.actorId,
      after: auditLog.after,
      fresh: sql<boolean>`${auditLog.createdAt} > ${windowStart(windowMs)}`,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row;
}

/**
 * Puts an approved payment back to pending: allowed only to the admin who approved it, within
 * `windowMs` of the approval, while it is still approved and nothing else happened to it since (its newest
 * audit record is that approval). The student's access goes with it (access is the approved payment, checked
 * on every reader request), its statement-line link is freed, and the audit log gets `payment.undo-approve`.
 * The approval e-mail is held back for the window (payment-mail.ts), and is built from the payment as it
 * is then, so an undone approval mails nothing. Errors: 404 unknown payment, 409 `UNDO_MESSAGES.approval`.
 */
export async function undoApproval(
  db: Db,
  id: string,
  admin: UserRow,
  windowMs: number = ADMIN_UNDO.windowMs,
): Promise<Payment> {
  if (!isUuid(id)) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
  const undone = await db.transaction(async (t) => {
    // Lock the row first: a concurrent undo (double click) waits, then finds it pending and is refused.
    const [row] = await t.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!row) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
    const last = await lastAudit(t, 'payments', id, windowMs);
    if (last?.action !== 'payment.approve' || last.actorId !== admin.id) return false;
    const [moved] = await t
      .update(payments)
      .set({ status: 'pending', reviewedAt: null, reviewedBy: null, statementLineId: null })
      .where(
        and(
          eq(payments.id, id),
          eq(payments.status, 'approved'),
          eq(payments.reviewedBy, admin.id),
          gt(payments.reviewedAt, windowStart(windowMs)),
        ),
      )
      .returning();
    if (!moved) return false;
    await recordAudit(t, {
      actorId: admin.id,
      action: 'payment.undo-approve',
      entity: 'payments',
      entityId: id,
      before: { status: 'approved', reviewedAt: row.reviewedAt, statementLineId: row.statementLineId },
      after: { status: 'pending', amountPaise: row.amountPaise, utr: row.utr },
    });
    return true;
  });
  if (!undone) throw new HttpError(409, UNDO_MESSAGES.approval);
  return (await findPayment(db, id))!;
}

/**
 * Reactivates a user an admin has just deactivated: allowed only to that admin, within `windowMs` of the
 * deactivation, while the user is still inactive and nothing else happened to the account since (its newest
 * audit record is that deactivation). Audited as `user.undo-deactivate`. The sessions the deactivation
 * ended stay ended (the user signs in again), as after any status change. Errors: 404 unknown user,
 * 409 `UNDO_MESSAGES.deactivation`.
 */
export async function undoDeactivation(
  db: Db,
  id: string,
  admin: UserRow,
  windowMs: number = ADMIN_UNDO.windowMs,
): Promise<UserRow> {
  if (!isUuid(id)) throw new HttpError(404, UNDO_MESSAGES.userNotFound);
  const row = await db.transaction(async (t) => {
    const [target] = await t.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw new HttpError(404, UNDO_MESSAGES.userNotFound);
    if (target.isActive) return null;
    const last = await lastAudit(t, 'users', id, windowMs);
    const deactivation =
      last?.action === 'user.status' &&
      last.actorId === admin.id &&
      last.fresh &&
      (last.after as { isActive?: unknown } | null)?.isActive === false;
    if (!deactivation) return null;
    const [updated] = await t.update(users).set({ isActive: true }).where(eq(users.id, id)).returning();
    await recordAudit(t, {
      actorId: admin.id,
      action: 'user.undo-deactivate',
      entity: 'users',
      entityId: id,
      before: { isActive: false },
      after: { isActive: true },
    });
    return updated;
  });
  if (!row) throw new HttpError(409, UNDO_MESSAGES.deactivation);
  return row;
}
