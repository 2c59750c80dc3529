/**
 * Who may read a book (docs/domains/catalogue.md "Book access"): the payment statuses that grant reading.
 * The server decides; clients use this to choose between Read Now, Payment Pending and Buy Now.
 */

/**
 * A book's status for the caller (docs/domains/catalogue.md "Book fields", "Book access"). `locked` when the
 * caller has no payment and no other right; `admin_access` for admins; `free` for free books; otherwise the
 * state of the caller's latest payment.
 */
export const BOOK_ACCESS = [
  'available',
  'admin_access',
  'free',
  'pending',
  'approved',
  'rejected',
  'locked',
] as const;

/** One of {@link BOOK_ACCESS}. */
export type BookAccessValue = (typeof BOOK_ACCESS)[number];

/** The statuses that grant reading. */
export const READABLE_STATUSES: readonly BookAccessValue[] = ['approved', 'admin_access', 'free'];

/** True when a book with this status may be read by its user. `null`/`undefined` (no status) reads as no. */
export function canReadStatus(status: string | null | undefined): boolean {
  return status != null && (READABLE_STATUSES as readonly string[]).includes(status);
}
