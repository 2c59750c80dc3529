import { api, notify } from '@exam/web-platform/client';
import { fetchJson, HttpStatusError } from '@exam/web-platform/client/fetch-json';
import { PAPER_MESSAGES, cataloguePaths } from '@exam/shared-contracts/constants';
import type { Book, ClosedBooks } from '@exam/shared-contracts/catalogue';
import { useStoreT } from '../../lib/i18n';
import { Button } from '@exam/shared-ui/button';

/**
 * `GET /user/closed-books` (docs/domains/exams.md "Online tests"): the caller's books that stay closed until
 * their test. Asked apart from the book lists (those are cached per set of payment statuses), and again by
 * every card that mounts, so a card drawn after a test was submitted offers Read Now at once. Read with the
 * contracts' plain `fetchJson` (uncached by the browser), its refusal kept as RTK Query keeps one.
 */
export const closedBooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClosedBooks: build.query<ClosedBooks, void>({
      queryFn: async () => {
        try {
          return { data: await fetchJson<ClosedBooks>(cataloguePaths.closedBooks, { cache: 'no-store' }) };
        } catch (error) {
          if (error instanceof HttpStatusError) return { error: { status: error.status, data: error.data } };
          return { error: { status: 'FETCH_ERROR', error: String(error) } };
        }
      },
    }),
  }),
});

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

/** Says why a book is closed until the student's test, in the server's words (translated by `t`). */
function sayWhyClosed(t: ReturnType<typeof useStoreT>): void {
  notify.error(t(PAPER_MESSAGES.closedUntilTest));
}

/** Read Now, or "Readable after your test" while the caller's closed books hold this one. */
export default function ReadAfterTest({ book, onRead }: { book: Pick<Book, '_id'>; onRead: () => void }) {
  const t = useStoreT();
  const closed = useClosedUntilTest(book);
  if (!closed)
    return (
      <Button $variant="primary" $size="large" type="button" onClick={onRead}>
        {t('Read Now')}
      </Button>
    );
  return (
    // aria-disabled, not disabled: a click says why the book does not open (as Payment Pending does).
    <Button
      $variant="pending"
      $size="large"
      type="button"
      aria-disabled="true"
      onClick={() => sayWhyClosed(t)}
    >
      {t(PAPER_MESSAGES.readAfterTest)}
    </Button>
  );
}
