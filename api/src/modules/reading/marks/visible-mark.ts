import sharp from 'sharp';
import { INK_LEVEL } from './text-layout.ts';
import type { Gray } from './raster.ts';
import { besideText, blankBands, inkExtents } from './mark-room.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * The visible mark (docs/domains/reading.md "Marks"): the reader's identity written a few times on the page
 * in thin near-black print, the page's own text tone, in its margins and between its lines and paragraphs,
 * never over a glyph, at places that change with every session and page. A global threshold, levels, Otsu or
 * a colour channel cannot take it off without taking the text with it (it has no light band or hue of its
 * own). Tracing rests on the hidden mark (word shifts); this one says whose copy it is to anyone who sees it.
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

type Overlay = { input: Buffer; left: number; top: number };

/** `image` (PNG) placed with its top-left corner at (left, top), cut to the page when it hangs over an edge. */
async function placed(
  image: { png: Buffer; width: number; height: number },
  left: number,
  top: number,
  page: Gray,
): Promise<Overlay | null> {
  const cut = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    width: Math.min(image.width, page.width - left) - Math.max(0, -left),
    height: Math.min(image.height, page.height - top) - Math.max(0, -top),
  };
  if (cut.width < 1 || cut.height < 1) return null;
  const input =
    cut.left || cut.top || cut.width < image.width || cut.height < image.height
      ? await sharp(image.png).extract(cut).png().toBuffer()
      : image.png;
  return { input, left: Math.max(0, left), top: Math.max(0, top) };
}

/**
 * The overlays of the visible mark for a page (sharp composite inputs): `text` in ~11 px print at a 960-px
 * width (in proportion to `page.width`), written level in the page's blank bands (its margins, the space
 * between paragraphs and between lines wide enough) so it never covers a glyph: {@link COPIES_PER_MPX}
 * copies per megapixel (at least 2), each in the band nearest its share of the page's height, at a place
 * across it that `seed` varies per session and page. Where no band holds the print, it is made smaller (to
 * 6 px) to fit the widest one; an image with no band tall enough even so (a one-line question's tight cut)
 * gets one copy beside its text, where its lines end early (`compact`, the reader and the code, when the
 * whole line is too long there); only an image with room nowhere (a scan, a
 * full-page figure) gets copies turned 12–35° where they cross the least ink, so each still names its reader.
 */
export async function visibleMarkOverlays(
  page: Gray,
  text: string,
  seed: number,
  fontFile: string,
  compact?: string,
): Promise<Overlay[]> {
  const rand = seededRandom(seed);
  const copies = Math.max(2, Math.round((page.width * page.height * COPIES_PER_MPX) / 1e6));
  const extents = inkExtents(page);
  const bands = blankBands(extents);
  const pad = Math.max(1, Math.round(page.width / 480));
  const widest = bands.reduce((m, [a, b]) => Math.max(m, b - a + 1), 0);
  let px = Math.max(7, Math.round((11 * page.width) / 960));
  const full = await lineImage(text, px, fontFile);
  let line = full;
  while (line.height + 2 * pad > widest && px > 6) {
    px -= 1;
    line = await lineImage(text, px, fontFile);
  }
  const fits = bands.filter(([a, b]) => b - a + 1 >= line.height + 2 * pad);
  if (!fits.length) {
    // A tight cut (a one-line question): beside the text, where its lines end early (the reader and the
    // code alone when the whole line is too long there), else slanted.
    const candidates = [line, ...(compact ? [await lineImage(compact, px, fontFile)] : [])];
    for (const candidate of candidates) {
      const beside = besideText(extents, candidate, pad);
      if (!beside) continue;
      const overlay = await placed(candidate, beside.left, beside.top, page);
      return overlay ? [overlay] : [];
    }
    return slantedOverlays(page, full, rand, copies);
  }
  const out: Overlay[] = [];
  const used = new Set<number>();
  for (let c = 0; c < copies && used.size < fits.length; c += 1) {
    // The band nearest the middle of this copy's share of the page, so copies spread from top to bottom.
    const target = (page.height * (c + 0.5)) / copies;
    let best = -1;
    for (let i = 0; i < fits.length; i += 1) {
      if (used.has(i)) continue;
      const d = Math.abs((fits[i][0] + fits[i][1]) / 2 - target);
      if (best < 0 || d < Math.abs((fits[best][0] + fits[best][1]) / 2 - target)) best = i;
    }
    used.add(best);
    const [a, b] = fits[best];
    const top = Math.round(a + (b - a + 1 - line.height) / 2);
    const room = page.width - line.width;
    const left = room > 0 ? Math.round(room * (0.1 + rand() * 0.8)) : 0;
    const overlay = await placed(line, left, top, page);
    if (overlay) out.push(overlay);
  }
  return out;
}

/**
 * How many glyph pixels of `page` (darker than the ink level) lie under the strokes of `overlays` (at least
 * 10 % opaque): the visible mark's promise, 0, measured on the overlays themselves so a lossy encode's
 * noise around the text does not count. Answers `[covered, glyphs]`, in pixels. For the bench and tests.
 */
export async function glyphPixelsUnder(page: Gray, overlays: Overlay[]): Promise<[number, number]> {
  const alpha = await sharp({
    create: {
      width: page.width,
      height: page.height,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite(overlays)
    .extractChannel(3)
    .raw()
    .toBuffer();
  let covered = 0;
  let glyphs = 0;
  for (let i = 0; i < page.data.length; i += 1) {
    if (page.data[i] >= INK_LEVEL) continue;
    glyphs += 1;
    if (alpha[i] >= 26) covered += 1;
  }
  return [covered, glyphs];
}

/** Copies turned 12–35° either way, each where it crosses the least ink among {@link TRIES} random tries. */
async function slantedOverlays(
  page: Gray,
  line: { png: Buffer; width: number; height: number },
  rand: () => number,
  copies: number,
): Promise<Overlay[]> {
  const out: Overlay[] = [];
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
    const overlay = await placed(
      { png: rotated.data, width, height },
      Math.round(best!.cx - width / 2),
      Math.round(best!.cy - height / 2),
      page,
    );
    if (overlay) out.push(overlay);
  }
  return out;
}
