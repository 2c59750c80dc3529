import type { Payment } from '@exam/shared-contracts/purchases';

/** The CSV columns of the payments export (Export Data), in order. */
export const PAYMENTS_CSV_HEADER = [
  'Payment ID',
  'Submitted At',
  'Status',
  'UTR Number',
  'Amount (INR)',
  'User Name',
  'User Email',
  'Book Title',
  'Book Price (INR)',
  'Reviewed At',
  'Rejection Reason',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading `'` (OWASP CSV
 * injection), so a student's name cannot become a formula in the admin's spreadsheet.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The payments as CSV text: the header row then one line per payment, CRLF line ends, amounts in rupees,
 * dates ISO 8601 UTC. Missing users or books leave their cells empty. A UTF-8 BOM leads, so spreadsheet
 * programs read non-ASCII names right.
 */
export function paymentsCsv(payments: Payment[]): string {
  const lines = [PAYMENTS_CSV_HEADER.map(csvCell).join(',')];
  for (const p of payments) {
    const price = p.book ? (p.book.priceDiscounted ?? p.book.price) : null;
    lines.push(
      [
        p._id,
        p.submittedAt,
        p.status,
        p.utr,
        p.amount,
        p.user?.name,
        p.user?.email,
        p.book?.title,
        price,
        p.reviewedAt,
        p.rejectionReason,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
