import { lazy, Suspense } from 'react';
import type { Book } from '@exam/shared-contracts/catalogue';
import type { User } from '@exam/shared-contracts/accounts';
import { useStoreT } from '../../lib/i18n';
import { mayBeClosedUntilTest } from './closed-books';
import { Button } from '@exam/shared-ui/button';

// Only a signed-in student's test series needs the closed-books list: guests never load it.
const ReadAfterTest = lazy(() => import('./read-after-test'));

interface ReadNowProps {
  book: Pick<Book, '_id' | 'testCount' | 'readableAnyTime'>;
  user: Pick<User, 'isAdmin'> | null | undefined;
  onRead: () => void;
}

/**
 * A card's Read Now, for a book the user may read. A test series' paper stays closed until the student's
 * test (docs/domains/exams.md "Online tests"; the server refuses it too): while it is, the card says
 * "Readable after your test" instead.
 */
export function ReadNow({ book, user, onRead }: ReadNowProps) {
  const t = useStoreT();
  if (!mayBeClosedUntilTest(book, user))
    return (
      <Button $variant="primary" $size="large" type="button" onClick={onRead}>
        {t('Read Now')}
      </Button>
    );
  return (
    <Suspense
      fallback={
        // PAPER_MESSAGES.readAfterTest's words, written here: the server's messages stay in the lazy chunk,
        // out of every guest page's bundle.
        <Button $variant="pending" $size="large" type="button" aria-disabled="true">
          {t('Readable after your test')}
        </Button>
      }
    >
      <ReadAfterTest book={book} onRead={onRead} />
    </Suspense>
  );
}
