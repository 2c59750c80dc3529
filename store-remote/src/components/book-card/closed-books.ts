import type { Book } from '@exam/shared-contracts/catalogue';
import type { User } from '@exam/shared-contracts/accounts';

/**
 * True when `book` may be closed to `user` until their test: it holds published tests and is not a practice
 * book, and the user is a signed-in student (an admin reads everything).
 */
export function mayBeClosedUntilTest(
  book: Pick<Book, 'testCount' | 'readableAnyTime'>,
  user: Pick<User, 'isAdmin'> | null | undefined,
): boolean {
  return Boolean(user && !user.isAdmin && (book.testCount ?? 0) > 0 && !book.readableAnyTime);
}
