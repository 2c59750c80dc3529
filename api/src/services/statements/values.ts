/**
 * Cell readers for bank statements: Indian dates, rupee amounts, and the UTR/RRN in a narration.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function iso(y: number, m: number, d: number): string | null {
  if (y < 100) y += 2000;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A statement date as `YYYY-MM-DD`, or null when the cell is not a date (footer and summary rows). Indian
 * statements write the day first: `01/11/2026`, `01-11-26`, `1 Nov 2026`, `01-Nov-2026`; ISO `2026-11-01`
 * (and XLSX dates, converted to it) is read too. A time after the date is ignored.
 */
export function parseStatementDate(text: string): string | null {
  const s = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[ T])/.exec(s);
  if (m) return iso(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:$|\s)/.exec(s);
  if (m) return iso(+m[3], +m[2], +m[1]);
  m = /^(\d{1,2})[\s-]([A-Za-z]{3,4})[a-z]*[\s,-]+(\d{2}|\d{4})(?:$|\s)/.exec(s);
  if (m && MONTHS[m[2].toLowerCase()]) return iso(+m[3], MONTHS[m[2].toLowerCase()], +m[1]);
  return null;
}

/**
 * A rupee amount in paise: `1,234.50`, `₹ 99`, `99.00 Cr`; 0 for an empty cell, `-`, or text that is not a
 * number. Negative amounts count as 0 (a credit column never holds one).
 */
export function parseAmountPaise(text: string): number {
  const s = text.replace(/[₹,\s]|INR|Rs\.?|Cr|Dr/gi, '');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return 0;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/**
 * The 12-digit UPI UTR / IMPS RRN of a line: the first run of exactly 12 digits in the narration
 * (`UPI/309181704783/…`, `UPI-NAME-vpa-IFSC-309181704783-…`), else in the reference column, else a
 * reference that is 12 digits once zero-padding is removed (HDFC's `0000309181704783`). Null when none.
 */
export function extractUtr(narration: string, reference = ''): string | null {
  for (const text of [narration, reference]) {
    const m = /(?<!\d)\d{12}(?!\d)/.exec(text);
    if (m) return m[0];
  }
  const digits = reference.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length === 12 ? digits : null;
}
