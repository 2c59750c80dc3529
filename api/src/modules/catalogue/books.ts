import { paiseToRupees } from '@exam/shared-contracts/rules';
import type { Book, BookAccess, Section } from '@exam/shared-contracts/catalogue';
import type { PaymentState } from '@exam/shared-contracts/purchases';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, payments, type BookRow, type UserRow } from '../../db/schema';
import { isUuid } from '../../platform/http-error';

/** Public URL prefix of covers (served by modules/catalogue/file-routes). */
export const COVER_URL_PREFIX = '/api/files/covers/';
/** Prefix of the opaque PDF keys handed out as `pdfUrl` (readable only through /api/pdf-proxy). */
export const PDF_URL_PREFIX = '/files/pdfs/';

/** The API shape of a book (docs/domains/catalogue.md "Book fields"): rupees, cover URL, PDF key, optional
 * caller status. */
export function toBookDto(row: BookRow, paymentStatus?: BookAccess): Book {
  const book: Book = {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    section: row.section,
    price: paiseToRupees(row.pricePaise),
    priceDiscounted: row.priceDiscountedPaise === null ? null : paiseToRupees(row.priceDiscountedPaise),
    pages: row.pages,
    image: row.imageKey ? COVER_URL_PREFIX + row.imageKey : null,
    pdfUrl: row.pdfKey ? PDF_URL_PREFIX + row.pdfKey : null,
    isFree: row.isFree,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.titleHi) book.titleHi = row.titleHi;
  if (row.descriptionHi) book.descriptionHi = row.descriptionHi;
  if (row.testCount > 0) {
    book.testCount = row.testCount;
    book.testQuestions = row.testQuestions;
    book.testMinutes = row.testMinutes;
  }
  if (row.readableAnyTime) book.readableAnyTime = true;
  if (paymentStatus) book.paymentStatus = paymentStatus;
  return book;
}

/** Amount a buyer pays, in paise: the discounted price when set, else the price
 * (docs/domains/purchases.md "Rules and limits"). */
export function payablePaise(row: BookRow): number {
  return row.priceDiscountedPaise ?? row.pricePaise;
}

/** A book by id (soft-deleted ones only when `includeDeleted`). */
export async function findBook(db: Db, id: string, includeDeleted = false): Promise<BookRow | undefined> {
  if (!isUuid(id)) return undefined;
  const where = includeDeleted ? eq(books.id, id) : and(eq(books.id, id), isNull(books.deletedAt));
  const [row] = await db.select().from(books).where(where);
  return row;
}

/** Listed (not soft-deleted) books, oldest first then by title (stable by id). */
export function listBooks(db: Db, section?: Section): Promise<BookRow[]> {
  const conds: SQL[] = [isNull(books.deletedAt)];
  if (section) conds.push(eq(books.section, section));
  return db
    .select()
    .from(books)
    .where(and(...conds))
    .orderBy(asc(books.createdAt), asc(books.title), asc(books.id));
}

/**
 * The caller's status per book id from their payments (docs/domains/catalogue.md "Book access"): approved
 * beats pending beats rejected.
 */
export async function paymentStatusByBook(
  db: Db,
  userId: string,
  bookIds: string[],
): Promise<Map<string, BookAccess>> {
  if (bookIds.length === 0) return new Map();
  const rows = await db
    .select({ bookId: payments.bookId, status: payments.status })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.bookId, bookIds)));
  return bestStatusByBook(rows);
}

/** Ranks a user's payments per book (docs/domains/catalogue.md "Book access"): approved beats pending beats
 * rejected. */
export function bestStatusByBook(
  rows: Iterable<{ bookId: string; status: PaymentState }>,
): Map<string, PaymentState> {
  const result = new Map<string, PaymentState>();
  const rank = { approved: 3, pending: 2, rejected: 1 } as const;
  for (const r of rows) {
    const prev = result.get(r.bookId);
    if (!prev || rank[r.status] > rank[prev]) result.set(r.bookId, r.status);
  }
  return result;
}

/**
 * Books as one caller sees them (docs/domains/catalogue.md "Book fields" `paymentStatus`). Guests get `free`
 * for free books and `locked` otherwise; admins `admin_access`; users `free`, or their best payment status,
 * or `locked`.
 */
export async function withAccess(db: Db, rows: BookRow[], user: UserRow | null): Promise<Book[]> {
  if (!user) return rows.map((b) => toBookDto(b, b.isFree ? 'free' : 'locked'));
  if (user.role === 'admin') return rows.map((b) => toBookDto(b, 'admin_access'));
  const statuses = await paymentStatusByBook(
    db,
    user.id,
    rows.filter((b) => !b.isFree).map((b) => b.id),
  );
  return rows.map((b) => toBookDto(b, b.isFree ? 'free' : (statuses.get(b.id) ?? 'locked')));
}

/**
 * A student's library (docs/domains/purchases.md "My Books"): the books of their approved payments,
 * soft-deleted ones included (buyers keep access), oldest first, with status `approved`; then every listed
 * free book they did not buy, in title order, with status `free` (free books are theirs to read too).
 */
export async function libraryBooks(
  db: Db,
  userId: string,
): Promise<Array<{ book: BookRow; status: 'approved' | 'free' }>> {
  const [bought, free] = await Promise.all([
    db
      .selectDistinct({ book: books })
      .from(books)
      .innerJoin(
        payments,
        and(eq(payments.bookId, books.id), eq(payments.userId, userId), eq(payments.status, 'approved')),
      )
      .orderBy(asc(books.createdAt), asc(books.title), asc(books.id)),
    db
      .select()
      .from(books)
      .where(and(eq(books.isFree, true), isNull(books.deletedAt)))
      .orderBy(asc(books.title), asc(books.id)),
  ]);
  const boughtIds = new Set(bought.map((r) => r.book.id));
  return [
    ...bought.map((r) => ({ book: r.book, status: 'approved' as const })),
    ...free.filter((b) => !boughtIds.has(b.id)).map((book) => ({ book, status: 'free' as const })),
  ];
}

/** True when the user may read the book's PDF: admin, free (and listed) book, or an approved payment. */
export async function canRead(db: Db, user: UserRow, book: BookRow): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (book.isFree && !book.deletedAt) return true;
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, user.id), eq(payments.bookId, book.id), eq(payments.status, 'approved')))
    .limit(1);
  return !!row;
}
