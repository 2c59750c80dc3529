import { removeCoverVariants } from './cover-variants';
import { bookPriceProblem, parseRupees } from '@exam/shared-contracts/rules';
import { CATEGORIES, SECTIONS } from '@exam/shared-contracts/catalogue';
import type { Category, Section } from '@exam/shared-contracts/catalogue';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, type BookRow } from '../../db/schema';
import { recordAudit } from '../operations';
import { findBook } from './books';
import { storeFirstPageCover } from './first-page-cover';
import { HttpError } from '../../platform/http-error';
import { coverKey, generatedName, pdfFileKey, type Storage } from '../../platform/storage/storage';
import { PDF_META_NAME } from '../../platform/render/page-sizes';
import type { BookFormUpload } from './uploads';

type BookValues = Omit<typeof books.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** Paise of a rupee field (shared rule `parseRupees`): null when empty, 400 with the rule's text when not an amount. */
function money(raw: string | undefined, label: string): number | null {
  const parsed = parseRupees(raw ?? '', label);
  if (parsed !== null && typeof parsed === 'object') throw new HttpError(400, parsed.error);
  return parsed;
}

/** A yes/no field of the form: true/false (1/0, on/off, yes/no); 400 naming the field otherwise. */
function yesNo(raw: string, label: string): boolean {
  const value = raw.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(value)) return true;
  if (['false', '0', 'off', 'no', ''].includes(value)) return false;
  throw new HttpError(400, `${label} must be true or false`);
}

/**
 * Validates the text fields of the book form (docs/domains/catalogue.md "Book fields";
 * docs/domains/operations.md "Rules and limits"). On create every required field must be present; on update
 * (`current` given) a missing field keeps its current value. `titleHi` and `descriptionHi` (the Hindi
 * versions) are optional; an empty one clears it. `readableAnyTime` (true/false, else 400) makes a book
 * holding tests readable before the student's test (a practice book). Prices are rupees in (plain decimals,
 * at most two decimals: shared rules `parseRupees` and `bookPriceProblem`; a paid book ≥ ₹1), paise out; a
 * free book is stored with price 0. `pages` empty → null (counted later from the PDF when one is uploaded).
 */
export function parseBookFields(f: Record<string, string>, current?: BookRow): BookValues {
  const has = (k: string) => f[k] !== undefined;
  const isFree = has('isFree')
    ? ['true', '1', 'on', 'yes'].includes(f.isFree.trim().toLowerCase())
    : (current?.isFree ?? false);
  const readableAnyTime = has('readableAnyTime')
    ? yesNo(f.readableAnyTime, 'Readable any time')
    : (current?.readableAnyTime ?? false);
  const title = has('title') ? f.title.trim() : current?.title;
  const description = has('description') ? f.description.trim() : current?.description;
  const priceIn = has('price') ? money(f.price, 'Price') : (current?.pricePaise ?? null);
  // A free book is stored with price 0 and no discount, whatever was typed.
  const price = isFree ? 0 : priceIn;
  if (!title || !description || price === null)
    throw new HttpError(400, 'Please fill in all required fields');
  const category = (has('category') ? f.category.trim() : current?.category) as Category;
  if (!CATEGORIES.includes(category))
    throw new HttpError(400, `Category must be one of ${CATEGORIES.join(', ')}`);
  const section = (has('section') ? f.section.trim() : current?.section) as Section;
  if (!SECTIONS.includes(section)) throw new HttpError(400, `Section must be one of ${SECTIONS.join(', ')}`);
  const discountedIn = has('priceDiscounted')
    ? money(f.priceDiscounted, 'Discounted price')
    : (current?.priceDiscountedPaise ?? null);
  const discounted = isFree ? null : discountedIn;
  const priceProblem = bookPriceProblem({ isFree, pricePaise: price, discountedPaise: discounted });
  if (priceProblem) throw new HttpError(400, priceProblem);
  let pages: number | null = current?.pages ?? null;
  if (has('pages')) {
    const raw = f.pages.trim();
    pages = raw === '' ? null : Number(raw);
    if (pages !== null && (!Number.isInteger(pages) || pages < 1 || pages > 100000))
      throw new HttpError(400, 'Pages must be a whole number');
  }
  if (title.length > 300 || description.length > 5000)
    throw new HttpError(400, 'Title or description is too long');
  // The Hindi title and description are optional: empty clears them, missing keeps them.
  const optional = (k: string, now: string | null | undefined) =>
    has(k) ? f[k].trim() || null : (now ?? null);
  const titleHi = optional('titleHi', current?.titleHi);
  const descriptionHi = optional('descriptionHi', current?.descriptionHi);
  if ((titleHi?.length ?? 0) > 300 || (descriptionHi?.length ?? 0) > 5000)
    throw new HttpError(400, 'Title or description is too long');
  return {
    title,
    description,
    titleHi,
    descriptionHi,
    category,
    section,
    pricePaise: price,
    priceDiscountedPaise: discounted,
    pages,
    isFree,
    readableAnyTime,
  };
}

