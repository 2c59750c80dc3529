import sharp from 'sharp';
import { COVER_FORMATS, COVER_WIDTHS, type CoverFormat } from '@exam/shared-contracts/constants/covers';
import { COVER_NAME_RE, coverKey, coverVariantKey, type Storage } from '../../platform/storage/storage';

/** Height of a resized cover for a width: the cards show covers at 16:10 (store-remote book card). */
export const coverHeight = (width: number): number => Math.round((width * 10) / 16);

/** `<uuid>-<width>.<format>` of a cover `<uuid>.<ext>`. */
export const coverVariantName = (cover: string, width: number, format: CoverFormat): string =>
  `${cover.slice(0, 36)}-${width}.${format}`;

/** Encodes one resized cover: cropped to 16:10 like the card, AVIF q50 or WebP q72 (bytes). */
async function encode(source: Buffer, width: number, format: CoverFormat): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: 50_000_000 }).resize({
    width,
    height: coverHeight(width),
    fit: 'cover',
    withoutEnlargement: false,
  });
  return format === 'avif'
    ? image.avif({ quality: 50, effort: 3 }).toBuffer()
    : image.webp({ quality: 72, effort: 4 }).toBuffer();
}

const inFlight = new Map<string, Promise<string | undefined>>();

/**
 * The storage key of one resized cover, made from the stored cover
 * the first time it is asked for and kept beside it (atomic write). Resolves undefined when the variant is not
 * one we make (width or format not in COVER_WIDTHS / COVER_FORMATS) or the book has no such cover.
 * Concurrent requests for the same variant share one encode. Throws only on a cover sharp cannot decode.
 */
export async function coverVariant(
  storage: Storage,
  uuid: string,
  width: number,
  format: CoverFormat,
): Promise<string | undefined> {
  if (!COVER_WIDTHS.includes(width as (typeof COVER_WIDTHS)[number]) || !COVER_FORMATS.includes(format))
    return undefined;
  const name = `${uuid}-${width}.${format}`;
  const key = coverVariantKey(name);
  const pending = inFlight.get(name);
  if (pending) return pending;
  const job = (async () => {
    if ((await storage.size(key)) !== undefined) return key;
    const sources = await storage.list('covers/');
    const cover = sources.find((f) => f.startsWith(uuid) && COVER_NAME_RE.test(f));
    const source = cover && (await storage.getBytes(coverKey(cover)));
    if (!source) return undefined;
    await storage.putBytes(key, await encode(source, width, format));
    return key;
  })().finally(() => inFlight.delete(name));
  inFlight.set(name, job);
  return job;
}

/**
 * Makes every resized cover of a stored cover (`<uuid>.<ext>`), for the seed and for uploads, so the first
 * student to see a new book does not wait for the encodes. Errors are the caller's to log.
 */
export async function makeCoverVariants(storage: Storage, cover: string): Promise<void> {
  for (const width of COVER_WIDTHS)
    for (const format of COVER_FORMATS) await coverVariant(storage, cover.slice(0, 36), width, format);
}

/**
 * Makes the resized covers of every stored cover that lacks them (server start-up: the seeded catalogue
 * and books uploaded before resized covers existed), one cover at a time so it never competes with requests
 * for more than one core. Resolves the number of covers done.
 */
export async function makeMissingCoverVariants(storage: Storage): Promise<number> {
  const names = await storage.list('covers/');
  let done = 0;
  for (const cover of names.filter((n) => COVER_NAME_RE.test(n))) {
    const missing = COVER_WIDTHS.some((w) =>
      COVER_FORMATS.some((f) => !names.includes(coverVariantName(cover, w, f))),
    );
    if (!missing) continue;
    await makeCoverVariants(storage, cover);
    done += 1;
  }
  return done;
}

/** Removes the resized covers of a cover that was replaced (ignores those already gone). */
export async function removeCoverVariants(storage: Storage, cover: string): Promise<void> {
  await storage.remove(
    ...COVER_WIDTHS.flatMap((w) => COVER_FORMATS.map((f) => coverVariantKey(coverVariantName(cover, w, f)))),
  );
}
