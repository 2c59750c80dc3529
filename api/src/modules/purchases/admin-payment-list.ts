import { paiseToRupees } from '@exam/shared-contracts/rules';
import type {
  AdminPaymentsQuery,
  AdminPaymentsResponse,
  MatchState,
  Payment,
} from '@exam/shared-contracts/purchases';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, payments, users } from '../../db/schema';
import { matchStateSql, statementPaiseSql, utrHistorySql, type UtrClaimRow } from './statements/match-sql';
import { joined, paymentSelect, toPaymentDto, type PaymentJoinRow } from './payments';

/** Like {@link joined}, with each payment's match against the imported statements (admin list). */
function joinedWithMatch(db: Db) {
  return db
    .select({
      ...paymentSelect,
      matchState: matchStateSql,
      statementPaise: statementPaiseSql,
      utrHistory: utrHistorySql,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(books, eq(books.id, payments.bookId));
}

/** A listed payment with its match. */
function toAdminPaymentDto(
  r: PaymentJoinRow & {
    matchState: MatchState | null;
    statementPaise: number | null;
    utrHistory: UtrClaimRow[] | string;
  },
): Payment {
  // pg parses json columns; a driver that hands back text gets parsed here.
  const history = (
    typeof r.utrHistory === 'string' ? JSON.parse(r.utrHistory) : r.utrHistory
  ) as UtrClaimRow[];
  return {
    ...toPaymentDto(r),
    utrHistory: history.map((h) => ({
      paymentId: h.paymentId,
      user: h.name === null ? null : { name: h.name, email: h.email },
      status: h.status,
      submittedAt: new Date(h.submittedAt).toISOString(),
      rejectionReason: h.rejectionReason,
      reclaim: h.reclaim,
    })),
    match: r.matchState
      ? {
          state: r.matchState,
          statementAmount: r.statementPaise === null ? null : paiseToRupees(Number(r.statementPaise)),
        }
      : null,
  };
}

/**
 * The admin list's filter: `status` (all when absent), `match` and `q` on UTR, user e-mail or
 * book title (ILIKE, escaped).
 */
function adminPaymentsWhere(query: Pick<AdminPaymentsQuery, 'status' | 'q' | 'match'>): SQL | undefined {
  const conds: SQL[] = [];
  if (query.status && query.status !== 'all') conds.push(eq(payments.status, query.status));
  if (query.match) conds.push(sql`${matchStateSql} = ${query.match}`);
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(
      or(ilike(payments.utr, pattern), ilike(users.email, pattern), ilike(books.title, pattern)) as SQL,
    );
  }
  return conds.length ? and(...conds) : undefined;
}

/** Pending first, then newest. */
const ADMIN_PAYMENTS_ORDER = [
  sql`case when ${payments.status} = 'pending' then 0 else 1 end`,
  desc(payments.submittedAt),
  desc(payments.id),
];

/**
 * Every payment matching the admin list's `status`, `match` and `q` filters, in its order (no paging), for
 * the CSV export (the Payments tab exports what its filter shows).
 */
export async function allAdminPayments(
  db: Db,
  query: Pick<AdminPaymentsQuery, 'status' | 'q' | 'match'>,
): Promise<Payment[]> {
  return (
    await joined(db)
      .where(adminPaymentsWhere(query))
      .orderBy(...ADMIN_PAYMENTS_ORDER)
  ).map(toPaymentDto);
}

/**
 * Admin payments list (our path, docs/domains/operations.md "Payments"): pending first, then newest; `q`
 * matches UTR, user e-mail or book title case-insensitively. Defaults: status all, page 1, limit 20.
 */
export async function listAdminPayments(db: Db, query: AdminPaymentsQuery): Promise<AdminPaymentsResponse> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const where = adminPaymentsWhere(query);
  const rows = await joinedWithMatch(db)
    .where(where)
    .orderBy(...ADMIN_PAYMENTS_ORDER)
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = await db
    .select({ total: count() })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(books, eq(books.id, payments.bookId))
    .where(where);
  return { payments: rows.map(toAdminPaymentDto), total, page, limit };
}