/**
 * Moves the checked upload temps into storage under generated names (S3: streamed up, each object appears
 * only once complete), recording in `placed` the new names and every key written so far (`keys`, for the
 * clean-up even when the second file fails). A PDF sent without an image gives the book a cover drawn
 * from its first page, unless the book already has one (`hasCover`: an admin's image is never replaced
 * by a render).
 */
async function placeFiles(
  storage: Storage,
  form: BookFormUpload,
  placed: PlacedFiles,
  hasCover: boolean,
): Promise<void> {
  if (form.image) {
    const name = generatedName(form.image.ext);
    await storage.putFile(coverKey(name), form.image.tmpPath, 'move');
    placed.imageKey = name;
    placed.keys.push(coverKey(name));
  }
  if (form.pdf) {
    const name = generatedName('pdf');
    await storage.putFile(pdfFileKey(name), form.pdf.tmpPath, 'move');
    placed.pdfKey = name;
    placed.keys.push(pdfFileKey(name));
  }
  if (!form.image && !hasCover && form.pdf?.firstPage) {
    const name = await storeFirstPageCover(storage, form.pdf.firstPage);
    placed.imageKey = name;
    placed.keys.push(coverKey(name));
  }
}

/** Names of the files an upload stored, and their storage keys. */
interface PlacedFiles {
  imageKey?: string;
  pdfKey?: string;
  keys: string[];
}

/**
 * Creates (no `id`) or updates a book from an uploaded form (docs/domains/operations.md "Calls" POST/PUT
 * /admin/books). New files replace the old ones, which are deleted after the row is saved; on failure, new
 * files are deleted. 404 when updating an unknown or deleted book.
 */
export async function saveBook(
  db: Db,
  storage: Storage,
  form: BookFormUpload,
  id?: string,
  actorId: string | null = null,
): Promise<BookRow> {
  const cleanupTemps = () => storage.removeTemp(form.image?.tmpPath, form.pdf?.tmpPath);
  const placed: PlacedFiles = { keys: [] };
  try {
    const current = id === undefined ? undefined : await findBook(db, id);
    if (id !== undefined && !current) throw new HttpError(404, 'Book not found');
    const values = parseBookFields(form.fields, current);
    await placeFiles(storage, form, placed, !!current?.imageKey);
    const pagesBlank = form.fields.pages === undefined || form.fields.pages.trim() === '';
    const inspection = form.pdf?.inspection;
    if (placed.pdfKey && inspection) {
      // The upload's one inspection (render pool) gives the page count; text is prepared in the background.
      if (pagesBlank) values.pages = inspection.pages;
      Object.assign(values, {
        pageCount: inspection.pages,
        prepareState: 'queued',
        preparedPages: 0,
        prepareError: null,
      } satisfies Partial<BookValues>);
      await storage.writeCache('text', placed.pdfKey, PDF_META_NAME, JSON.stringify(inspection));
    }
    if (placed.imageKey) values.imageKey = placed.imageKey;
    if (placed.pdfKey) values.pdfKey = placed.pdfKey;
    // The row and its audit record commit together.
    const row = await db.transaction(async (t) => {
      const [saved] = current
        ? await t
            .update(books)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(books.id, current.id))
            .returning()
        : await t.insert(books).values(values).returning();
      await recordAudit(t, {
        actorId,
        action: current ? 'book.update' : 'book.create',
        entity: 'books',
        entityId: saved.id,
        before: current,
        after: saved,
      });
      return saved;
    });
    if (!current) return row;
    // Replaced files are no longer reachable from any row. The save has committed: a file that cannot be
    // removed now is left behind (an orphan), never reported as a failed save.
    const removeOld = async () => {
      if (placed.imageKey && current.imageKey) {
        await storage.remove(coverKey(current.imageKey));
        await removeCoverVariants(storage, current.imageKey);
      }
      if (placed.pdfKey && current.pdfKey) {
        await storage.remove(pdfFileKey(current.pdfKey));
        await storage.removeCache(current.pdfKey);
      }
    };
    await removeOld().catch((err: unknown) => console.warn('replaced book files not removed:', err));
    return row;
  } catch (err) {
    await cleanupTemps();
    await storage.remove(...placed.keys);
    if (placed.pdfKey) await storage.removeCache(placed.pdfKey);
    throw err;
  }
}

/** Soft-deletes a book (docs/domains/operations.md "Calls" DELETE /admin/books/{id}): gone from listings,
 * buyers keep access. 404 if unknown. */
export async function softDeleteBook(db: Db, id: string, actorId: string | null = null): Promise<void> {
  const book = await findBook(db, id);
  if (!book) throw new HttpError(404, 'Book not found');
  await db.transaction(async (t) => {
    const [after] = await t
      .update(books)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(books.id, id))
      .returning();
    await recordAudit(t, {
      actorId,
      action: 'book.delete',
      entity: 'books',
      entityId: id,
      before: book,
      after,
    });
  });
}
