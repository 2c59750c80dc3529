import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useParams } from '@exam/web-platform/router';
import styled from 'styled-components';
import { openReader, PrerenderedMarkup, selectUser, useDocumentTitle } from '@exam/web-platform/client';
import type { Book } from '@exam/shared-contracts/catalogue';
import type { PaymentData } from '@exam/shared-contracts/purchases';
import { bookView, type BookView } from '@exam/web-platform/prerender/file';
import { bookFigure } from '@exam/shared-contracts/rules';
import { Container, Page } from '../../../../components/layout';
import { Spinner } from '@exam/shared-ui/spinner';
import { useGetPaymentDataQuery } from '../api/payment-api';
import { BookLoadErrors, BookLoading } from '../components/book-load-states';
import { BookSummary } from '../components/book-summary';
import { Instructions } from '../components/instructions';
import { PaymentOptions } from '../components/payment-options';
import { StatusPanel, type AccessView } from '../components/status-panel';
import { UtrForm } from '../components/utr-form';
import { usePaymentTracking } from '../hooks/use-payment-tracking';
import { SignInRedirect } from '../../../../components/sign-in-redirect';
import { useSessionData } from '../../../../components/use-session-data';
import { usePaymentT } from '../i18n';
import { useBookTexts } from '../../../../lib/book-text';

export { paymentMessagesReady as messagesReady } from '../i18n';

const Layout = styled.div<{ $split: boolean }>`
  display: grid;
  gap: 1.25rem;
  padding-top: 2rem;
  grid-template-columns: minmax(0, 1fr);
  ${(p) => (p.$split ? '' : 'max-width: 52rem; margin: 0 auto;')}
  @media (min-width: 960px) {
    grid-template-columns: ${(p) => (p.$split ? 'minmax(0, 5fr) minmax(0, 4fr)' : 'minmax(0, 1fr)')};
    align-items: start;
  }
`;

// Phones get one column in reading order (book, status, pay, UTR, instructions); wide screens get two.
const Column = styled.div`
  display: contents;
  @media (min-width: 960px) {
    display: grid;
    gap: 1.25rem;
    min-width: 0;
  }
`;

const Slot = styled.div<{ $order: number }>`
  order: ${(p) => p.$order};
  min-width: 0;
  /* Brought into view under the shell's sticky header (about 4 rem tall). */
  scroll-margin-top: 5rem;
  &:focus {
    outline: none;
  }
  @media (min-width: 960px) {
    order: 0;
  }
`;

/** Access the buyer has without (or despite) a payment: free books and admins
 * (docs/domains/purchases.md "Payment states"). */
function directAccess(book: Book, isAdmin: boolean): AccessView | null {
  if (isAdmin || book.paymentStatus === 'admin_access') return 'admin';
  if (book.paymentStatus === 'approved') return 'approved';
  if (book.paymentStatus === 'free' || book.isFree) return 'free';
  return null;
}

/**
 * The top of the payment page as the server can draw it before any script runs (the cover is the
 * page's largest paint): the book (its `bookView`) in the page's own frame, where PurchaseView puts it.
 * prerender.tsx draws it at build time with `templateView`'s slot tokens: the per-book template that the
 * server fills in by slot name.
 */
export function PaymentPageTop({ view }: { view: BookView }) {
  return (
    <Page>
      <Container>
        <Layout $split>
          <Column>
            <Slot $order={1}>
              <BookSummary view={view} />
            </Slot>
          </Column>
        </Layout>
      </Container>
    </Page>
  );
}

function PurchaseView({ data }: { data: PaymentData }) {
  const user = useSelector(selectUser);
  const dispatch = useDispatch();
  const { book } = data;
  const t = usePaymentT();
  const texts = useBookTexts(book);
  useDocumentTitle(t('Pay for {title}', { title: texts.title.text }));
  const tracking = usePaymentTracking(book._id, data.existingPayment);
  const view: AccessView | null = directAccess(book, user?.isAdmin === true) ?? tracking.status;
  const canPay = view === null || view === 'rejected';
  const status = useRef<HTMLDivElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const onSubmitted = (paymentId: string) => {
    setSubmitted(true);
    tracking.track(paymentId);
  };
  // A UTR just submitted: the forms below give way to the pending card, so the page would be left
  // scrolled to where the form was (the footer, on a phone). Bring the card into view and give it the
  // focus the vanished Submit button had.
  useEffect(() => {
    if (!submitted || view !== 'pending' || !status.current) return;
    status.current.focus({ preventScroll: true });
    status.current.scrollIntoView({ block: 'start' });
    setSubmitted(false);
  }, [submitted, view]);
  const onRead = book.pdfUrl
    ? () => dispatch(openReader({ bookId: book._id, pdfUrl: book.pdfUrl as string, title: book.title }))
    : undefined;

  return (
    <Layout $split={canPay}>
      <Column>
        <Slot $order={1}>
          <BookSummary view={bookView(book)} texts={texts} figure={bookFigure(book)} />
        </Slot>
        {view && (
          <Slot $order={2} ref={status} tabIndex={-1}>
            <StatusPanel view={view} payment={tracking.payment} onRead={onRead} />
          </Slot>
        )}
        {canPay && (
          <Slot $order={5}>
            <Instructions amount={data.amount} />
          </Slot>
        )}
      </Column>
      {canPay && (
        <Column>
          <Slot $order={3}>
            <PaymentOptions
              qrCode={data.qrCode}
              upiId={data.upiId}
              payeeName={data.payeeName}
              intentLink={data.upiIntentLink}
              amount={data.amount}
            />
          </Slot>
          <Slot $order={4}>
            <UtrForm bookId={book._id} amount={data.amount} onSubmitted={onSubmitted} />
          </Slot>
        </Column>
      )}
    </Layout>
  );
}

/**
 * /payment/{bookId} (docs/domains/purchases.md "Purchase page", "Payment states";
 * docs/domains/accounts.md "Roles"): signed-in users only (visitors go to /login with replace). Shows the
 * book, the payment status, the ways to pay with the UTR form, and instructions; "Book not found" when the
 * API has no such book. While the session is checked and the details load, the book the server drew into the
 * page (PaymentPageTop) stays on screen, else a spinner.
 */
export function PaymentPage() {
  const { bookId = '' } = useParams();
  const { pathname } = useLocation();
  const { status, canAsk } = useSessionData();
  const query = useGetPaymentDataQuery(bookId, { skip: !canAsk || !bookId });
  const t = usePaymentT();

  if (status === 'checking')
    return (
      <PrerenderedMarkup pathname={pathname} fallback={<Spinner label={t('Checking your session...')} />} />
    );
  if (status === 'guest') return <SignInRedirect />;
  if (query.isLoading) return <BookLoading label="Loading payment details..." />;

  return (
    <Page>
      <Container>
        <BookLoadErrors
          error={query.error}
          failedTitle="Could not load payment details"
          onRetry={query.refetch}
        />
        {query.data && <PurchaseView key={query.data.book._id} data={query.data} />}
      </Container>
    </Page>
  );
}
