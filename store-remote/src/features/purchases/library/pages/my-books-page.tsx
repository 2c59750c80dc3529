import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { Link } from '@exam/web-platform/router';
import styled from 'styled-components';
import { notify } from '@exam/web-platform/client';
import type { Book } from '@exam/shared-contracts/catalogue';
import type { PurchasedBooks, UserOrders, UserReceipts } from '@exam/shared-contracts/purchases';
import { BookCard } from '../../../../components/book-card/book-card';
import { BookCardGrid, Container, Page } from '../../../../components/layout';
import { Spinner } from '@exam/shared-ui/spinner';
import { useGetOrdersQuery, useGetPurchasedBooksQuery, useGetReceiptsQuery } from '../api/purchased-api';
import { readEarlyAt } from '../api/early-reads';
import { purchasePaths } from '@exam/shared-contracts/constants';
import { earlyLoadPattern, STORE_PAGES } from '../../../../page-table';
import { SignInRedirect } from '../../../../components/sign-in-redirect';
import { LibraryStates } from '../components/library-states';
import { PageTitle } from '../components/page-parts';
import { useSessionData } from '../../../../components/use-session-data';
import { useLibraryT, type LibraryMessageId } from '../i18n';

export { libraryMessagesReady as messagesReady } from '../i18n';

readEarlyAt(earlyLoadPattern(STORE_PAGES.myBooks.path), [
  purchasePaths.purchasedBooks,
  purchasePaths.userReceipts,
  purchasePaths.userOrders,
]);

/** Message id of the logged-out message of docs/domains/purchases.md "My Books". */
export const LOGGED_OUT_MESSAGE: LibraryMessageId = 'Please log in to view your books';

const Notice = styled.p`
  margin: 0 0 1.5rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 3px solid ${(p) => p.theme.colors.warning};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  a {
    color: ${(p) => p.theme.colors.text};
  }
`;

