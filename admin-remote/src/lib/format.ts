import { formatIndiaDateTime } from '@exam/shared-contracts/rules';

/** Display helpers of the admin tables; money and sizes come from `@exam/shared-contracts/rules`. */

/**
 * A moment with its time of day in India time (every admin date, in IST), e.g.
 * "22 Nov 2025, 03:04:05 pm IST"; "-" when missing or invalid.
 */
export const formatDateTime = (iso: string | null | undefined): string =>
  formatIndiaDateTime(iso, { seconds: true });
