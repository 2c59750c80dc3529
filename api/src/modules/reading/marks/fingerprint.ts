import { createHmac } from 'node:crypto';

/**
 * The hidden mark's collusion-resistant fingerprint code (docs/domains/reading.md "Marks"): a bias-based code
 * after G. Tardos ("Optimal probabilistic fingerprint codes", STOC 2003) with the symmetric accusation score
 * of Škorić, Katzenbeisser and Celik (2008). A code position is a cell of the page in page coordinates (a
 * fraction of its width and height), so every copy of a page a student receives, at any width or cut into
 * a question image, shifts a given word the same way. Each position `i` has a secret bias `p_i`, and each
 * student's bit there is 1 with probability `p_i`; both come from seeds made by HMAC-SHA256 of the server's
 * mark secret, the scope (book and page) and the student, so nothing is stored and the tracer recomputes
 * them.
 *
 * Accusation: with `y_i` the reading of position `i` (≈ +1 all copies shifted right, −1 left, between for
 * mixtures), the score of student `j` is Σ y_i·u_ji, where u = √((1−p)/p) for a bit 1 and −√(p/(1−p)) for
 * a bit 0 (mean 0, variance 1 for anyone whose copy is not in the leak). An innocent's score is a sum of
 * independent bounded terms, so a Chernoff bound computed from the very p_i and y_i of the trace gives the
 * threshold that keeps the chance of naming any innocent of `n` candidates below ε. Plain erasable
 * TypeScript: the trace worker and the bench load it directly.
 */

/** Columns and rows of the page grid whose cells are the code's positions (a word rarely shares one). */
export const CELLS_X = 48;
export const CELLS_Y = 160;
/**
 * Tardos's cutoff t: biases are drawn from the arcsine density on [t, 1 − t]. The combinations a leaker can
 * make of pixels are averages, extremes, medians and patchworks of a few copies (2–4), which biases near ½
 * serve best (small t suits coalitions of dozens choosing bits by hand); with t = 0.4 every term is bounded
 * by √1.5, so the threshold stays close to the Gaussian one. Measured by `npm run bench:watermark`.
 */
export const BIAS_CUTOFF = 0.4;
/** Chance, per trace, of naming anyone whose copy is not in the leak (all candidates together). */
export const FALSE_ACCUSATION = 1e-6;

/** What identifies a page's code: the server's mark secret and the scope (`<bookId>|<page>`). */
export interface CodeScope {
  secret: string;
  scope: string;
}

/** The scope of a page of a book: its code is its own, independent of every other page's. */
export function pageScope(bookId: string, page: number): string {
  return `${bookId}|${page}`;
}

/** Seeds already derived (HMAC is the slow part of scoring thousands of readers): at most 20,000 kept. */
const seeds = new Map<string, [number, number]>();

/** A secret 64-bit seed per label: the first 8 bytes of HMAC-SHA256(secret, label). */
function seedOf(secret: string, label: string): [number, number] {
  const id = `${secret.length}:${secret}|${label}`;
  let seed = seeds.get(id);
  if (!seed) {
    const d = createHmac('sha256', secret).update(label).digest();
    seed = [d.readUInt32BE(0), d.readUInt32BE(4)];
    if (seeds.size >= 20_000) seeds.clear();
    seeds.set(id, seed);
  }
  return seed;
}

/** MurmurHash3's 32-bit finaliser: every input bit flips each output bit with probability ½. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A uniform number in [0, 1) for `cell` under a secret seed (53 bits): the seed is HMAC output, so cells
 * of one label are as unpredictable as the secret, at the cost of a multiply per cell.
 */
function uniform(seed: [number, number], cell: number): number {
  const h1 = fmix(seed[0] ^ Math.imul(cell + 1, 0x9e3779b1));
  const h2 = fmix(seed[1] ^ fmix(h1 ^ Math.imul(cell + 1, 0x632be5ab)));
  return (h1 * 2 ** 21 + (h2 >>> 11)) / 2 ** 53;
}

/** The code position of a point at (`x`, `y`) of a `width` × `height` image (any unit): its cell index. */
export function cellAt(x: number, y: number, width: number, height: number): number {
  const cx = Math.min(CELLS_X - 1, Math.max(0, Math.floor((x / width) * CELLS_X)));
  const cy = Math.min(CELLS_Y - 1, Math.max(0, Math.floor((y / height) * CELLS_Y)));
  return cy * CELLS_X + cx;
}

/** The bias p of position `cell` (Tardos: p = sin² r, r uniform on [asin √t, π/2 − asin √t]). */
export function biasOf(key: CodeScope, cell: number): number {
  const lo = Math.asin(Math.sqrt(BIAS_CUTOFF));
  const r = lo + uniform(seedOf(key.secret, `bias|${key.scope}`), cell) * (Math.PI / 2 - 2 * lo);
  return Math.sin(r) ** 2;
}

