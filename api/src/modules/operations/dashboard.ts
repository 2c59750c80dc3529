import { paiseToRupees } from '@exam/shared-contracts/rules';
import type { AdminDashboard } from '@exam/shared-contracts/operations';
import { and, count, eq, gte, isNull, lt, sql, sum, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, payments, users } from '../../db/schema';
import { dailySeries } from './dashboard-daily';
import { listAdminPayments } from '../purchases';

const DAY_MS = 86_400_000;

/** Percentage change from `prev` to `cur`, rounded to 1 decimal; 100 when growing from 0, 0 when both are 0. */
export function growth(cur: number, prev: number): number {
  if (prev === 0) return cur > 0 ? 100 : 0;
  return Math.round(((cur - prev) / prev) * 1000) / 10;
}

/**
 * Admin stats (docs/domains/operations.md "Dashboard"): totals now, and growth = the last 30 days against the
 * 30 before (in %). Revenue is the sum of approved payments in rupees. `payments` holds the 10 latest,
 * pending first; `daily` the chart series of the last 30 IST days ({@link dailySeries}).
 */
export async function dashboard(db: Db): Promise<AdminDashboard> {
  const now = Date.now();
  const from = new Date(now - 30 * DAY_MS);
  const before = new Date(now - 60 * DAY_MS);
  const windows = (col: SQLWrapper): [SQL, SQL] => [
    gte(col, from),
    and(gte(col, before), lt(col, from)) as SQL,
  ];
  const countWhere = async (table: typeof users | typeof books | typeof payments, where?: SQL) => {
    const [{ n }] = await db.select({ n: count() }).from(table).where(where);
    return n;
  };
  const revenueWhere = async (where?: SQL) => {
    const [{ s }] = await db
      .select({ s: sum(payments.amountPaise) })
      .from(payments)
      .where(and(eq(payments.status, 'approved'), where));
    return paiseToRupees(Number(s ?? 0));
  };
  const liveBooks = isNull(books.deletedAt);
  const [u1, u2] = windows(users.createdAt);
  const [b1, b2] = windows(books.createdAt);
  const [p1, p2] = windows(payments.submittedAt);
  const [r1, r2] = windows(sql`coalesce(${payments.reviewedAt}, ${payments.submittedAt})`);
  const [totalUsers, totalBooks, totalPayments, totalRevenue] = await Promise.all([
    countWhere(users),
    countWhere(books, liveBooks),
    countWhere(payments),
    revenueWhere(),
  ]);
  const [uc, up, bc, bp, pc, pp, rc, rp] = await Promise.all([
    countWhere(users, u1),
    countWhere(users, u2),
    countWhere(books, and(liveBooks, b1)),
    countWhere(books, and(liveBooks, b2)),
    countWhere(payments, p1),
    countWhere(payments, p2),
    revenueWhere(r1),
    revenueWhere(r2),
  ]);
  const [recent, daily] = await Promise.all([
    listAdminPayments(db, { page: 1, limit: 10 }),
    dailySeries(db, now),
  ]);
  return {
    totalUsers,
    totalBooks,
    totalPayments,
    totalRevenue,
    userGrowth: growth(uc, up),
    bookGrowth: growth(bc, bp),
    paymentGrowth: growth(pc, pp),
    revenueGrowth: growth(rc, rp),
    payments: recent.payments,
    daily,
  };
}
