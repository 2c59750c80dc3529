import { paiseToRupees } from '@exam/shared-contracts/rules';
import type { DashboardDay } from '@exam/shared-contracts/operations';
import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';

/** India Standard Time is UTC+05:30 all year (no daylight saving): the admins' calendar day. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar day (`YYYY-MM-DD`) of an instant in ms. */
export function istDay(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** SQL for the IST day of a timestamptz column, as `YYYY-MM-DD` text (the offset is fixed, so no tz database is needed). */
const istDaySql = (column: unknown) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/**
 * The dashboard chart series: for each of the last `days` IST days (oldest first, today
 * last), the revenue approved that day (rupees, by review time) and the payments submitted that day.
 * Days with no activity are present with zeros.
 */
export async function dailySeries(db: Db, now = Date.now(), days = 30): Promise<DashboardDay[]> {
  const dates = Array.from({ length: days }, (_, i) => istDay(now - (days - 1 - i) * DAY_MS));
  // Start of the first IST day, as a UTC instant.
  const from = new Date(Date.parse(`${dates[0]}T00:00:00Z`) - IST_OFFSET_MS);
  const reviewDay = istDaySql(payments.reviewedAt);
  const submitDay = istDaySql(payments.submittedAt);
  const [revenueRows, submittedRows] = await Promise.all([
    db
      .select({ day: reviewDay, paise: sum(payments.amountPaise) })
      .from(payments)
      .where(and(eq(payments.status, 'approved'), gte(payments.reviewedAt, from)))
      .groupBy(reviewDay),
    db
      .select({ day: submitDay, n: count() })
      .from(payments)
      .where(gte(payments.submittedAt, from))
      .groupBy(submitDay),
  ]);
  const revenue = new Map(revenueRows.map((r) => [r.day, Number(r.paise ?? 0)]));
  const submitted = new Map(submittedRows.map((r) => [r.day, r.n]));
  return dates.map((date) => ({
    date,
    revenue: paiseToRupees(revenue.get(date) ?? 0),
    payments: submitted.get(date) ?? 0,
  }));
}
