/**
 * Leak codes (docs/domains/reading.md "Marks"): 8 characters of {@link LEAK_CODE_ALPHABET} shown as
 * `XXXX-XXXX`, and their value as a number below 31^8 (≈ 2^39.6) for the hidden mark. Plain erasable
 * TypeScript: the leak-trace worker loads it directly.
 */

/** Leak-code alphabet: no 0/O, 1/I/L look-alikes, so a code read off a photo of a page is unambiguous. */
export const LEAK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const BASE = LEAK_CODE_ALPHABET.length;
/** Number of distinct leak codes: 31^8. */
export const LEAK_CODE_COUNT = BASE ** 8;

/** A code as typed by an admin (`k7q2 9xmd`, `K7Q29XMD`) in its stored form, or null when it cannot be one. */
export function normaliseLeakCode(raw: string): string | null {
  const chars = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (chars.length !== 8 || [...chars].some((c) => !LEAK_CODE_ALPHABET.includes(c))) return null;
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** The value of a stored code (`K7Q2-9XMD`) in 0..31^8−1; throws on anything else. */
export function leakCodeValue(code: string): number {
  const chars = code.replace('-', '');
  if (chars.length !== 8) throw new Error(`not a leak code: ${code}`);
  let value = 0;
  for (const c of chars) {
    const digit = LEAK_CODE_ALPHABET.indexOf(c);
    if (digit < 0) throw new Error(`not a leak code: ${code}`);
    value = value * BASE + digit;
  }
  return value;
}

/** The stored code (`K7Q2-9XMD`) of a value in 0..31^8−1, or null outside that range. */
export function leakCodeOf(value: number): string | null {
  if (!Number.isInteger(value) || value < 0 || value >= LEAK_CODE_COUNT) return null;
  let chars = '';
  for (let i = 0; i < 8; i += 1) {
    chars = LEAK_CODE_ALPHABET[value % BASE] + chars;
    value = Math.floor(value / BASE);
  }
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}
