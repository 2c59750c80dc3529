import { GenericGF, ReedSolomonDecoder, ReedSolomonEncoder } from '@zxing/library';
import { leakCodeOf, leakCodeValue } from './leak-code.ts';

/**
 * The hidden mark's payload (ARCHITECTURE "Marks"): a session's leak code as 5 bytes (its value below 31^8
 * < 2^40), protected by a Reed–Solomon code over GF(256) (ZXing's, as in QR codes) with 7 check bytes: 12
 * bytes, {@link CODEWORD_BITS} bits, up to 3 wrong bytes corrected. A page has more word slots than bits, so
 * slot `s` carries codeword bit `s mod 96`, XORed with a fixed pseudo-random sequence so that every page's
 * shifts are balanced left and right whatever the code. The decoder adds up the evidence of every copy of a
 * bit, on one page or several pages of the same session.
 */

const DATA_BYTES = 5;
const CHECK_BYTES = 7;
const FIELD = GenericGF.QR_CODE_FIELD_256;
/** Bits of one codeword. */
export const CODEWORD_BITS = (DATA_BYTES + CHECK_BYTES) * 8;

/** The whitening bit of slot `s` (a fixed xorshift sequence: encoder and decoder agree forever). */
function whitening(count: number): Uint8Array {
  const out = new Uint8Array(count);
  let x = 0x9e3779b9;
  for (let i = 0; i < count; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = (x >>> 7) & 1;
  }
  return out;
}

/** The 96 codeword bits of a leak code (`K7Q2-9XMD`), most significant bit of byte 0 first. */
export function codewordBits(code: string): Uint8Array {
  let value = leakCodeValue(code);
  const symbols = new Int32Array(DATA_BYTES + CHECK_BYTES);
  for (let i = DATA_BYTES - 1; i >= 0; i -= 1) {
    symbols[i] = value % 256;
    value = Math.floor(value / 256);
  }
  new ReedSolomonEncoder(FIELD).encode(symbols, CHECK_BYTES);
  const bits = new Uint8Array(CODEWORD_BITS);
  for (let i = 0; i < CODEWORD_BITS; i += 1) bits[i] = (symbols[i >> 3] >> (7 - (i & 7))) & 1;
  return bits;
}

/** The bits of `slots` word slots of a page carrying `code` (1: shift right, 0: shift left). */
export function slotBits(code: string, slots: number): Uint8Array {
  const bits = codewordBits(code);
  const white = whitening(slots);
  const out = new Uint8Array(slots);
  for (let s = 0; s < slots; s += 1) out[s] = bits[s % CODEWORD_BITS] ^ white[s];
  return out;
}

/**
 * Evidence per codeword bit (positive: 1) from the soft readings of a page's slots (positive: shifted
 * right, NaN: not seen), added to `into` when given (several pages of one session).
 */
export function bitEvidence(soft: ArrayLike<number>, into = new Float64Array(CODEWORD_BITS)): Float64Array {
  const white = whitening(soft.length);
  for (let s = 0; s < soft.length; s += 1) {
    const v = soft[s];
    if (Number.isNaN(v)) continue;
    into[s % CODEWORD_BITS] += white[s] ? -v : v;
  }
  return into;
}

/** A payload read back: the leak code, how many bytes the code corrected, and how well the evidence fits. */
export interface PayloadReading {
  code: string;
  /** Wrong bytes corrected (0..3). */
  corrected: number;
  /** Codeword bits with any evidence (0..96). */
  seen: number;
  /**
   * Agreement of the evidence with the corrected codeword, weighted by its strength: 1 all of it agrees,
   * 0 no better than chance (an unmarked or a foreign page reads ≈ 0).
   */
  agreement: number;
}

/**
 * Decodes the evidence of {@link bitEvidence}: hard decisions, Reed–Solomon correction, a value that is a
 * leak code. Null when the code cannot correct what it read, or the value is no leak code.
 */
export function decodePayload(evidence: Float64Array): PayloadReading | null {
  const symbols = new Int32Array(DATA_BYTES + CHECK_BYTES);
  let seen = 0;
  for (let i = 0; i < CODEWORD_BITS; i += 1) {
    if (evidence[i] !== 0) seen += 1;
    if (evidence[i] > 0) symbols[i >> 3] |= 1 << (7 - (i & 7));
  }
  const received = Int32Array.from(symbols);
  try {
    new ReedSolomonDecoder(FIELD).decode(symbols, CHECK_BYTES);
  } catch {
    return null;
  }
  let corrected = 0;
  for (let i = 0; i < symbols.length; i += 1) if (symbols[i] !== received[i]) corrected += 1;
  let value = 0;
  for (let i = 0; i < DATA_BYTES; i += 1) value = value * 256 + symbols[i];
  const code = leakCodeOf(value);
  if (!code) return null;
  let agree = 0;
  let total = 0;
  for (let i = 0; i < CODEWORD_BITS; i += 1) {
    const bit = (symbols[i >> 3] >> (7 - (i & 7))) & 1;
    const e = evidence[i];
    total += Math.abs(e);
    if (e > 0 === (bit === 1)) agree += Math.abs(e);
  }
  return { code, corrected, seen, agreement: total > 0 ? Math.max(0, (2 * agree) / total - 1) : 0 };
}
