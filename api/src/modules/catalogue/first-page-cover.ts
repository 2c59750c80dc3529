import { COVER_WIDTHS } from '@exam/shared-contracts/constants/covers';
import { coverKey, generatedName, type Storage } from '../../platform/storage/storage';

/**
 * Width (px) at which a PDF's first page is rendered when it becomes the book's cover: the widest resized
 * cover (cover-variants.ts) is then cut from it without enlarging.
 */
export const FIRST_PAGE_COVER_WIDTH = Math.max(...COVER_WIDTHS);

/**
 * Stores a render of a PDF's first page (WebP bytes from the render pool's `inspect` probe) as a book
 * cover `covers/<uuid>.webp`; returns the cover's name. The book form uses it when the admin gives a PDF
 * and no image, and the seed for the books it stores without a cover file.
 */
export async function storeFirstPageCover(storage: Storage, webp: Uint8Array): Promise<string> {
  const name = generatedName('webp');
  await storage.putBytes(coverKey(name), webp);
  return name;
}
