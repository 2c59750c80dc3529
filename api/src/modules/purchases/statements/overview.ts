import { paiseToRupees } from '@exam/shared-contracts/rules';
import type { MatchState, ReconciliationOverview } from '@exam/shared-contracts/purchases';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments, statementImports, statementLines } from '../../../db/schema';
import { matchStateSql } from './match-sql';
import { getMappings, getReconciliationSettings } from './reconciliation-settings';

/** Most unmatched credit lines listed at once. */
const UNMATCHED_LIMIT = 200;

/**
 * The Reconciliation tab's data: pending payments counted per match state, the credit lines no
 * pending or approved payment holds (newest first), the last 10 imports, saved mappings and settings.
 */
export async function reconciliationOverview(db: Db): Promise<ReconciliationOverview> {
  const pending = { matched: 0, amount_mismatch: 0, not_in_statement: 0, unchecked: 0 };
  const groups = await db
    .select({ state: matchStateSql, n: count() })
    .from(payments)
    .where(eq(payments.status, 'pending'))
    .groupBy(matchStateSql);
  for (const g of groups) if (g.state) pending[g.state as MatchState] = Number(g.n);

  const unmatched = await db
    .select()
    .from(statementLines)
    .where(
      sql`not exists (select 1 from payments p where p.utr = "statement_lines"."reference" and p.status in ('pending', 'approved'))`,
    )
    .orderBy(desc(statementLines.txnDate), desc(statementLines.createdAt), desc(statementLines.id))
    .limit(UNMATCHED_LIMIT);
  const imports = await db
    .select()
    .from(statementImports)
    .orderBy(desc(statementImports.createdAt))
    .limit(10);

  return {
    pending,
    unmatchedCredits: unmatched.map((l) => ({
      id: l.id,
      bank: l.bank,
      date: l.txnDate,
      narration: l.narration,
      reference: l.reference,
      amount: paiseToRupees(l.amountPaise),
    })),
    imports: imports.map((i) => ({
      id: i.id,
      bank: i.bank,
      fileName: i.fileName,
      linesRead: i.linesRead,
      credits: i.credits,
      new: i.newLines,
      coversFrom: i.coversFrom,
      coversTo: i.coversTo,
      createdAt: i.createdAt.toISOString(),
    })),
    mappings: await getMappings(db),
    settings: await getReconciliationSettings(db),
  };
}
