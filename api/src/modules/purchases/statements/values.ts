import { isValidUtr } from '@exam/shared-contracts/rules';

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

/** The narration's fields, split on the separators banks use (`/`, `-`, `*`, spaces…), trimmed. */
function fields(narration: string): string[] {
  return narration
    .split(/[/\-*|:,;()\s]+/)
    .map((f) => f.trim())
    .filter(Boolean);
}

/** The field after the first one `is` accepts, or undefined. */
function after(list: string[], is: (field: string) => boolean): string | undefined {
  const at = list.findIndex(is);
  return at >= 0 ? list[at + 1] : undefined;
}

const upper = (f: string) => f.toUpperCase();

/**
 * Where each built-in bank writes the UTR/RRN in a narration (samples in test/fixtures/statements):
 *  - HDFC `UPI-<name>-<UPI ID>-<IFSC>-<UTR>-<note>`: the first 12-digit field after the UPI ID;
 *  - SBI `BY TRANSFER-UPI/CR/<UTR>/<name>/…`: after `CR` (or `DR`);
 *  - ICICI `UPI/<UTR>/<note>/<UPI ID>/…`, `MMT/IMPS/<RRN>/…`: after `UPI` or `IMPS`;
 *  - Axis `UPI/P2A/<UTR>/<name>/…`: after `P2A` (or `P2M`);
 *  - Kotak `UPI/<name>/<UTR>/<note>`, `IMPS-<RRN>-…`: the third `/` field, or after `IMPS`.
 */
const BANK_UTR_FIELD: Record<string, (narration: string) => string | undefined> = {
  hdfc: (n) => {
    const list = n.split('-').map((f) => f.trim());
    const vpa = list.findIndex((f) => f.includes('@'));
    return vpa >= 0 ? list.slice(vpa + 1).find((f) => isValidUtr(f)) : undefined;
  },
  sbi: (n) => after(n.split('/').map(upper), (f) => /(^|\W)(CR|DR)$/.test(f)),
  icici: (n) => after(fields(n).map(upper), (f) => f === 'UPI' || f === 'IMPS'),
  axis: (n) => after(n.split('/').map(upper), (f) => f === 'P2A' || f === 'P2M'),
  kotak: (n) => {
    const slash = n.split('/').map((f) => f.trim());
    if (upper(slash[0]) === 'UPI' && isValidUtr(slash[2] ?? '')) return slash[2];
    return after(fields(n).map(upper), (f) => f === 'IMPS');
  },
};

/**
 * Every 12-digit UPI UTR / IMPS RRN a line may carry, best first: the field where the line's bank puts it
 * (`bank`, see {@link BANK_UTR_FIELD}), then any other field of exactly 12 digits in the narration, then
 * the reference column (12 digits, or 12 once HDFC's zero-padding `0000309181704783` is removed); SBI's
 * NEFT `N306261234567` counts as its 12 digits. A number
 * inside a UPI ID (`919876543210@ybl`, the payer's phone) or a longer digit run (an account number) is
 * never one. Empty when there is none.
 */
export function utrCandidates(narration: string, reference = '', bank?: string): string[] {
  const out: string[] = [];
  const add = (value: string | undefined) => {
    // SBI writes a NEFT reference with a letter before its 12 digits (`N306261234567`).
    const digits = value?.replace(/^[A-Z]/i, '');
    if (digits && isValidUtr(digits) && !out.includes(digits)) out.push(digits);
  };
  add(bank ? BANK_UTR_FIELD[bank]?.(narration)?.trim() : undefined);
  fields(narration).forEach(add);
  fields(reference).forEach(add);
  add(reference.replace(/\D/g, '').replace(/^0+/, ''));
  return out;
}

/** The best UTR/RRN of a line ({@link utrCandidates}' first), or null when none. */
export function extractUtr(narration: string, reference = '', bank?: string): string | null {
  return utrCandidates(narration, reference, bank)[0] ?? null;
}
