import type { MarkPool } from '../mark-pool';
import type { HiddenMark } from '../marks/word-shifts';

/**
 * The identity burned into a page image: who reads and the session's leak code (visible mark), and the
 * account's fingerprint with the image's place on its page(s) (hidden mark; absent: none).
 */
export interface WatermarkIdentity {
  /** The student's name and masked e-mail ({@link markReader}), or a short account id. */
  reader: string;
  code: string;
  hidden?: HiddenMark;
}

/** `student@gmail.com` → `st***@gmail.com` (at most 2 characters of the local part stay readable). */
export function maskEmail(email: string | null, userId: string): string {
  if (!email || !email.includes('@')) return `user ${userId.slice(0, 8)}`;
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(2, Math.max(1, at - 1)))}***${email.slice(at)}`;
}

/** A name the mark's font (Liberation Sans: Latin, with its accents) draws: letters, spaces, `.'-`, 1–40. */
const PRINTABLE_NAME = /^[A-Za-z\u00C0-\u017F][A-Za-z\u00C0-\u017F .'-]{0,39}$/;

/**
 * Who the visible mark names: the student's name and masked e-mail (`Asha Verma · as***@gmail.com`), or the
 * masked e-mail alone when the name is in a script the mark's font does not draw (Devanagari) or empty.
 */
export function markReader(user: { id: string; name: string | null; email: string | null }): string {
  const masked = maskEmail(user.email, user.id);
  const name = (user.name ?? '').trim().replace(/\s+/g, ' ');
  return PRINTABLE_NAME.test(name) ? `${name} · ${masked}` : masked;
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
 * The mark's font: Liberation Sans as shipped by pdfjs-dist (SIL OFL), given to libvips as a file, so the
 * mark renders the same on a server image without any system fonts.
 */
const FONT_FILE = require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');

/**
 * WebP quality of the image a reader receives. 75 keeps text crisp at the snapped widths while a dense page
 * (a high-resolution map at 720 px) stays near 200 KB instead of 265 KB at 82: a student's mobile data.
 */
export const MARKED_QUALITY = 75;

/** Options of {@link markPage}: `hidden` false leaves out the word shifts (tiles of huge renders). */
export interface MarkPageOptions {
  hidden?: boolean;
}

/**
 * Burns the reader's two marks into a clean page render (docs/domains/reading.md "Marks"; modules/reading/marks):
 * the hidden word shifts carrying the leak code (read back by the admin's "Trace a leaked page"), and the
 * visible line `SECURE VIEWER · <date> · <name · masked e-mail> · <leak code>` in thin text-toned print a few
 * times in the page's margins and between its lines, never over a glyph. `clean` is WebP (or any format sharp
 * reads); answers WebP bytes (quality {@link MARKED_QUALITY}) of the same size. The pixel work runs in a
 * thread of `marks` (the render service's `marks`), never on the API's event loop (docs/operations.md
 * "Environment": MARK_WORKERS); it rejects with 503 when that pool is busy or past its limits.
 */
export async function markPage(
  marks: MarkPool,
  clean: Buffer,
  who: WatermarkIdentity,
  now = new Date(),
  options: MarkPageOptions = {},
): Promise<Buffer> {
  const { image } = await marks.mark({
    clean,
    who,
    options: { fontFile: FONT_FILE, date: markDate(now), quality: MARKED_QUALITY, hidden: options.hidden },
  });
  return Buffer.from(image.buffer, image.byteOffset, image.byteLength);
}
