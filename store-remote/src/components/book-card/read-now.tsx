import { notify } from '@exam/shared-contracts/client';
import { PAPER_MESSAGES } from '@exam/shared-contracts/constants';
import type { Book, User } from '@exam/shared-contracts/http';
import { useStoreT } from '../../lib/i18n';
import { PendingButton, PrimaryButton } from '../buttons';
import { mayBeClosedUntilTest, useClosedUntilTest } from './closed-books';

interface ReadNowProps {
  book: Pick<Book, '_id' | 'testCount' | 'readableAnyTime'>;
  user: Pick<User, 'isAdmin'> | null | undefined;
  onRead: () => void;
}

/**
 * A card's Read Now, for a book the user may read. A test series' paper stays closed until the student's
 * test (ARCHITECTURE "Online tests"; the server refuses it too): while it is, the card says "Readable after
 * your test" instead.
 */
export function ReadNow({ book, user, onRead }: ReadNowProps) {
  const t = useStoreT();
  if (!mayBeClosedUntilTest(book, user))
    return (
      <PrimaryButton type="button" onClick={onRead}>
        {t('Read Now')}
      </PrimaryButton>
    );
  return <ReadAfterTest book={book} onRead={onRead} />;
}

/** Read Now, or "Readable after your test" while the caller's closed books hold this one. */
function ReadAfterTest({ book, onRead }: Pick<ReadNowProps, 'book' | 'onRead'>) {
  const t = useStoreT();
  const closed = useClosedUntilTest(book);
  if (!closed)
    return (
      <PrimaryButton type="button" onClick={onRead}>
        {t('Read Now')}
      </PrimaryButton>
    );
  return (
    // aria-disabled, not disabled: a click says why the book does not open (as Payment Pending does).
    <PendingButton
      type="button"
      aria-disabled="true"
      onClick={() => notify.error(t(PAPER_MESSAGES.closedUntilTest))}
    >
      {t(PAPER_MESSAGES.readAfterTest)}
    </PendingButton>
  );
}
