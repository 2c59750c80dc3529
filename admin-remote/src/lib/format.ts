import { formatIndiaDateTime } from '@exam/shared-contracts/rules';

/** Display helpers of the admin tables; money and sizes come from `@exam/shared-contracts/rules`. */

/** A date for tables, e.g. "22 Nov 2025"; "-" for a missing or invalid value. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return date.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
}

/** A moment with its time of day in India time, e.g. "22 Nov 2025, 03:04:05 pm IST"; "-" when missing or invalid. */
export const formatDateTime = (iso: string | null | undefined): string =>
  formatIndiaDateTime(iso, { seconds: true });
