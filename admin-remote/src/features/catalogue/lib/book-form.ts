import { DEFAULT_UPLOAD_LIMITS } from '@exam/shared-contracts/constants';
import type { Book, Category, Section } from '@exam/shared-contracts/catalogue';
import { bookPriceProblem, bytesToMb, parseRupees } from '@exam/shared-contracts/rules';

/** The add/edit dialog's values (docs/domains/catalogue.md "Book fields"); numbers are kept as typed text. */
export interface BookFormValues {
  title: string;
  description: string;
  /** The optional Hindi title and description, shown on Hindi pages ('' when none). */
  titleHi: string;
  descriptionHi: string;
  category: Category;
  section: Section;
  price: string;
  priceDiscounted: string;
  pages: string;
  isFree: boolean;
  /**
   * A practice book: readable at any time although it holds online tests (else a book holding a published
   * test opens to a student only after their ranked attempt; docs/domains/exams.md "Online tests").
   */
  readableAnyTime: boolean;
}

/** Upload limits in bytes (docs/domains/operations.md "Rules and limits": 5 MB image, 50 MB PDF unless the
 * admin config says otherwise). */
export interface UploadLimits {
  maxImageSize: number;
  maxPdfSize: number;
}

/** The subset of a File the checks read. */
export interface FileLike {
  size: number;
  type: string;
}

export const EMPTY_BOOK_FORM: BookFormValues = {
  title: '',
  description: '',
  titleHi: '',
  descriptionHi: '',
  category: 'NEET',
  section: 'class11',
  price: '',
  priceDiscounted: '',
  pages: '',
  isFree: false,
  readableAnyTime: false,
};

/** The dialog's values for editing `book` (docs/domains/operations.md "Books"). */
export function formFromBook(book: Book): BookFormValues {
  return {
    title: book.title,
    description: book.description,
    titleHi: book.titleHi ?? '',
    descriptionHi: book.descriptionHi ?? '',
    category: book.category,
    section: book.section,
    price: String(book.price),
    priceDiscounted: book.priceDiscounted === null ? '' : String(book.priceDiscounted),
    pages: book.pages === null ? '' : String(book.pages),
    isFree: book.isFree,
    readableAnyTime: book.readableAnyTime === true,
  };
}

/**
 * docs/domains/operations.md "Rules and limits": title, description and price are required; then the price
 * rules the server applies too (shared `parseRupees` / `bookPriceProblem`: plain rupees with at most two
 * decimals, a paid book ≥ ₹1, a discount not above the price). Null when valid, else the message.
 */
export function validateBookForm(values: BookFormValues): string | null {
  if (!values.title.trim() || !values.description.trim() || !values.price.trim()) {
    return 'Please fill in all required fields';
  }
  const price = parseRupees(values.price, 'Price');
  const discounted = parseRupees(values.priceDiscounted, 'Discounted price');
  for (const parsed of [price, discounted])
    if (parsed !== null && typeof parsed === 'object') return parsed.error;
  return bookPriceProblem({
    isFree: values.isFree,
    pricePaise: price as number,
    discountedPaise: discounted as number | null,
  });
}

/** docs/domains/operations.md "Rules and limits": an image/* file under the limit. Null when valid, else the
 * message. */
export function validateImage(file: FileLike, limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): string | null {
  if (!file.type.startsWith('image/')) return 'Please select a valid image file';
  if (file.size > limits.maxImageSize)
    return `Image size should be less than ${bytesToMb(limits.maxImageSize)} MB`;
  return null;
}

/** docs/domains/operations.md "Rules and limits": an application/pdf file under the limit. Null when valid,
 * else the message. */
export function validatePdf(file: FileLike, limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): string | null {
  if (file.type !== 'application/pdf') return 'Please select a valid PDF file';
  if (file.size > limits.maxPdfSize) return `PDF size should be less than ${bytesToMb(limits.maxPdfSize)} MB`;
  return null;
}

/**
 * The multipart body of create and update (docs/domains/operations.md "Calls"): text fields first, then the
 * optional `image` and `pdf` files, so the server has the fields before it streams the large file to disk.
 */
export function buildBookFormData(values: BookFormValues, image: Blob | null, pdf: Blob | null): FormData {
  const data = new FormData();
  data.append('title', values.title.trim());
  data.append('description', values.description.trim());
  // Always sent: an empty one clears the Hindi version.
  data.append('titleHi', values.titleHi.trim());
  data.append('descriptionHi', values.descriptionHi.trim());
  data.append('category', values.category);
  data.append('section', values.section);
  data.append('price', values.price.trim());
  data.append('priceDiscounted', values.priceDiscounted.trim());
  data.append('pages', values.pages.trim());
  data.append('isFree', String(values.isFree));
  data.append('readableAnyTime', String(values.readableAnyTime));
  if (image) data.append('image', image);
  if (pdf) data.append('pdf', pdf);
  return data;
}

/** Summary cards of the Books tab (docs/domains/operations.md "Admin screens"): counts, and total value = sum
 * of prices of non-free books (rupees). */
export function bookSummary(books: Book[]): {
  total: number;
  value: number;
  withPdf: number;
  withImage: number;
  free: number;
} {
  return {
    total: books.length,
    value: books.reduce((sum, b) => (b.isFree ? sum : sum + (b.price || 0)), 0),
    withPdf: books.filter((b) => Boolean(b.pdfUrl)).length,
    withImage: books.filter((b) => Boolean(b.image)).length,
    free: books.filter((b) => b.isFree).length,
  };
}
