import type { Book } from '@exam/shared-contracts/catalogue';

/** The reader's preparation of one book's PDF, as the admin book list carries it. */
export type Preparation = NonNullable<Book['preparation']>;

/** How a preparation state reads in the Books table, and its badge tone. */
export interface PreparationLabel {
  text: string;
  tone: 'success' | 'warning' | 'danger' | 'neutral';
}

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * The Books table's "Reader" cell (leak-proof reading): `Preparing: 340 of 1,321 pages
 * indexed` while text is extracted, `Ready: 1,321 pages indexed`, `Queued`, `Failed: <cause>`, or `-` for a
 * book without a PDF. Numbers use Indian grouping, like every other count in the dashboard.
 */
export function preparationLabel(book: Pick<Book, 'pdfUrl' | 'preparation'>): PreparationLabel {
  const prep = book.preparation;
  if (!book.pdfUrl || !prep) return { text: '-', tone: 'neutral' };
  const total = prep.pageCount;
  switch (prep.state) {
    case 'ready':
      return {
        text: `Ready: ${count(prep.preparedPages)} pages indexed${prep.error ? ` (${prep.error})` : ''}`,
        tone: prep.error ? 'warning' : 'success',
      };
    case 'failed':
      return { text: `Failed: ${prep.error ?? 'unknown error'}`, tone: 'danger' };
    case 'preparing':
      return {
        text:
          total === null
            ? 'Preparing: counting pages'
            : `Preparing: ${count(prep.preparedPages)} of ${count(total)} pages indexed`,
        tone: 'warning',
      };
    default:
      return { text: 'Queued for preparation', tone: 'neutral' };
  }
}

/** True while some book is still queued or being prepared: the Books tab then refreshes its list. */
export function anyPreparing(books: readonly Pick<Book, 'pdfUrl' | 'preparation'>[]): boolean {
  return books.some(
    (b) => b.pdfUrl && (b.preparation?.state === 'queued' || b.preparation?.state === 'preparing'),
  );
}

/** How often the Books tab refreshes while a book is being prepared (ms). */
export const PREPARATION_POLL_MS = 3000;