/** The bit (0 or 1) of student `holder` at position `cell`, 1 with probability `p`. */
export function bitOf(key: CodeScope, holder: string, cell: number, p = biasOf(key, cell)): 0 | 1 {
  return uniform(seedOf(key.secret, `bit|${key.scope}|${holder}`), cell) < p ? 1 : 0;
}

/** The symmetric score weight of bit `bit` at bias `p` (mean 0, variance 1 over the bit's draw). */
export function weightOf(bit: 0 | 1, p: number): number {
  return bit ? Math.sqrt((1 - p) / p) : -Math.sqrt(p / (1 - p));
}

/** A position read from a leak: its scope and cell, bias, and the summed reading (positive: right). */
export interface Reading {
  key: CodeScope;
  cell: number;
  p: number;
  y: number;
}

/**
 * Readings of carriers (`cell` and soft value `y`, NaN when unread) of one scope added up per position:
 * words of one cell share a bit, so their readings are one term of the score, not several.
 */
export function readingsOf(key: CodeScope, carriers: { cell: number; y: number }[]): Reading[] {
  const byCell = new Map<number, number>();
  for (const c of carriers) if (Number.isFinite(c.y)) byCell.set(c.cell, (byCell.get(c.cell) ?? 0) + c.y);
  return [...byCell].map(([cell, y]) => ({ key, cell, p: biasOf(key, cell), y }));
}

/** Merges readings of several images: the same scope and cell (one page seen twice) add up. */
export function mergeReadings(lists: Reading[][]): Reading[] {
  const out = new Map<string, Reading>();
  for (const list of lists)
    for (const r of list) {
      const id = `${r.key.scope}|${r.cell}`;
      const seen = out.get(id);
      if (seen) seen.y += r.y;
      else out.set(id, { ...r });
    }
  return [...out.values()];
}

/** Symmetric accusation score of `holder` over `readings` (Σ y·u). */
export function scoreOf(readings: Reading[], holder: string): number {
  let s = 0;
  let scope: CodeScope | undefined;
  let seed: [number, number] = [0, 0];
  for (const r of readings) {
    // One seed per page and student (readings of a page come together).
    if (r.key !== scope) {
      scope = r.key;
      seed = seedOf(r.key.secret, `bit|${r.key.scope}|${holder}`);
    }
    s += r.y * weightOf(uniform(seed, r.cell) < r.p ? 1 : 0, r.p);
  }
  return s;
}

/** log E[exp(θ·y·u)] of one position for someone whose bit is drawn independently of `y`. */
function logMgf(theta: number, y: number, p: number): number {
  const a = theta * y * Math.sqrt((1 - p) / p);
  const b = -theta * y * Math.sqrt(p / (1 - p));
  const m = Math.max(a, b);
  return m + Math.log(p * Math.exp(a - m) + (1 - p) * Math.exp(b - m));
}

/**
 * The score above which a candidate is named: the smallest λ with P(innocent's score ≥ λ) ≤ ε / n by the
 * Chernoff bound min_θ exp(−θλ) Π_i E[exp(θ y_i u_i)], exact for these p_i and y_i (so it holds whatever the
 * leaker did: the readings are independent of an innocent's bits). Infinity when nothing was read.
 */
export function thresholdOf(readings: Reading[], candidates: number, epsilon = FALSE_ACCUSATION): number {
  const variance = readings.reduce((s, r) => s + r.y * r.y, 0);
  if (!(variance > 0)) return Infinity;
  const l = Math.log(Math.max(1, candidates) / epsilon);
  let best = Infinity;
  // θ around the Gaussian optimum √(2L/V), on a log grid wide enough for heavy terms.
  const centre = Math.sqrt((2 * l) / variance);
  for (let k = -40; k <= 20; k += 1) {
    const theta = centre * Math.exp(k / 20);
    let sum = 0;
    for (const r of readings) sum += logMgf(theta, r.y, r.p);
    best = Math.min(best, (sum + l) / theta);
  }
  return best;
}

/** One candidate's accusation: the score and whether it passes the threshold. */
export interface Accusation {
  holder: string;
  score: number;
}

/**
 * Scores every candidate over `readings` and answers those above {@link thresholdOf} (best first), the
 * threshold, and the top score, so a caller can say how close the best innocent-looking candidate came.
 */
export function accuse(
  readings: Reading[],
  holders: string[],
  epsilon = FALSE_ACCUSATION,
): { named: Accusation[]; threshold: number; scores: Accusation[] } {
  const threshold = thresholdOf(readings, holders.length, epsilon);
  const scores = holders
    .map((holder) => ({ holder, score: scoreOf(readings, holder) }))
    .sort((a, b) => b.score - a.score);
  return { named: scores.filter((s) => s.score >= threshold), threshold, scores };
}
