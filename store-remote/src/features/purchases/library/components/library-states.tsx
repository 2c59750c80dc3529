import type { ReactElement, ReactNode } from 'react';
import { Link } from '@exam/web-platform/router';
import { StateBlock, type QueryState } from '@exam/shared-ui/state-block';
import { useLibraryT, type LibraryMessageId } from '../i18n';
import { Button } from '@exam/shared-ui/button';

/**
 * The texts of each list (message ids): "Loading your <what>...", "Could not load your <what>", and the
 * empty heading and line (docs/domains/purchases.md "My Books": "No Books Purchased Yet").
 */
const TEXTS: Record<
  'books' | 'orders',
  Record<'loading' | 'errorTitle' | 'empty' | 'emptyDetail', LibraryMessageId>
> = {
  books: {
    loading: 'Loading your books...',
    errorTitle: 'Could not load your books',
    empty: 'No Books Purchased Yet',
    emptyDetail: 'Buy a book and it will appear here as soon as your payment is approved.',
  },
  orders: {
    loading: 'Loading your orders...',
    errorTitle: 'Could not load your orders',
    empty: 'No orders yet',
    emptyDetail: 'Buy a book with UPI and your payment will show here until it is approved.',
  },
};

/**
 * The states of a student's own list (My Books, My orders; docs/domains/purchases.md "My Books") through the
 * kit's StateBlock panels: "Loading your <what>...", then "Could not load your <what>" with
 * "Please check your connection and try again." and Try again, or the list's empty heading and line ({@link
 * TEXTS}) with Browse Books to /class11, else `children(data)`.
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
  const t = useLibraryT();
  const texts = TEXTS[what];
  return (
    <StateBlock
      variant="panel"
      query={query}
      texts={{
        loading: t(texts.loading),
        errorTitle: t(texts.errorTitle),
        error: t('Please check your connection and try again.'),
        retry: t('Try again'),
        empty: t(texts.empty),
        emptyDetail: t(texts.emptyDetail),
      }}
      emptyAction={
        <Button $variant="primary" $size="large" as={Link} to="/class11">
          {t('Browse Books')}
        </Button>
      }
    >
      {children}
    </StateBlock>
  );
}
