import { useEffect, useState, type ReactElement } from 'react';
import { purchasePaths } from '@exam/shared-contracts/constants';
import { fetchJson } from '@exam/web-platform/client/fetch-json';
import type { PdfViewerProps } from '@exam/shared-contracts/federation';
import type { PurchasedBooks } from '@exam/shared-contracts/purchases';
import { useDataLang } from '@exam/web-platform/i18n';
import { StandaloneCard, StandaloneGate } from '@exam/shared-ui/standalone';
import PdfViewer from '../features/reading/components/pdf-viewer';
import { Spinner } from '@exam/shared-ui/spinner';
import { RichText } from '@exam/shared-ui/rich-text';
import { useReaderMessages, useReaderT } from '../lib/i18n';

/** The book the viewer shows: what the shell passes to the view `PdfViewer`. */
type OpenBook = Pick<PdfViewerProps, 'pdfUrl' | 'title' | 'bookId'>;

/** A book given in the address (`?pdf=<pdfUrl>&title=<title>[&book=<bookId>]`), else null. */
function bookFromAddress(): OpenBook | null {
  const params = new URLSearchParams(window.location.search);
  const pdfUrl = params.get('pdf');
  if (!pdfUrl) return null;
  return { pdfUrl, title: params.get('title') ?? 'PDF', bookId: params.get('book') ?? undefined };
}

type Shelf = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; books: OpenBook[] };

/**
 * The signed-in reader's books (docs/domains/purchases.md "Calls" `GET /user/purchased-books`: approved and
 * free ones), each with a Read button. Only what the server lists for this user is offered; the viewer's
 * reading session is checked by the server again.
 */
function YourBooks({ onOpen }: { onOpen: (book: OpenBook) => void }): ReactElement {
  const [shelf, setShelf] = useState<Shelf>({ state: 'loading' });
  const t = useReaderT();
  const dataLang = useDataLang();
  useEffect(() => {
    let live = true;
    // No 401 action: a standalone page leaves the stored session to the shell.
    fetchJson<PurchasedBooks>(purchasePaths.purchasedBooks, { signOutOn401: false })
      .then((books) => {
        const readable = books.flatMap((b) =>
          b.pdfUrl ? [{ pdfUrl: b.pdfUrl, title: b.title, bookId: b._id }] : [],
        );
        if (live) setShelf({ state: 'ready', books: readable });
      })
      .catch(() => live && setShelf({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, []);
  return (
    <StandaloneCard aria-labelledby="standalone-reader-title">
      <h1 id="standalone-reader-title">{t('Your books')}</h1>
      {shelf.state === 'loading' && <p role="status">{t('Loading your books...')}</p>}
      {shelf.state === 'failed' && (
        <p role="alert">{t('Your books could not be loaded. Reload to try again.')}</p>
      )}
      {shelf.state === 'ready' && shelf.books.length === 0 && (
        <p>
          <RichText
            text={t('You have no books to read yet. <0>Open a book from the store</0>.')}
            parts={[(text) => <a href="/">{text}</a>]}
          />
        </p>
      )}
      {shelf.state === 'ready' && shelf.books.length > 0 && (
        <ul>
          {shelf.books.map((book) => (
            <li key={book.bookId}>
              <span lang={dataLang}>{book.title}</span>
              <button
                type="button"
                onClick={() => onOpen(book)}
                aria-label={t('Read {title}', { title: book.title })}
              >
                {t('Read')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </StandaloneCard>
  );
}

/**
 * The reader remote's standalone page: the viewer for a book given in the address; otherwise,
 * signed in, the user's own books to open; a guest is asked to sign in and open a book from the store.
 * Nothing protected is shown without the server's say: the viewer asks it for a reading session.
 * In Hindi it renders once the reader's Hindi messages are in (the root shows nothing until then).
 */
export function StandaloneReader(): ReactElement {
  // In Hindi the first paint waits for the Hindi messages (the page has no English to flash meanwhile).
  useReaderMessages();
  const [book, setBook] = useState<OpenBook | null>(bookFromAddress);
  const t = useReaderT();
  if (book) return <PdfViewer {...book} onClose={() => setBook(null)} />;
  return (
    <StandaloneGate
      audience="signed-in"
      checking={<Spinner label={t('Checking your session...')} />}
      title={t('Reader')}
      refused={() => (
        <>
          <p>{t('Sign in and open a book from the store to read it here.')}</p>
          <p>
            <a href="/login">{t('Sign in')}</a> · <a href="/">{t('Go to the store')}</a>
          </p>
        </>
      )}
    >
      <YourBooks onOpen={setBook} />
    </StandaloneGate>
  );
}
