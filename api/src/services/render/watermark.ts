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

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** One tile of the repeated mark (an SVG), sized for a page `width` px wide. */
function markTile(lines: string[], width: number): Buffer {
  const scale = Math.max(0.3, width / 1280);
  const w = Math.round(560 * scale);
  const h = Math.round(300 * scale);
  const size = Math.max(7, Math.round(20 * scale));
  const text = lines
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${h / 2 + (i - (lines.length - 1) / 2) * size * 1.35}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
      `<g transform="rotate(-28 ${w / 2} ${h / 2})" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${size}" fill="#5a6270" fill-opacity="0.2">${text}</g></svg>`,
  );
}

const tiles = new LRUCache<string, Buffer>({ max: 256 });

/**
 * Composites the reader's mark over a clean page render (ARCHITECTURE "Reading"): a faint tiled text
 * `SECURE VIEWER · <date>` / `<masked e-mail> · <leak code>` burned into the pixels, re-encoded as WebP
 * (quality 82, effort 2). `clean` is WebP (or any format sharp reads); answers WebP bytes of the same size.
 */
export async function markPage(clean: Buffer, who: WatermarkIdentity, now = new Date()): Promise<Buffer> {
  const image = sharp(clean);
  const { width = 0, height = 0 } = await image.metadata();
  const lines = [`SECURE VIEWER · ${markDate(now)}`, `${who.reader} · ${who.code}`];
  const key = `${width}|${lines.join('|')}`;
  let tile = tiles.get(key);
  if (!tile) {
    tile = await sharp(markTile(lines, width)).png().toBuffer();
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
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}
