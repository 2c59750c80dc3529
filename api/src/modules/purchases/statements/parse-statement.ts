import { createHash } from 'node:crypto';
import { HttpError } from '../../../platform/http-error';
import { locateColumns, type ColumnIndexes, type StatementFormat } from './formats';
import { parseAmountPaise, parseStatementDate, utrCandidates } from './values';

/** One transaction line of a statement. Amounts in paise; `date` is the bank's `YYYY-MM-DD`. */
export interface StatementLine {
  date: string;
  narration: string;
  /** The 12-digit UTR/RRN, or null: the first of `candidates` until the import prefers a pending payment's. */
  reference: string | null;
  /** Every 12-digit UTR/RRN the line may carry, best first (values.ts `utrCandidates`). */
  candidates: string[];
  /** 0 for a debit. */
  creditPaise: number;
  /** Stable identity of the line across imports (see statement_lines.fingerprint). */
  fingerprint: string;
}

/** What {@link parseStatement} read: the format used and the dated lines (credits and debits). */
export interface ParsedStatement {
  bank: string;
  lines: StatementLine[];
}

/** The statement's header row and its columns under `format`, searching the first 40 rows (preambles). */
export function findHeader(
  rows: string[][],
  format: StatementFormat,
): { index: number; cols: ColumnIndexes } | null {
  for (let i = 0; i < Math.min(rows.length, 40); i += 1) {
    const cols = locateColumns(format, rows[i]);
    if (cols) return { index: i, cols };
  }
  return null;
}

/** The first of `formats` whose header row is in the file (detection from the header row), or null. */
export function detectFormat(rows: string[][], formats: StatementFormat[]): StatementFormat | null {
  return formats.find((f) => findHeader(rows, f)) ?? null;
}

/**
 * Reads the lines under the header row with `format`. Rows whose date cell is
 * not a date (opening balance, totals, footers) are skipped. A credit is a positive credit column, or for
 * one-amount formats an amount marked `Cr`. 400 when the header row is not found.
 */
export function parseStatement(rows: string[][], format: StatementFormat): ParsedStatement {
  const header = findHeader(rows, format);
  if (!header)
    throw new HttpError(400, `This file does not look like a ${format.bank.toUpperCase()} statement`);
  const { cols } = header;
  const cell = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');
  const seen = new Map<string, number>();
  const lines: StatementLine[] = [];
  for (const row of rows.slice(header.index + 1)) {
    const date = parseStatementDate(cell(row, cols.date));
    if (!date) continue;
    const narration = cell(row, cols.narration).replace(/\s+/g, ' ');
    const ref = cell(row, cols.reference);
    const creditPaise =
      cols.credit >= 0
        ? parseAmountPaise(cell(row, cols.credit))
        : /^cr/i.test(cell(row, cols.drCr))
          ? parseAmountPaise(cell(row, cols.amount))
          : 0;
    const key = [format.bank, date, narration, ref, creditPaise, cell(row, cols.balance)].join('\u241f');
    // Two identical lines in one file are two transactions: number them, so an overlapping re-import
    // (which holds the same pair) still maps onto them.
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    const candidates = utrCandidates(narration, ref, format.bank);
    lines.push({
      date,
      narration,
      reference: candidates[0] ?? null,
      candidates,
      creditPaise,
      fingerprint: createHash('sha256').update(`${key}\u241f${nth}`).digest('base64url'),
    });
  }
  return { bank: format.bank, lines };
}
