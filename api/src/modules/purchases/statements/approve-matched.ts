import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments, type UserRow } from '../../../db/schema';
import { recordAudit } from '../../operations';
import { P } from './match-sql';

/**
 * SQL: an exact credit line (same UTR, same amount) for the payment row being updated that no other payment
 * has been approved with, or null.
 */
export const freeExactLine = sql`(select l.id from statement_lines l
  where l.reference = ${P.utr} and l.amount_paise = ${P.amountPaise}
    and not exists (select 1 from payments q where q.statement_line_id = l.id)
  order by l.created_at, l.id limit 1)`;

/**
 * SQL: true when another student has claimed the payment row's UTR: rejected for them (they may be its
 * real payer, and the statement cannot tell who paid), or pending beside it (a reclaim). Such payments are
 * left for the admin, who sees the UTR's history in the list.
 */
export const contestedUtr = sql`exists (select 1 from payments o
  where o.utr = ${P.utr} and o.id <> "payments"."id" and o.user_id <> "payments"."user_id"
    and o.status in ('rejected', 'pending'))`;

/** A payment approved by {@link approveMatched}: what the audit record and the e-mail need. */
export interface ApprovedByMatch {
  id: string;
  utr: string;
  amountPaise: number;
  statementLineId: string | null;
}

/**
 * Approves every pending payment that has an exact credit line (same UTR, same amount) and whose UTR no
 * other student has claimed ({@link contestedUtr}: those wait for the admin) in one transaction,
 * each with its `payment.approve` audit record (`after.statementLineId` names the proving line, which is
 * linked to that payment only: unique `payments_statement_line_unique`). One conditional UPDATE
 * (`status = 'pending'`) does it, so concurrent calls approve each payment exactly once: a second call waits
 * on the row locks, then finds the rows no longer pending. Returns the payments this call approved.
 */
export async function approveMatched(db: Db, admin: Pick<UserRow, 'id'>): Promise<ApprovedByMatch[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(payments)
      .set({
        status: 'approved',
        reviewedAt: new Date(),
        reviewedBy: admin.id,
        rejectionReason: null,
        statementLineId: freeExactLine,
      })
      .where(and(eq(payments.status, 'pending'), sql`${freeExactLine} is not null`, sql`not ${contestedUtr}`))
      .returning({
        id: payments.id,
        utr: payments.utr,
        amountPaise: payments.amountPaise,
        statementLineId: payments.statementLineId,
      });
    for (const row of rows) {
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'payment.approve',
        entity: 'payments',
        entityId: row.id,
        before: { status: 'pending' },
        after: {
          status: 'approved',
          amountPaise: row.amountPaise,
          utr: row.utr,
          statementLineId: row.statementLineId,
          by: 'statement-match',
        },
      });
    }
    return rows;
  });
}
