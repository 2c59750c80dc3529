import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** The identity burned into a page image: who reads, and the session's leak code. */
export interface WatermarkIdentity {
  /** Masked e-mail ({@link maskEmail}) or, without one, a short account id. */
  reader: string;
  code: string;
}

/** `student@gmail.com` → `st***@gmail.com` (at most 2 characters of the local part stay readable). */
export function maskEmail(email: string | null, userId: string): string {
  if (!email || !email.includes('@')) return `user ${userId.slice(0, 8)}`;
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(2, Math.max(1, at - 1)))}***${email.slice(at)}`;
}

/** Today's date as shown in the mark (India Standard Time, like the viewer's clock): `23 Nov 2026`. */
export function markDate(now = new Date()): string {
  return now.toLocaleDateString('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });
}

/**
 * The mark's font: Liberation Sans Bold as shipped by pdfjs-dist (SIL OFL), given to libvips as a file, so
 * the mark renders the same on a server image without any system fonts.
 */
const FONT_FILE = require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf');

const escapeMarkup = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * One tile of the repeated mark (PNG with alpha): the lines, rotated -28°, with space around, sized for
 * `width`. Slate blue rather than grey, so the mark's hue survives WebP's colour quantisation (and a
 * photo of the screen) and stays distinguishable from the page's own black and grey.
 */
async function markTile(lines: string[], width: number): Promise<Buffer> {
  const scale = Math.max(0.3, width / 1280);
  const text = await sharp({
    text: {
      text: `<span foreground="#485b86" fgalpha="22%">${lines.map(escapeMarkup).join('\n')}</span>`,
      font: `Liberation Sans Bold ${Math.max(5, Math.round(15 * scale))}`,
      fontfile: FONT_FILE,
      rgba: true,
      align: 'centre',
      dpi: 96,
    },
  })
    .png()
    .toBuffer();
  const clear = { r: 0, g: 0, b: 0, alpha: 0 };
  const rotated = await sharp(text).rotate(-28, { background: clear }).png().toBuffer();
  const [x, y] = [Math.round(70 * scale), Math.round(45 * scale)];
  return sharp(rotated).extend({ top: y, bottom: y, left: x, right: x, background: clear }).png().toBuffer();
}

const tiles = new LRUCache<string, Buffer>({ max: 256 });

/**
 * WebP quality of the image a reader receives. 75 keeps text crisp at the snapped widths while a dense page
 * (a high-resolution map at 720 px) stays near 200 KB instead of 265 KB at 82: a student's mobile data.
 */
export const MARKED_QUALITY = 75;

/**
 * Composites the reader's mark over a clean page render (ARCHITECTURE "Reading"): a faint tiled text
 * `SECURE VIEWER · <date>` / `<masked e-mail> · <leak code>` burned into the pixels, re-encoded as WebP
 * (quality {@link MARKED_QUALITY}, effort 2). `clean` is WebP (or any format sharp reads); answers WebP bytes of the same size.
 */
export async function markPage(clean: Buffer, who: WatermarkIdentity, now = new Date()): Promise<Buffer> {
  const image = sharp(clean);
  const { width = 0, height = 0 } = await image.metadata();
  const lines = [`SECURE VIEWER · ${markDate(now)}`, `${who.reader} · ${who.code}`];
  const key = `${width}|${lines.join('|')}`;
  let tile = tiles.get(key);
  if (!tile) {
    tile = await markTile(lines, width);
    tiles.set(key, tile);
  }
  const meta = await sharp(tile).metadata();
  // A tile larger than a small image (thumbnails, page edges) is cropped to it.
  if ((meta.width ?? 0) > width || (meta.height ?? 0) > height)
    tile = await sharp(tile)
      .extract({
        left: 0,
        top: 0,
        width: Math.min(width, meta.width ?? width),
        height: Math.min(height, meta.height ?? height),
      })
      .toBuffer();
  return image
    .composite([{ input: tile, tile: true, blend: 'over' }])
    .webp({ quality: MARKED_QUALITY, effort: 2 })
    .toBuffer();
}
