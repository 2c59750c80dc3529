import type { ReactElement, ReactNode } from 'react';
import { Link } from '@exam/shared-contracts/router';
import { StateBlock, type QueryState } from '@exam/shared-ui/state-block';
import { PrimaryButton } from '../../../components/buttons';
import { useStoreT, type StoreMessageId } from '../../../lib/i18n';

/**
 * The texts of each list (message ids): "Loading your <what>...", "Could not load your <what>", and the
 * empty heading and line (SPEC 2 "My Books": "No Books Purchased Yet").
 */
const TEXTS: Record<
  'books' | 'orders',
  Record<'loading' | 'errorTitle' | 'empty' | 'emptyDetail', StoreMessageId>
> = {
  books: {
    loading: 'store.library.myBooks.loading',
    errorTitle: 'store.library.myBooks.errorTitle',
    empty: 'store.library.myBooks.empty',
    emptyDetail: 'store.library.myBooks.emptyDetail',
  },
  orders: {
    loading: 'store.library.orders.loading',
    errorTitle: 'store.library.orders.errorTitle',
    empty: 'store.library.orders.empty',
    emptyDetail: 'store.library.orders.emptyDetail',
  },
};

/**
 * The states of a student's own list (My Books, My orders; SPEC 2 "My Books") through the kit's StateBlock
 * panels: "Loading your <what>...", then "Could not load your <what>" with "Please check your connection
 * and try again." and Try again, or the list's empty heading and line ({@link TEXTS}) with Browse Books
 * to /class11, else `children(data)`.
 */
export function LibraryStates<T>({
  query,
  what,
  children,
}: {
  query: QueryState<T>;
  what: keyof typeof TEXTS;
  children: (data: T) => ReactNode;
}): ReactElement {
  const t = useStoreT();
  const texts = TEXTS[what];
  return (
    <StateBlock
      variant="panel"
      query={query}
      texts={{
        loading: t(texts.loading),
        errorTitle: t(texts.errorTitle),
        error: t('store.library.loadError'),
        retry: t('store.library.tryAgain'),
        empty: t(texts.empty),
        emptyDetail: t(texts.emptyDetail),
      }}
      emptyAction={
        <PrimaryButton as={Link} to="/class11">
          {t('store.library.browseBooks')}
        </PrimaryButton>
      }
    >
      {children}
    </StateBlock>
  );
}
