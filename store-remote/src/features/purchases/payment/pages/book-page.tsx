import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Link, useNavigate, useParams } from '@exam/web-platform/router';
import { API_BASE, cataloguePaths } from '@exam/shared-contracts/constants';
import { openReader, selectUser, useDocumentTitle } from '@exam/web-platform/client';
import type { BookDetails } from '@exam/shared-contracts/catalogue';
import { bookView, type BookView } from '@exam/web-platform/prerender/file';
import { bookFigure, returnToState } from '@exam/shared-contracts/rules';
import { Container, Page } from '../../../../components/layout';
import { bookAction, offersTakeTest } from '../../../../components/book-card/book-action';
import { ReadNow } from '../../../../components/book-card/read-now';
import { useBookTexts } from '../../../../lib/book-text';
import { useGetBookDetailsQuery } from '../api/book-page-api';
import { BookLoadErrors, BookLoading } from '../components/book-load-states';
import { BookSummary } from '../components/book-summary';
import { Box } from '../components/panel';
import { SeriesTests } from '../components/series-tests';
import { usePaymentT } from '../i18n';
import { Button } from '@exam/shared-ui/button';

export { paymentMessagesReady as messagesReady } from '../i18n';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  padding-top: 2rem;
  max-width: 52rem;
  margin: 0 auto;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  > * {
    flex: 1 1 12rem;
  }
`;

const Sample = styled.figure`
  margin: 0;
  /* Its place is kept before it loads (an A4 page; another shape sits inside it), so the caption under it
     never moves. */
  img {
    display: block;
    width: min(100%, 480px);
    height: auto;
    aspect-ratio: 210 / 297;
    object-fit: contain;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 6px;
    background: #fff;
  }
  figcaption {
    margin-top: 0.5rem;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

/**
 * The top of a book's page as the server draws it before any script runs: the book (its `bookView`).
 * prerender.tsx draws it at build time with `templateView`'s slot tokens, the per-book template the server
 * fills in by slot name.
 */
export function BookPageTop({ view }: { view: BookView }) {
  return (
    <Page>
      <Container>
        <Layout>
          <BookSummary view={view} />
        </Layout>
      </Container>
    </Page>
  );
}

/** What the page offers for the book: Buy Now, the pending payment, or Read Now (and Take Test). */
function BookActions({ book }: { book: BookDetails }) {
  const user = useSelector(selectUser);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const t = usePaymentT();
  const action = bookAction(book, user);
  const payment = `/payment/${book._id}`;
  if (action.kind === 'buy')
    return (
      <Actions>
        <Button
          $variant="primary"
          $size="large"
          type="button"
          // A guest signs in first and comes back to this book's payment page: the way in, not a mistake,
          // so no toast.
          onClick={() =>
            navigate(user ? payment : '/login', user ? undefined : { state: returnToState(payment) })
          }
        >
          {t('Buy Now')}
        </Button>
      </Actions>
    );
  if (action.kind === 'pending')
    return (
      <Actions>
        <Button $variant="secondary" $size="large" as={Link} to={payment}>
          {t('Payment pending: see its status')}
        </Button>
      </Actions>
    );
  return (
    <Actions>
      {/* As on its card: a test series' paper says "Readable after your test" until the student's test. */}
      {action.canRead && (
        <ReadNow
          book={book}
          user={user}
          onRead={() =>
            dispatch(openReader({ bookId: book._id, pdfUrl: book.pdfUrl as string, title: book.title }))
          }
        />
      )}
      {offersTakeTest(book, user) && (
        <Button $variant="primary" $size="large" as={Link} to={`/test/book/${book._id}`}>
          {t('Take Test')}
        </Button>
      )}
    </Actions>
  );
}

function BookDetailsView({ book }: { book: BookDetails }) {
  const t = usePaymentT();
  const texts = useBookTexts(book);
  useDocumentTitle(texts.title.text);
  return (
    <Layout>
      <BookSummary view={bookView(book)} texts={texts} figure={bookFigure(book)} />
      <BookActions book={book} />
      {book.tests.length > 0 && <SeriesTests tests={book.tests} />}
      {book.sample && (
        <Box aria-labelledby="sample-title">
          <h2 id="sample-title">{t('Sample page')}</h2>
          <Sample>
            <img
              src={`${API_BASE}${cataloguePaths.bookSample(book._id)}`}
              alt={t('Page 1 of {title}', { title: texts.title.text })}
              width={480}
              loading="lazy"
            />
            <figcaption>
              {t('The first page, at low resolution. The book reads sharper once bought.')}
            </figcaption>
          </Sample>
        </Box>
      )}
    </Layout>
  );
}

/**
 * /book/{bookId}: a book's or test series' own page, for anyone (a guest included), shareable: the book
 * (cover, category, pages or questions and minutes, title, description, price), what the visitor can do
 * (Buy Now, which sends a guest to sign in and back to the payment page; a pending payment; Read Now or
 * Take Test), a test series' tests with their sections and marks, and a study book's sample page. "Book not
 * found" for an unknown id. While it loads, the book the server drew into the page stays on screen.
 */
export function BookPage() {
  const { bookId = '' } = useParams();
  const query = useGetBookDetailsQuery(bookId, { skip: !bookId });
  if (query.isLoading) return <BookLoading label="Loading..." />;
  return (
    <Page>
      <Container>
        <BookLoadErrors error={query.error} failedTitle="Could not load this book" onRetry={query.refetch} />
        {query.data && <BookDetailsView key={query.data._id} book={query.data} />}
      </Container>
    </Page>
  );
}
