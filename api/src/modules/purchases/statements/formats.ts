import type { StatementBank, StatementMapping } from '@exam/shared-contracts/purchases';

/**
 * Where a statement's fields are, by header text. Each entry lists the header spellings seen in that bank's
 * exports; they are compared after {@link normHeader}. A statement has either `credit` (a deposit column) or
 * `amount` + `drCr` (one amount column and a Dr/Cr marker, Kotak).
 */
export interface StatementFormat {
  /** `sbi`, `hdfc`, … or the name of a saved mapping. */
  bank: string;
  date: string[];
  narration: string[];
  reference?: string[];
  credit?: string[];
  amount?: string[];
  drCr?: string[];
  balance?: string[];
}

/** Header text as compared: lower case, letters and digits only (`Chq./Ref.No.` → `chqrefno`). */
export function normHeader(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The five built-in formats, in detection order: the first whose every named column is in a
 * row of the file wins, so the more specific headers come first. Samples: api/test/fixtures/statements/.
 */
export const BANK_FORMATS: Record<StatementBank, StatementFormat> = {
  // OnlineSBI "Account Statement" export.
  sbi: {
    bank: 'sbi',
    date: ['Txn Date'],
    narration: ['Description'],
    reference: ['Ref No./Cheque No.'],
    credit: ['Credit'],
    balance: ['Balance'],
  },
  // HDFC NetBanking "Delimited" / CSV statement.
  hdfc: {
    bank: 'hdfc',
    date: ['Date'],
    narration: ['Narration'],
    reference: ['Chq./Ref.No.'],
    credit: ['Deposit Amt.'],
    balance: ['Closing Balance'],
  },
  // ICICI Bank detailed statement (exported as XLS/XLSX; CSV when saved from it).
  icici: {
    bank: 'icici',
    date: ['Transaction Date', 'Value Date'],
    narration: ['Transaction Remarks'],
    reference: ['Cheque Number'],
    credit: ['Deposit Amount (INR )', 'Deposit Amount (INR)'],
    balance: ['Balance (INR )', 'Balance (INR)'],
  },
  // Axis Bank internet banking statement.
  axis: {
    bank: 'axis',
    date: ['Tran Date'],
    narration: ['PARTICULARS'],
    reference: ['CHQNO'],
    credit: ['CR'],
    balance: ['BAL'],
  },
  // Kotak Mahindra Bank statement: one amount column with its Dr/Cr side.
  kotak: {
    bank: 'kotak',
    date: ['Date', 'Transaction Date'],
    narration: ['Description'],
    reference: ['Chq / Ref number', 'Chq / Ref No.'],
    amount: ['Amount'],
    drCr: ['Dr / Cr'],
    balance: ['Balance'],
  },
};

/** A saved column mapping as a format. */
export function mappingFormat(m: StatementMapping): StatementFormat {
  return {
    bank: m.name,
    date: [m.date],
    narration: [m.narration],
    reference: m.reference ? [m.reference] : undefined,
    credit: [m.credit],
  };
}

/** Column indexes of a format in a header row (first match of each field), or null when one is missing. */
export interface ColumnIndexes {
  date: number;
  narration: number;
  reference: number;
  credit: number;
  amount: number;
  drCr: number;
  balance: number;
}

/** Finds the format's columns in `row`; null unless the date, narration and credit (or amount + Dr/Cr) are all there. */
export function locateColumns(format: StatementFormat, row: string[]): ColumnIndexes | null {
  const cells = row.map(normHeader);
  const find = (names?: string[], after = -1) => {
    if (!names) return -1;
    const wanted = new Set(names.map(normHeader));
    return cells.findIndex((c, i) => i > after && wanted.has(c));
  };
  const cols: ColumnIndexes = {
    date: find(format.date),
    narration: find(format.narration),
    reference: find(format.reference),
    credit: find(format.credit),
    amount: find(format.amount),
    drCr: -1,
    balance: -1,
  };
  // Kotak repeats `Dr / Cr` after the balance: the amount's side is the first one after the amount.
  cols.drCr = find(format.drCr, cols.amount);
  cols.balance = find(format.balance, Math.max(cols.amount, cols.credit));
  if (cols.date < 0 || cols.narration < 0) return null;
  if (format.credit ? cols.credit < 0 : cols.amount < 0 || cols.drCr < 0) return null;
  return cols;
}
