import { useEffect, useState, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { paths } from '@exam/shared-contracts/constants';
import { selectSessionStatus } from '@exam/shared-contracts/client';
import { fetchJson } from '@exam/shared-contracts/client/fetch-json';
import type { PdfViewerProps } from '@exam/shared-contracts/federation';
import type { PurchasedBooks } from '@exam/shared-contracts/http';
import { StandaloneCard } from '@exam/shared-contracts/standalone';
import PdfViewer from '../features/viewer/components/pdf-viewer';
import { Spinner } from '@exam/shared-ui/spinner';

/** The book the viewer shows: what the store passes to `./PdfViewer`. */
type OpenBook = Pick<PdfViewerProps, 'pdfUrl' | 'title' | 'bookId'>;

const Card = styled(StandaloneCard)`
  ul {
    padding: 0;
    list-style: none;
    display: grid;
    gap: 8px;
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
  }
`;

/** A book given in the address (`?pdf=<pdfUrl>&title=<title>[&book=<bookId>]`), else null. */
function bookFromAddress(): OpenBook | null {
  const params = new URLSearchParams(window.location.search);
  const pdfUrl = params.get('pdf');
  if (!pdfUrl) return null;
  return { pdfUrl, title: params.get('title') ?? 'PDF', bookId: params.get('book') ?? undefined };
}

type Shelf = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; books: OpenBook[] };

/**
 * The signed-in reader's books (SPEC 7 `GET /user/purchased-books`: approved and free ones), each with a
 * Read button. Only what the server lists for this user is offered; the viewer's reading session is checked
 * by the server again.
 */
function YourBooks({ onOpen }: { onOpen: (book: OpenBook) => void }): ReactElement {
  const [shelf, setShelf] = useState<Shelf>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    // No 401 action: a standalone page leaves the stored session to the shell.
    fetchJson<PurchasedBooks>(paths.purchasedBooks, { signOutOn401: false })
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
    <Card aria-labelledby="standalone-reader-title">
      <h1 id="standalone-reader-title">Your books</h1>
      {shelf.state === 'loading' && <p role="status">Loading your books...</p>}
      {shelf.state === 'failed' && <p role="alert">Your books could not be loaded. Reload to try again.</p>}
      {shelf.state === 'ready' && shelf.books.length === 0 && (
        <p>
          You have no books to read yet. <a href="/">Open a book from the store</a>.
        </p>
      )}
      {shelf.state === 'ready' && shelf.books.length > 0 && (
        <ul>
          {shelf.books.map((book) => (
            <li key={book.bookId}>
              <span>{book.title}</span>
              <button type="button" onClick={() => onOpen(book)} aria-label={`Read ${book.title}`}>
                Read
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * The reader remote's standalone page: the viewer for a book given in the address; otherwise,
 * signed in, the user's own books to open; a guest is asked to sign in and open a book from the store.
 * Nothing protected is shown without the server's say: the viewer asks it for a reading session.
 */
export function StandaloneReader(): ReactElement {
  const [book, setBook] = useState<OpenBook | null>(bookFromAddress);
  const status = useSelector(selectSessionStatus);
  if (book) return <PdfViewer {...book} onClose={() => setBook(null)} />;
  if (status === 'checking') return <Spinner label="Checking your session..." />;
  if (status === 'authenticated') return <YourBooks onOpen={setBook} />;
  return (
    <Card aria-labelledby="standalone-reader-title">
      <h1 id="standalone-reader-title">Reader</h1>
      <p>Sign in and open a book from the store to read it here.</p>
      <p>
        <a href="/login">Sign in</a> · <a href="/">Go to the store</a>
      </p>
    </Card>
  );
}
