import sharp from 'sharp';
import { INK_LEVEL } from './text-layout.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * What a leaker does to a page image before sharing it (docs/domains/reading.md "Marks"), for `npm run
 * bench:watermark` and the tests: each takes the encoded image a reader received and answers the encoded
 * leaked file (PNG or JPEG). Deterministic: the noise has a fixed seed.
 */

type Raw = { data: Buffer; width: number; height: number };

async function rgb(image: Buffer): Promise<Raw> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const png = (r: Raw, channels: 1 | 3 = 3) =>
  sharp(r.data, { raw: { width: r.width, height: r.height, channels } })
    .png()
    .toBuffer();

/** Every pixel whose darkest channel is at least `level` turned white: the cleaner that removed the old mark. */
export async function whitenLight(image: Buffer, level = 185): Promise<Buffer> {
  const r = await rgb(image);
  const d = r.data;
  for (let i = 0; i < d.length; i += 3)
    if (Math.min(d[i], d[i + 1], d[i + 2]) >= level) d[i] = d[i + 1] = d[i + 2] = 255;
  return png(r);
}

/** Otsu's threshold of a 256-bin histogram: the level that best splits it into two classes. */
export function otsuLevel(histogram: ArrayLike<number>): number {
  let total = 0;
  let sum = 0;
  for (let i = 0; i < 256; i += 1) {
    total += histogram[i];
    sum += i * histogram[i];
  }
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let level = 128;
  for (let t = 0; t < 256; t += 1) {
    below += histogram[t];
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    belowSum += t * histogram[t];
    const m0 = belowSum / below;
    const m1 = (sum - belowSum) / above;
    const between = below * above * (m0 - m1) ** 2;
    if (between > best) {
      best = between;
      level = t;
    }
  }
  return level;
}

/** Black and white by Otsu's global threshold on the luminance (the usual "clean the scan" step). */
export async function otsuBinarise(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  const histogram = new Uint32Array(256);
  for (const v of data) histogram[v] += 1;
  const level = otsuLevel(histogram);
  for (let i = 0; i < data.length; i += 1) data[i] = data[i] <= level ? 0 : 255;
  return png({ data, width: info.width, height: info.height }, 1);
}

/** Re-saved as JPEG at `quality`. */
export const jpeg = (image: Buffer, quality = 40): Promise<Buffer> =>
  sharp(image).jpeg({ quality }).toBuffer();

/** Downscaled by `factor` (Lanczos, as most tools do), PNG. */
export async function downscale(image: Buffer, factor = 0.6): Promise<Buffer> {
  const { width = 1 } = await sharp(image).metadata();
  return sharp(image)
    .resize({ width: Math.round(width * factor) })
    .png()
    .toBuffer();
}

/** Rows of the text lines of `r` (runs of rows holding ink), top to bottom. */
function lineRows(r: Raw): [number, number][] {
  const lines: [number, number][] = [];
  let start = -1;
  for (let y = 0; y < r.height; y += 1) {
    let ink = false;
    for (let x = 0, i = y * r.width * 3; x < r.width; x += 1, i += 3)
      if ((r.data[i] * 77 + r.data[i + 1] * 150 + r.data[i + 2] * 29) >> 8 < INK_LEVEL) {
        ink = true;
        break;
      }
    if (ink && start < 0) start = y;
    if (!ink && start >= 0) {
      lines.push([start, y - 1]);
      start = -1;
    }
  }
  if (start >= 0) lines.push([start, r.height - 1]);
  return lines;
}

/** Cut to the middle `share` of its text lines (full width): what a leaker keeps of a page, PNG. */
export async function cropToMiddleLines(image: Buffer, share = 0.6): Promise<Buffer> {
  const r = await rgb(image);
  const lines = lineRows(r);
  if (lines.length < 3) return png(r);
  const first = Math.floor((lines.length * (1 - share)) / 2);
  const last = Math.min(lines.length - 1, first + Math.max(1, Math.round(lines.length * share)) - 1);
  const top = Math.max(0, lines[first][0] - 3);
  const bottom = Math.min(r.height - 1, lines[last][1] + 3);
  return sharp(image)
    .extract({ left: 0, top, width: r.width, height: bottom - top + 1 })
    .png()
    .toBuffer();
}

/** Solves the 8 unknowns of the homography taking 4 points `from` to `to` (Gaussian elimination). */
function homographyOf(from: number[][], to: number[][]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c += 1) {
    let p = c;
    for (let r = c + 1; r < 8; r += 1) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = 0; r < 8; r += 1) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k < 9; k += 1) a[r][k] -= f * a[c][k];
    }
  }
  return [...a.map((row, i) => row[8] / row[i]), 1];
}

/**
 * A phone photo of the page on a screen or on paper: the page at 0.9× its size, turned by `degrees`,
 * in perspective (one side 3 % shorter), on a grey desk a little larger than it, lit unevenly, slightly
 * blurred, with sensor noise (σ 6 levels), saved as JPEG at quality 85.
 */
export async function phonePhoto(image: Buffer, degrees = 1, seed = 7): Promise<Buffer> {
  const src = await rgb(image);
  const scale = 0.9;
  const width = Math.round(src.width * scale * 1.08);
  const height = Math.round(src.height * scale * 1.08);
  const t = (degrees * Math.PI) / 180;
  const [cx, cy] = [width / 2, height / 2];
  const place = ([x, y]: number[], squeeze: number) => {
    const px = (x - src.width / 2) * scale * squeeze;
    const py = (y - src.height / 2) * scale;
    return [cx + px * Math.cos(t) - py * Math.sin(t), cy + px * Math.sin(t) + py * Math.cos(t)];
  };
  const corners = [
    [0, 0],
    [src.width, 0],
    [src.width, src.height],
    [0, src.height],
  ];
  // The top edge is farther from the lens: 3 % narrower.
  const placed = corners.map((c, i) => place(c, i < 2 ? 0.97 : 1));
  const h = homographyOf(placed, corners); // photo → page
  const out = Buffer.alloc(width * height * 3);
  const rand = seededRandom(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const w = h[6] * x + h[7] * y + h[8];
      const sx = (h[0] * x + h[1] * y + h[2]) / w;
      const sy = (h[3] * x + h[4] * y + h[5]) / w;
      const light = 0.88 + 0.1 * (x / width) + 0.04 * (y / height);
      for (let c = 0; c < 3; c += 1) {
        let v = 92; // the desk
        if (sx >= 0 && sy >= 0 && sx <= src.width - 1 && sy <= src.height - 1) {
          const x0 = Math.floor(sx);
          const y0 = Math.floor(sy);
          const x1 = Math.min(x0 + 1, src.width - 1);
          const y1 = Math.min(y0 + 1, src.height - 1);
          const fx = sx - x0;
          const fy = sy - y0;
          const at = (xx: number, yy: number) => src.data[(yy * src.width + xx) * 3 + c];
          v =
            (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) +
            (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy;
        }
        out[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(v * light + 6 * gauss())));
      }
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Copies of one page from several readers (or one reader at several widths) combined pixel by pixel: the
 * mean, the lightest or the darkest value of each pixel, every copy first resized to the first one's size
 * (Lanczos), PNG. What colluders do to wash out marks that differ between their copies.
 */
export async function combineCopies(images: Buffer[], how: 'mean' | 'max' | 'min'): Promise<Buffer> {
  const first = await rgb(images[0]);
  const rest = await Promise.all(
    images
      .slice(1)
      .map(async (image) =>
        rgb(
          await sharp(image)
            .resize({ width: first.width, height: first.height, fit: 'fill' })
            .png()
            .toBuffer(),
        ),
      ),
  );
  const d = first.data;
  for (let i = 0; i < d.length; i += 1) {
    let v = d[i];
    for (const r of rest) {
      const w = r.data[i];
      v = how === 'mean' ? v + w : how === 'max' ? Math.max(v, w) : Math.min(v, w);
    }
    d[i] = how === 'mean' ? Math.round(v / images.length) : v;
  }
  return png(first);
}

/**
 * A's copy with its visible mark taken off using B's copy of the same page (same size): wherever A is
 * darker than B by 40+ levels on B's white (A's mark, and the edge of a word A's mark moved), grown by
 * 2 px, B's pixels replace A's. B's own mark is not there (A's pixels are clean where B's mark is), so
 * the page looks clean; PNG.
 */
export async function swapVisibleMark(a: Buffer, b: Buffer): Promise<Buffer> {
  const ra = await rgb(a);
  const rb = await rgb(b);
  const { width, height } = ra;
  const lum = (r: Raw, i: number) =>
    (r.data[i * 3] * 77 + r.data[i * 3 + 1] * 150 + r.data[i * 3 + 2] * 29) >> 8;
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i += 1)
    if (lum(rb, i) >= 200 && lum(ra, i) <= lum(rb, i) - 40) mask[i] = 1;
  const grown = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (!mask[y * width + x]) continue;
      for (let dy = -2; dy <= 2; dy += 1)
        for (let dx = -2; dx <= 2; dx += 1) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx >= 0 && yy >= 0 && xx < width && yy < height) grown[yy * width + xx] = 1;
        }
    }
  for (let i = 0; i < grown.length; i += 1)
    if (grown[i]) for (let c = 0; c < 3; c += 1) ra.data[i * 3 + c] = rb.data[i * 3 + c];
  return png(ra);
}
