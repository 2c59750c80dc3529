import type { Payment } from '@exam/shared-contracts/purchases';
import { formatRupees } from '@exam/shared-contracts/rules';

/** How a payment's match against the bank statements is shown. */
export interface MatchView {
  label: string;
  tone: 'success' | 'warning' | 'danger' | 'neutral';
  /** Amount mismatch only: both amounts. */
  detail: string | null;
}

/** The filter options of the Match select: value '' is every payment. */
export const MATCH_FILTERS = [
  ['', 'Any match'],
  ['matched', 'Matched'],
  ['amount_mismatch', 'Amount mismatch'],
  ['not_in_statement', 'Not in statement'],
  ['unchecked', 'No statement yet'],
] as const;

/** The badge of a payment's `match`; a missing match (rejected payment, older server) shows '-'. */
export function matchView(payment: Pick<Payment, 'match' | 'amount'>): MatchView {
  const m = payment.match;
  switch (m?.state) {
    case 'matched':
      return { label: 'Matched', tone: 'success', detail: null };
    case 'amount_mismatch':
      return {
        label: 'Amount mismatch',
        tone: 'danger',
        detail: `Statement ${m.statementAmount === null ? '-' : formatRupees(m.statementAmount)} · submitted for ${formatRupees(payment.amount)}`,
      };
    case 'not_in_statement':
      return { label: 'Not in statement', tone: 'warning', detail: null };
    case 'unchecked':
      return { label: 'No statement yet', tone: 'neutral', detail: null };
    default:
      return { label: '-', tone: 'neutral', detail: null };
  }
}
