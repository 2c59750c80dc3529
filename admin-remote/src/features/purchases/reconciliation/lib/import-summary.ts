import type { StatementImportResult } from '@exam/shared-contracts/purchases';

/** The built-in statement formats as the bank picker shows them. */
export const BANK_LABELS: Record<string, string> = {
  sbi: 'SBI',
  hdfc: 'HDFC Bank',
  icici: 'ICICI Bank',
  axis: 'Axis Bank',
  kotak: 'Kotak Mahindra Bank',
};

/** The import answer as label/value pairs, in the order the tab shows them. */
export function importCounts(r: StatementImportResult): [label: string, value: number][] {
  const counts: [string, number][] = [
    ['Lines read', r.linesRead],
    ['Credits', r.credits],
    ['New', r.new],
    ['Matched', r.matched],
    ['Amount mismatches', r.amountMismatches],
    ['Unmatched', r.unmatched],
  ];
  if (r.autoApproved) counts.push(['Approved automatically', r.autoApproved]);
  return counts;
}

/** "SBI statement: 1 Nov 2026 to 2 Nov 2026" style line for an import; dates are the bank's days. */
export function importTitle(r: Pick<StatementImportResult, 'bank' | 'coversFrom' | 'coversTo'>): string {
  const bank = BANK_LABELS[r.bank] ?? r.bank;
  if (!r.coversFrom || !r.coversTo) return `${bank} statement`;
  return r.coversFrom === r.coversTo
    ? `${bank} statement of ${r.coversFrom}`
    : `${bank} statement, ${r.coversFrom} to ${r.coversTo}`;
}
