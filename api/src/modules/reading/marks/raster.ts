/**
 * Grey images for the marks (docs/domains/reading.md "Marks"): one byte of luminance per pixel, row-major,
 * origin top left. Shared by the encoder (API thread) and the leak-trace worker, so plain erasable TypeScript
 * with no package imports: Node loads it directly in the worker.
 */

/** A grey image: `data[y * width + x]` is the luminance (0 black … 255 white) of pixel (x, y), px. */
export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Luminance (Rec. 601 weights, integer arithmetic) of raw interleaved pixels with `channels` (1–4)
 * bytes each, as sharp's `.raw()` gives them. Alpha, when present, is ignored.
 */
export function toGray(raw: Uint8Array, width: number, height: number, channels: number): Gray {
  const data = new Uint8Array(width * height);
  if (channels < 3) {
    for (let i = 0, j = 0; i < data.length; i += 1, j += channels) data[i] = raw[j];
  } else {
    for (let i = 0, j = 0; i < data.length; i += 1, j += channels)
      data[i] = (raw[j] * 77 + raw[j + 1] * 150 + raw[j + 2] * 29) >> 8;
  }
  return { width, height, data };
}

/** Bilinear sample of `img` at (x, y) px; points outside the image answer `outside`. */
export function sample(img: Gray, x: number, y: number, outside = 255): number {
  if (x < 0 || y < 0 || x > img.width - 1 || y > img.height - 1) return outside;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, img.width - 1);
  const y1 = Math.min(y0 + 1, img.height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const d = img.data;
  const w = img.width;
  const top = d[y0 * w + x0] * (1 - fx) + d[y0 * w + x1] * fx;
  const bottom = d[y1 * w + x0] * (1 - fx) + d[y1 * w + x1] * fx;
  return top * (1 - fy) + bottom * fy;
}

/** A 3×3 projective transform, row-major: (x, y) ↦ ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w). */
export type Homography = [number, number, number, number, number, number, number, number, number];

/** Applies `h` to (x, y). */
export function project(h: Homography, x: number, y: number): [number, number] {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/**
 * `src` resampled into a `width` × `height` frame: pixel (x, y) of the answer is `src` at `h(x, y)`
 * (bilinear), white where `h` falls outside `src`. `coverage` is the share of the frame inside `src`.
 */
export function warp(src: Gray, h: Homography, width: number, height: number): Gray & { coverage: number } {
  const data = new Uint8Array(width * height);
  let inside = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const w = h[6] * x + h[7] * y + h[8];
      const sx = (h[0] * x + h[1] * y + h[2]) / w;
      const sy = (h[3] * x + h[4] * y + h[5]) / w;
      if (sx >= 0 && sy >= 0 && sx <= src.width - 1 && sy <= src.height - 1) inside += 1;
      data[y * width + x] = sample(src, sx, sy);
    }
  }
  return { width, height, data, coverage: inside / (width * height) };
}
