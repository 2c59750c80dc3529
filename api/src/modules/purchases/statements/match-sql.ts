import type { MatchState } from '@exam/shared-contracts/purchases';
import { sql } from 'drizzle-orm';

/**
 * Columns of the outer `payments` row, always table-qualified: drizzle leaves a column unqualified in a
 * single-table select, and inside these subqueries a bare `amount_paise` would mean the statement line's.
 */
export const P = {
  utr: sql.raw('"payments"."utr"'),
  amountPaise: sql.raw('"payments"."amount_paise"'),
  status: sql.raw('"payments"."status"'),
  submittedAt: sql.raw('"payments"."submitted_at"'),
};

/** The IST calendar day of a payment's submission (fixed +05:30, so PGlite needs no time-zone data). */
const submittedDay = sql`((${P.submittedAt} at time zone 'UTC') + interval '330 minutes')::date`;

const covered = (day: ReturnType<typeof sql>) =>
  sql`exists (select 1 from statement_imports i where i.covers_from <= ${day} and i.covers_to >= ${day})`;

/**
 * SQL for a payment's match state (see `MatchState`): null for rejected payments,
 * else `matched` / `amount_mismatch` when a credit line has its UTR with the same / another amount,
 * `not_in_statement` when imports cover its IST day and the day after, else `unchecked`. Evaluated per row
 * of `payments` in the query it is used in.
 */
export const matchStateSql = sql<MatchState | null>`(case
  when ${P.status} = 'rejected' then null
  when exists (select 1 from statement_lines l where l.reference = ${P.utr} and l.amount_paise = ${P.amountPaise}) then 'matched'
  when exists (select 1 from statement_lines l where l.reference = ${P.utr}) then 'amount_mismatch'
  when ${covered(submittedDay)} and ${covered(sql`(${submittedDay} + 1)`)} then 'not_in_statement'
  else 'unchecked' end)`;

/** SQL for the amount (paise) of the credit line carrying a payment's UTR (the equal one first), or null. */
export const statementPaiseSql = sql<number | null>`(select l.amount_paise from statement_lines l
  where l.reference = ${P.utr} and ${P.status} <> 'rejected'
  order by (l.amount_paise = ${P.amountPaise}) desc limit 1)`;

/** One other payment of the same UTR as read by {@link utrHistorySql} (timestamps as PostgreSQL prints them). */
export interface UtrClaimRow {
  paymentId: string;
  name: string | null;
  email: string | null;
  status: 'pending' | 'approved' | 'rejected';
  submittedAt: string;
  rejectionReason: string | null;
  reclaim: boolean;
}

/** SQL: the other payments carrying the payment row's UTR, oldest first, as a JSON array (admin list). */
export const utrHistorySql = sql<UtrClaimRow[] | string>`(select coalesce(json_agg(json_build_object(
    'paymentId', h.id, 'name', u.name, 'email', u.email, 'status', h.status,
    'submittedAt', h.submitted_at, 'rejectionReason', h.rejection_reason, 'reclaim', h.reclaim
  ) order by h.submitted_at, h.id), '[]'::json)
  from payments h left join users u on u.id = h.user_id
  where h.utr = ${P.utr} and h.id <> "payments"."id")`;
