/**
 * The UTR rule (docs/domains/purchases.md "Payment states", "Rules and limits"): a UPI transaction reference
 * is exactly 12 digits. The server refuses anything else; the UTR field accepts only what this accepts.
 */

/** Digits in a UTR. */
export const UTR_LENGTH = 12;

/** The UTR as a JSON-schema / HTML `pattern` string (anchored). */
export const UTR_PATTERN = `^[0-9]{${UTR_LENGTH}}$`;

/** What the API answers (400) and the UTR field shows for anything but a well-formed UTR. */
export const UTR_INVALID_MESSAGE = `UTR must be exactly ${UTR_LENGTH} digits`;

const UTR_RE = new RegExp(UTR_PATTERN);

/** True when `value` is a well-formed UTR (exactly 12 ASCII digits, nothing around them). */
export function isValidUtr(value: string): boolean {
  return UTR_RE.test(value);
}

/**
 * What the UTR field keeps of a keystroke or a paste: the digits only, at most {@link UTR_LENGTH} of them
 * (a UTR copied from a bank app often carries spaces).
 */
export function utrInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, UTR_LENGTH);
}
