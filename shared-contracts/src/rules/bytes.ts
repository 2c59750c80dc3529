/**
 * Sizes (docs/domains/operations.md "Rules and limits" upload limits): 1 MB is 1,048,576 bytes. The server's
 * messages and the book dialog show a limit the same way, so "less than 5 MB" reads alike on both.
 */

/** Bytes in one MB. */
export const BYTES_PER_MB = 1_048_576;

/** Bytes from MB, rounded to a whole byte: 5 → 5242880, 0.5 → 524288. */
export function mbToBytes(mb: number): number {
  return Math.round(mb * BYTES_PER_MB);
}

/** MB from bytes for display, at most two decimals: 5242880 → 5, 524288 → 0.5, 1000000 → 0.95. */
export function bytesToMb(bytes: number): number {
  return Number((bytes / BYTES_PER_MB).toFixed(2));
}
