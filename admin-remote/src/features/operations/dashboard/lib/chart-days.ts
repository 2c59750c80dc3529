import type { DashboardDay } from '@exam/shared-contracts/operations';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `YYYY-MM-DD` → `22 Nov` (the chart's axis and tooltip); anything else is returned unchanged. */
export function shortDay(date: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return date;
  return `${Number(m[2])} ${MONTHS[Number(m[1]) - 1]}`;
}

/** Totals of the chart series for its caption: revenue in rupees, payments as a count. */
export function seriesTotals(days: DashboardDay[]): { revenue: number; payments: number } {
  return days.reduce((t, d) => ({ revenue: t.revenue + d.revenue, payments: t.payments + d.payments }), {
    revenue: 0,
    payments: 0,
  });
}
