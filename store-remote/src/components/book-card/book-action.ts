import type { Book } from '@exam/shared-contracts/catalogue';
import type { User } from '@exam/shared-contracts/accounts';
import { canReadStatus } from '@exam/shared-contracts/rules';

/**
 * What a book card offers (docs/domains/catalogue.md "Book access"):
 * - `read`: Read Now (only when `canRead`, i.e. the book has a PDF) and View Details;
 * - `pending`: a disabled Payment Pending button;
 * - `buy`: Buy Now (visitors are sent to /login by the card).
 */
export type BookAction = { kind: 'read'; canRead: boolean } | { kind: 'pending' } | { kind: 'buy' };

type ActionBook = Pick<Book, 'paymentStatus' | 'pdfUrl'>;
type ActionUser = Pick<User, 'isAdmin'> | null | undefined;

/**
 * The card action for a book and the current user (null for visitors). Any admin user, or a readable status,
 * gives `read`; `pending` gives `pending`; locked, available, rejected or no status give `buy`.
 */
export function bookAction(book: ActionBook, user: ActionUser): BookAction {
  if (user?.isAdmin || canReadStatus(book.paymentStatus)) {
    return { kind: 'read', canRead: Boolean(book.pdfUrl) };
  }
  if (book.paymentStatus === 'pending') return { kind: 'pending' };
  return { kind: 'buy' };
}

/**
 * Whether the card offers Take Test beside Read Now (docs/domains/exams.md "Online tests"): a test series
 * with published online tests (`testCount`), for a user the rules of {@link bookAction} let read it. It links
 * to `/test/book/<id>`, the tests of that series (exam-remote).
 */
export function offersTakeTest(book: ActionBook & Pick<Book, 'testCount'>, user: ActionUser): boolean {
  return (book.testCount ?? 0) > 0 && bookAction(book, user).kind === 'read';
}

/** A card's payment badge: its English label, which is also its message id and picks its colour. */
export type PaymentBadge = 'Admin Access' | 'Purchased' | 'Pending' | 'Rejected' | 'Free';

/** The payment badge of a card (docs/domains/catalogue.md "Book card"), or null when there is nothing to
 * say. */
export function paymentBadge(
  book: Pick<Book, 'paymentStatus' | 'isFree'>,
  user: ActionUser,
): PaymentBadge | null {
  if (user?.isAdmin || book.paymentStatus === 'admin_access') return 'Admin Access';
  switch (book.paymentStatus) {
    case 'approved':
      return 'Purchased';
    case 'pending':
      return 'Pending';
    case 'rejected':
      return 'Rejected';
    case 'free':
      return 'Free';
    default:
      return book.isFree ? 'Free' : null;
  }
}
