/** Display helpers shared by the admin tabs (SPEC 9: currency INR shown with ₹). */

/** Rupees with the ₹ sign and Indian digit grouping, e.g. 125000 → "₹1,25,000". */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

/** A date for tables, e.g. "22 Nov 2025"; "-" for a missing or invalid value. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return date.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
}

/**
 * Bytes as megabytes for the upload messages (SPEC 5 "less than N MB"), at most two decimals, the same
 * rounding as the API's 413 text: 5242880 → 5, 524288 → 0.5.
 */
export function toMegabytes(bytes: number): number {
  return Number((bytes / 1_048_576).toFixed(2));
}
