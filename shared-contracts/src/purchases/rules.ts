/**
 * Plain values of the purchases' contracts (no TypeBox), so the browser apps can import them from
 * `@exam/shared-contracts/constants` without bundling the schema library. The domain's schemas re-export them.
 */

/** A UPI ID (VPA): `name@handle` (docs/domains/operations.md "Payment Config"). */
export const UPI_ID_PATTERN = '^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$';

/**
 * The rejection reasons an admin picks from, editable in the Payments tab; a
 * free-text note can be added to any of them.
 */
export const DEFAULT_REJECTION_TEMPLATES = [
  'UTR not found in our statement',
  'Amount does not match',
  'UTR belongs to another payment',
  'Paid to a different UPI ID',
] as const;
