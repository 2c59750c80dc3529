import sharp from 'sharp';
import { toGray } from './raster.ts';
import { hashOf, visibleMarkOverlays } from './visible-mark.ts';
import { embedWordShifts, type HiddenMark } from './word-shifts.ts';

/**
 * Both marks on one page image (docs/domains/reading.md "Marks"): the hidden word shifts carrying the
 * session's leak code, then the visible identity line on top, re-encoded as WebP. Used for every page and
 * question image a student receives (modules/reading/render/watermark.ts) and by `npm run bench:watermark`.
 */

/**
 * Who the page is for: the masked e-mail (or a short account id) and the session's leak code (visible),
 * and the student's fingerprint with the image's place on its page(s) (hidden; none: visible mark only).
 */
export interface MarkIdentity {
  reader: string;
  code: string;
  hidden?: HiddenMark;
}

/** How to mark: the font file of the visible mark, its date text, WebP quality, and whether to shift words. */
export interface MarkOptions {
  fontFile: string;
  date: string;
  quality: number;
  /** Word shifts too (default true); off for tiles of huge renders, which the decoder never sees whole. */
  hidden?: boolean;
}

/** A cheap fingerprint of a clean page (every 997th pixel), so each page places the visible mark anew. */
function pageSeed(gray: Uint8Array): string {
  let h = 0;
  for (let i = 0; i < gray.length; i += 997) h = (Math.imul(h, 31) + gray[i]) | 0;
  return String(h >>> 0);
}

/**
 * `clean` (WebP, or any format sharp reads; the clean render or a question image) with both marks, as
 * WebP bytes of the same size. The hidden one is left out when `who.hidden` is absent or `options.hidden`
 * is false.
 */
export async function markImage(clean: Buffer, who: MarkIdentity, options: MarkOptions): Promise<Buffer> {
  const { data, info } = await sharp(clean).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const raw = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const gray = toGray(raw, width, height, 3);
  const seed = hashOf(`${who.code}|${width}x${height}|${pageSeed(gray.data)}`);
  const text = `SECURE VIEWER · ${options.date} · ${who.reader} · ${who.code}`;
  const overlays = await visibleMarkOverlays(
    gray,
    text,
    seed,
    options.fontFile,
    `${who.reader} · ${who.code}`,
  );
  if (options.hidden !== false && who.hidden) embedWordShifts(raw, width, height, 3, who.hidden, gray);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .composite(overlays)
    .webp({ quality: options.quality, effort: 2 })
    .toBuffer();
}