const ReceiptLink = styled(Link)`
  display: inline-block;
  margin-top: 0.5rem;
  font-size: 0.9rem;
  /* The primary indigo is 3.99:1 on the dark page: under AA for text this size (Lighthouse). */
  color: ${(p) => p.theme.colors.text};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

const FreeBooks = styled.section`
  margin-top: 2.5rem;
  h2 {
    margin: 0 0 0.35rem;
    font-size: 1.35rem;
  }
  > p {
    margin: 0 0 1.25rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** Every purchased book is readable: fill in the status if the list left it out, so the card offers Read Now. */
function withAccess(book: Book): Book {
  return book.paymentStatus ? book : { ...book, paymentStatus: book.isFree ? 'free' : 'approved' };
}

/**
 * The top of /my-books while the session is checked: the page's heading with the spinner under it. The
 * build prerenders it (prerender.tsx) for the server to send in the page's HTML to a visitor with a stored
 * token, so the heading is painted before any script runs and stays where it is.
 */
export function MyBooksChecking() {
  const t = useLibraryT();
  return (
    <Page>
      <Container>
        <MyBooksHeading />
        <Spinner label={t('Checking your session...')} />
      </Container>
    </Page>
  );
}

function MyBooksHeading() {
  const t = useLibraryT();
  return (
    <PageTitle>
      <h1>{t('My Books')}</h1>
      <p>
        {t('Your purchased study materials')} · <Link to="/my-orders">{t('My orders')}</Link>
      </p>
    </PageTitle>
  );
}

/** What the page is drawn from: the session's state and the three answers (undefined until each is in). */
interface MyBooksAnswers {
  status: ReturnType<typeof useSessionData>['status'];
  books: PurchasedBooks | undefined;
  booksFailed: boolean;
  receipts: UserReceipts | undefined;
  receiptsFailed: boolean;
  orders: UserOrders | undefined;
  ordersFailed: boolean;
}

/**
 * /my-books (docs/domains/purchases.md "My Books"; docs/domains/accounts.md "Roles"): signed-in users only
 * (visitors are sent to /login with replace). The heading and a spinner while the session is checked; then
 * the purchased books, or "No Books Purchased Yet" with a Browse Books link to /class11. Each book links its
 * payment's receipt. Under them, "Free books": the catalogue's free books, which every student may read.
 *
 * The session and the answers arrive as Redux updates, which React renders in one task it cannot split;
 * drawing the cards in it blocked a phone's main thread (as in BookGrid). The page is therefore drawn from a
 * deferred copy of them: the urgent render keeps the page as it was (memo: nothing to do), and the cards are
 * drawn in a background render that yields to input every few ms.
 */
export function MyBooksPage() {
  const { status, canAsk } = useSessionData();
  const t = useLibraryT();
  const books = useGetPurchasedBooksQuery(undefined, { skip: !canAsk });
  const receipts = useGetReceiptsQuery(undefined, { skip: !canAsk });
  // A payment still pending is not a purchase yet, but it is not nothing either.
  const orders = useGetOrdersQuery(undefined, { skip: !canAsk });
  const answers = useDeferredValue(
    useMemo<MyBooksAnswers>(
      () => ({
        status,
        books: books.data,
        booksFailed: books.isError,
        receipts: receipts.data,
        receiptsFailed: receipts.isError,
        orders: orders.data,
        ordersFailed: orders.isError,
      }),
      [status, books.data, books.isError, receipts.data, receipts.isError, orders.data, orders.isError],
    ),
  );
  // The page is left at once (docs/domains/accounts.md "Roles": redirect with replace), so the message also
  // travels as a toast.
  useEffect(() => {
    if (status === 'guest') notify.once(t(LOGGED_OUT_MESSAGE));
  }, [status, t]);
  return <MyBooksView answers={answers} refetch={books.refetch} />;
}

const MyBooksView = memo(function MyBooksView({
  answers,
  refetch,
}: {
  answers: MyBooksAnswers;
  refetch: () => unknown;
}) {
  const t = useLibraryT();
  const { status } = answers;
  // The receipts' links and the pending notice change the page's height: the page is drawn once the three
  // answers are in (or have failed), so nothing on it moves when the last one arrives (CLS 0).
  const settled =
    (answers.receipts !== undefined || answers.receiptsFailed) &&
    (answers.orders !== undefined || answers.ordersFailed);
  // The list holds the bought books, then the free ones (docs/domains/purchases.md "Calls"): bought ones, or
  // the empty state of docs/domains/purchases.md "My Books", first.
  const bought = settled ? answers.books?.filter((b) => b.paymentStatus !== 'free') : undefined;
  const free = (settled && answers.books?.filter((b) => b.paymentStatus === 'free')) || [];
  const receiptOf = new Map((answers.receipts ?? []).map((r) => [r.bookId, r.paymentId]));
  const pending = bought ? (answers.orders ?? []).filter((o) => o.status === 'pending').length : 0;

  if (status === 'checking') return <MyBooksChecking />;
  if (status === 'guest') {
    return (
      <Page>
        <Container>
          <p role="alert">{t(LOGGED_OUT_MESSAGE)}</p>
          <SignInRedirect />
        </Container>
      </Page>
    );
  }

  return (
    <Page>
      <Container>
        <MyBooksHeading />
        {pending > 0 && (
          <Notice role="status">
            {t(
              '{count, plural, =1 {One payment is waiting for approval: the book will appear here once approved.} other {{count} payments are waiting for approval: the books will appear here once approved.}}',
              { count: pending },
            )}{' '}
            <Link to="/my-orders">{t('See my orders')}</Link>
          </Notice>
        )}
        <LibraryStates query={{ data: bought, isError: answers.booksFailed, refetch }} what="books">
          {(data) => (
            <BookCardGrid>
              {data.map((book, index) => {
                const receipt = receiptOf.get(book._id);
                return (
                  <div key={book._id}>
                    <BookCard book={withAccess(book)} index={index} titleLevel={2} />
                    {receipt && (
                      <ReceiptLink
                        to={`/receipt/${receipt}`}
                        aria-label={t('Receipt for {title}', { title: book.title })}
                      >
                        {t('Receipt')}
                      </ReceiptLink>
                    )}
                  </div>
                );
              })}
            </BookCardGrid>
          )}
        </LibraryStates>
        {free.length > 0 && (
          <FreeBooks aria-labelledby="my-books-free">
            <h2 id="my-books-free">{t('Free books')}</h2>
            <p>{t('Yours to read as well, at no cost.')}</p>
            <BookCardGrid>
              {free.map((book, index) => (
                <BookCard key={book._id} book={withAccess(book)} index={index} titleLevel={3} />
              ))}
            </BookCardGrid>
          </FreeBooks>
        )}
      </Container>
    </Page>
  );
});
