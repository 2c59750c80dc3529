import { adminPurchasePaths } from '@exam/shared-contracts/constants';
import type { AdminPaymentsQuery } from '@exam/shared-contracts/purchases';

/** The Payments tab's filter as the list sends it: status, match state ('' for any) and search text. */
export interface PaymentsFilter {
  status: NonNullable<AdminPaymentsQuery['status']>;
  match: NonNullable<AdminPaymentsQuery['match']> | '';
  q: string;
}

/**
 * The CSV export URL (relative to the API base) of the list as filtered: the same
 * `status`, `match` and `q` parameters as the list, so the server exports exactly the rows it lists.
 * Empty `match` and `q` are left out.
 */
export function exportPath(filter: PaymentsFilter): string {
  const params = new URLSearchParams({ status: filter.status });
  if (filter.match) params.set('match', filter.match);
  if (filter.q) params.set('q', filter.q);
  return `${adminPurchasePaths.adminPaymentsExport}?${params.toString()}`;
}
