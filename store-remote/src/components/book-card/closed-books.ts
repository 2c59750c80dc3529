import { api } from '@exam/shared-contracts/client';
import { fetchJson, HttpStatusError } from '@exam/shared-contracts/client/fetch-json';
import { paths } from '@exam/shared-contracts/constants';
import type { Book, ClosedBooks, User } from '@exam/shared-contracts/http';

/**
 * `GET /user/closed-books` (ARCHITECTURE "Online tests"): the caller's books that stay closed until their
 * test. Asked apart from the book lists (those are cached per set of payment statuses), and again by every
 * card that mounts, so a card drawn after a test was submitted offers Read Now at once. Read with the
 * contracts' plain `fetchJson` (uncached by the browser), its refusal kept as RTK Query keeps one.
 */
export const closedBooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClosedBooks: build.query<ClosedBooks, void>({
      queryFn: async () => {
        try {
          return { data: await fetchJson<ClosedBooks>(paths.closedBooks, { cache: 'no-store' }) };
        } catch (error) {
          if (error instanceof HttpStatusError) return { error: { status: error.status, data: error.data } };
          return { error: { status: 'FETCH_ERROR', error: String(error) } };
        }
      },
    }),
  }),
});

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

/**
 * Whether `book`'s card says "Readable after your test" instead of offering Read Now; only for a book
 * {@link mayBeClosedUntilTest} (so cards that cannot be closed never ask, and need no API in their store).
 * Until the answer is in it says so (the paper is not offered before we know); when the list cannot be read
 * it offers Read Now, and the reader shows the server's refusal.
 */
export function useClosedUntilTest(book: Pick<Book, '_id'>): boolean {
  const { data, isError } = closedBooksApi.useGetClosedBooksQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (isError) return false;
  return data ? data.bookIds.includes(book._id) : true;
}
