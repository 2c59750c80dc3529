import sharp from 'sharp';
import { INK_LEVEL } from './text-layout.ts';
import type { Gray } from './raster.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * The visible mark (ARCHITECTURE "Marks"): the reader's identity written a few times across the page in thin
 * near-black print, the page's own text tone, at positions and angles that change with every session and
 * page. A global threshold, levels, Otsu or a colour channel cannot take it off without taking the text with
 * it (it has no light band or hue of its own), and it is sparse and thin enough to read around: each copy
 * is placed, among several random tries, where it crosses the least text.
 */

/** Ink of the mark: neutral, as dark as body text, so no tone or channel separates the two. */
const MARK_RGB = { r: 40, g: 40, b: 44 };
/** Opacity of the mark's strokes: dark enough to survive Otsu and min-channel thresholds, lighter than text. */
const MARK_ALPHA = 0.85;
/** Copies per million pixels (at least 2): four on a 960-px page. */
const COPIES_PER_MPX = 3;
/** Random placements tried per copy; the one crossing the least ink wins. */
const TRIES = 10;

/** A placed copy: top-left corner and angle of its rotated image. */
export interface MarkPlacement {
  left: number;
  top: number;
  degrees: number;
}

/** FNV-1a of a string. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const lines = new Map<string, Promise<{ png: Buffer; width: number; height: number }>>();

/** The mark's line as a PNG with alpha (cached: one per identity, date and size; at most 256 kept). */
function lineImage(text: string, px: number, fontFile: string) {
  const key = `${px}|${text}`;
  let made = lines.get(key);
  if (!made) {
    const escaped = text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const { r, g, b } = MARK_RGB;
    const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    made = sharp({
      text: {
        text: `<span foreground="${hex}" fgalpha="${Math.round(MARK_ALPHA * 100)}%">${escaped}</span>`,
        font: `Liberation Sans ${px}px`,
        fontfile: fontFile,
        rgba: true,
        dpi: 72,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ png: data, width: info.width, height: info.height }));
    if (lines.size >= 256) lines.delete(lines.keys().next().value!);
    lines.set(key, made);
  }
  return made;
}

/** Ink pixels of `page` along the centre line of a copy `w` px long at `degrees` from (cx, cy). */
function inkCrossed(page: Gray, cx: number, cy: number, w: number, degrees: number): number {
  const t = (degrees * Math.PI) / 180;
  let ink = 0;
  for (let s = -w / 2; s <= w / 2; s += 2) {
    const x = Math.round(cx + s * Math.cos(t));
    const y = Math.round(cy + s * Math.sin(t));
    for (let o = -3; o <= 3; o += 3) {
      const yy = y + o;
      if (
        x >= 0 &&
        yy >= 0 &&
        x < page.width &&
        yy < page.height &&
        page.data[yy * page.width + x] < INK_LEVEL
      )
        ink += 1;
    }
  }
  return ink;
}

/**
 * The overlays of the visible mark for a page (sharp composite inputs): `text` in ~11 px print at a 960-px
 * width (in proportion to `page.width`), {@link COPIES_PER_MPX} copies per megapixel, each turned 12–35° either
 * way and placed where it crosses the least ink of `page` (the clean render) among {@link TRIES} random
 * tries. `seed` varies the placement per session and page.
 */
export async function visibleMarkOverlays(
  page: Gray,
  text: string,
  seed: number,
  fontFile: string,
): Promise<{ input: Buffer; left: number; top: number }[]> {
  const px = Math.max(7, Math.round((11 * page.width) / 960));
  const line = await lineImage(text, px, fontFile);
  const rand = seededRandom(seed);
  const copies = Math.max(2, Math.round((page.width * page.height * COPIES_PER_MPX) / 1e6));
  const out: { input: Buffer; left: number; top: number }[] = [];
  for (let c = 0; c < copies; c += 1) {
    // Each copy tries its own horizontal band of the page, so copies spread from top to bottom.
    const bandTop = (page.height * c) / copies;
    const bandHeight = page.height / copies;
    let best: { cx: number; cy: number; degrees: number; ink: number } | undefined;
    for (let t = 0; t < TRIES; t += 1) {
      const degrees = (rand() < 0.5 ? -1 : 1) * (12 + rand() * 23);
      const cx = page.width * (0.2 + rand() * 0.6);
      const cy = bandTop + bandHeight * (0.15 + rand() * 0.7);
      const ink = inkCrossed(page, cx, cy, line.width, degrees);
      if (!best || ink < best.ink) best = { cx, cy, degrees, ink };
    }
    const rotated = await sharp(line.png)
      .rotate(best!.degrees, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = rotated.info;
    // Copies larger than the page (a thumbnail) or hanging over its edge are cut to it.
    const left = Math.round(best!.cx - width / 2);
    const top = Math.round(best!.cy - height / 2);
    const cut = {
      left: Math.max(0, -left),
      top: Math.max(0, -top),
      width: Math.min(width, page.width - left) - Math.max(0, -left),
      height: Math.min(height, page.height - top) - Math.max(0, -top),
    };
    if (cut.width < 1 || cut.height < 1) continue;
    const input =
      cut.left || cut.top || cut.width < width || cut.height < height
        ? await sharp(rotated.data).extract(cut).png().toBuffer()
        : rotated.data;
    out.push({ input, left: Math.max(0, left), top: Math.max(0, top) });
  }
  return out;
}
