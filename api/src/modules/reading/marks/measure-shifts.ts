import type { Gray } from './raster.ts';
import { sameLine, type Block } from './text-layout.ts';

/**
 * The hidden mark's reader (docs/domains/reading.md "Marks"): how far each word block of the clean render
 * moved in a leaked image already brought into the clean render's frame (align-page.ts). A block is compared
 * with the leaked pixels around it by normalised cross-correlation (insensitive to contrast, thresholds and
 * binarisation), over a small search window that absorbs what the alignment left; the horizontal peak is
 * refined to a fraction of a pixel. A carrier's reading is its displacement less that of the unmoved
 * reference words beside it (Brassil's differential decoding: what the alignment left cancels out).
 */

/** How far (px) the search looks around the aligned position, horizontally and vertically. */
const SEARCH_X = 4;
const SEARCH_Y = 2;
/** Blank margin (px) around a block's ink box in its template. */
const MARGIN = 2;

/** NCC of `clean` over `rect` against `leaked` offset by (dx, dy); NaN when the leaked side is blank. */
function ncc(
  clean: Gray,
  leaked: Gray,
  rect: { x0: number; x1: number; y0: number; y1: number },
  dx: number,
  dy: number,
): number {
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  let n = 0;
  const cw = clean.width;
  const lw = leaked.width;
  for (let y = rect.y0; y <= rect.y1; y += 1) {
    const ly = y + dy;
    if (ly < 0 || ly >= leaked.height) continue;
    for (let x = rect.x0; x <= rect.x1; x += 1) {
      const lx = x + dx;
      if (lx < 0 || lx >= lw) continue;
      const a = clean.data[y * cw + x];
      const b = leaked.data[ly * lw + lx];
      sa += a;
      sb += b;
      saa += a * a;
      sbb += b * b;
      sab += a * b;
      n += 1;
    }
  }
  if (n === 0) return NaN;
  const va = saa - (sa * sa) / n;
  const vb = sbb - (sb * sb) / n;
  if (va <= 0 || vb <= 0) return NaN;
  return (sab - (sa * sb) / n) / Math.sqrt(va * vb);
}

/** One block's reading: displacement (px, right and down positive; `dy` whole) and the peak's correlation. */
export interface BlockReading {
  dx: number;
  dy: number;
  score: number;
}

/**
 * The displacement of `block` in `leaked` (same frame as `clean`): the best integer offset in the search
 * window, refined by a parabola through its horizontal neighbours. Null when the block is outside the
 * leaked image or matches nothing (peak correlation below `minScore`).
 */
export function readBlock(
  clean: Gray,
  leaked: Gray,
  block: Block,
  minScore = 0.5,
  searchX = SEARCH_X,
  searchY = SEARCH_Y,
): BlockReading | null {
  const rect = {
    x0: Math.max(0, block.x0 - MARGIN),
    x1: Math.min(clean.width - 1, block.x1 + MARGIN),
    y0: Math.max(0, block.y0 - MARGIN),
    y1: Math.min(clean.height - 1, block.y1 + MARGIN),
  };
  let best = -Infinity;
  let bx = 0;
  let by = 0;
  const scores = new Float64Array((2 * searchX + 1) * (2 * searchY + 1));
  for (let dy = -searchY; dy <= searchY; dy += 1) {
    for (let dx = -searchX; dx <= searchX; dx += 1) {
      const s = ncc(clean, leaked, rect, dx, dy);
      scores[(dy + searchY) * (2 * searchX + 1) + dx + searchX] = s;
      if (s > best) {
        best = s;
        bx = dx;
        by = dy;
      }
    }
  }
  if (!(best >= minScore)) return null;
  const at = (dx: number) => scores[(by + searchY) * (2 * searchX + 1) + dx + searchX];
  let dx = bx;
  if (bx > -searchX && bx < searchX) {
    const l = at(bx - 1);
    const r = at(bx + 1);
    const curve = l - 2 * best + r;
    if (Number.isFinite(curve) && curve < 0) dx = bx + (0.5 * (l - r)) / curve;
  }
  return { dx, dy: by, score: best };
}

/** Solves the 4×4 system `m` · x = `v` (Gaussian elimination with pivoting); null when singular. */
function solve4(m: number[][], v: number[]): number[] | null {
  const a = m.map((row, i) => [...row, v[i]]);
  for (let c = 0; c < 4; c += 1) {
    let p = c;
    for (let r = c + 1; r < 4; r += 1) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    if (Math.abs(a[p][c]) < 1e-9) return null;
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = 0; r < 4; r += 1) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k < 5; k += 1) a[r][k] -= f * a[c][k];
    }
  }
  return a.map((row, i) => row[4] / row[i]);
}

/**
 * The block's shift as a mixture, in units of `shift`: the leaked window (offset by `ox`, `dy`) is fitted
 * by least squares as a·(clean moved right) + b·(clean moved left) + c·(clean unmoved) + a constant, and
 * the answer is (a − b) / (a + b + c). A single copy reads ±1; copies averaged read the mean of their
 * shifts (the fit is linear in the pixels), where a correlation peak would pick one copy. NaN when the fit
 * fails.
 */
export function mixShift(
  clean: Gray,
  leaked: Gray,
  block: Block,
  ox: number,
  dy: number,
  shift: number,
): number {
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= clean.width || y >= clean.height ? 255 : clean.data[y * clean.width + x];
  return mixtureOf((add) => {
    for (let y = block.y0 - 1; y <= block.y1 + 1; y += 1) {
      const ly = y + dy;
      if (ly < 0 || ly >= leaked.height) continue;
      for (let x = block.x0 - 2 * shift; x <= block.x1 + 2 * shift; x += 1) {
        const lx = x + ox;
        if (lx < 0 || lx >= leaked.width) continue;
        add(at(x - shift, y), at(x + shift, y), at(x, y), leaked.data[ly * leaked.width + lx]);
      }
    }
  });
}

/**
 * The least-squares mixture of a window of a leaked image: `visit` calls `add` once per pixel with the
 * template's value there moved right, moved left and not moved, and the leaked value; the fit is
 * leaked ≈ a·right + b·left + c·still + constant, and the answer (a − b) / (a + b + c), in units of the
 * move. NaN when the fit fails (a blank window).
 */
export function mixtureOf(
  visit: (add: (right: number, left: number, still: number, leaked: number) => void) => void,
): number {
  const m = [0, 0, 0, 0].map(() => [0, 0, 0, 0]);
  const v = [0, 0, 0, 0];
  const f = [0, 0, 0, 1];
  visit((right, left, still, l) => {
    f[0] = right;
    f[1] = left;
    f[2] = still;
    for (let i = 0; i < 4; i += 1) {
      v[i] += f[i] * l;
      for (let j = 0; j < 4; j += 1) m[i][j] += f[i] * f[j];
    }
  });
  const x = solve4(m, v);
  if (!x) return NaN;
  const sum = x[0] + x[1] + x[2];
  return Math.abs(sum) > 1e-6 ? (x[0] - x[1]) / sum : NaN;
}

/** Least-squares a + b x + c y through (x, y, v) triples; a constant when the points are too few. */
function planeFit(pts: [number, number, number][]): (x: number, y: number) => number {
  const n = pts.length;
  if (n === 0) return () => 0;
  const mean = pts.reduce((s, p) => s + p[2], 0) / n;
  if (n < 12) return () => mean;
  // Normal equations of the 3 unknowns, centred for conditioning.
  const mx = pts.reduce((s, p) => s + p[0], 0) / n;
  const my = pts.reduce((s, p) => s + p[1], 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  let sxv = 0;
  let syv = 0;
  for (const [x, y, v] of pts) {
    const u = x - mx;
    const w = y - my;
    sxx += u * u;
    sxy += u * w;
    syy += w * w;
    sxv += u * (v - mean);
    syv += w * (v - mean);
  }
  const det = sxx * syy - sxy * sxy;
  if (Math.abs(det) < 1e-9) return () => mean;
  const b = (sxv * syy - syv * sxy) / det;
  const c = (syv * sxx - sxv * sxy) / det;
  return (x, y) => mean + b * (x - mx) + c * (y - my);
}

/**
 * Soft readings of the carrying blocks (`carriers`, indices into `blocks`, in slot order; NaN where
 * unreadable): near +1 for a block shifted right by `shift` px, −1 for one shifted left, the mean of the
 * shifts for copies averaged. Each block is found by correlation, then read as a mixture ({@link mixShift})
 * in a window placed where the reference blocks beside it on its line say the page is; their own mixture
 * readings (they did not move, so what they read is what the alignment left there) are subtracted. A
 * carrier without one uses a plane through all the references' correlation offsets.
 */
export function readShifts(
  clean: Gray,
  leaked: Gray,
  blocks: Block[],
  carriers: number[],
  shift: number,
): Float64Array {
  const out = new Float64Array(carriers.length).fill(NaN);
  const carrying = new Set(carriers);
  const read = blocks.map((b) => readBlock(clean, leaked, b));
  const centre = (b: Block): [number, number] => [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
  const references = blocks.flatMap((b, i) =>
    !carrying.has(i) && read[i] ? [[...centre(b), read[i]!.dx] as [number, number, number]] : [],
  );
  const plane = planeFit(references);
  const measure = (b: Block, ox: number, dy: number) => mixShift(clean, leaked, b, ox, dy, shift);
  // Mixture readings of the references, each window placed where the correlation found the word.
  const refShift = new Map<number, number>();
  const refOf = (j: number) => {
    if (!refShift.has(j)) refShift.set(j, measure(blocks[j], Math.round(read[j]!.dx), read[j]!.dy));
    return refShift.get(j)!;
  };
  carriers.forEach((i, slot) => {
    const r = read[i];
    if (!r) return;
    const near: number[] = [];
    const nearInk: number[] = [];
    for (const j of [i - 1, i + 1]) {
      const n = blocks[j];
      if (n && sameLine(n, blocks[i]) && !carrying.has(j) && read[j]) {
        near.push(read[j]!.dx);
        const v = refOf(j);
        if (Number.isFinite(v)) nearInk.push(v);
      }
    }
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const base = near.length ? mean(near) : plane(...centre(blocks[i]));
    // The carrier's window sits where the unmoved words say the page is, so a mixture of copies shifted
    // both ways stays whole inside it.
    const ink = measure(blocks[i], Math.round(base), r.dy);
    // What the alignment left shows in the unmoved neighbours' own mixture readings.
    const inkBase = nearInk.length ? mean(nearInk) : base / shift;
    out[slot] = Number.isFinite(ink) ? ink - inkBase : (r.dx - base) / shift;
  });
  return out;
}
