import type { ReactElement, ReactNode } from 'react';
import { Link } from '@exam/shared-contracts/router';
import { StateBlock, type QueryState } from '@exam/shared-ui/state-block';
import { PrimaryButton } from '../../../components/buttons';

/** The empty texts of each list (SPEC 2 "My Books": "No Books Purchased Yet"). */
const EMPTY = {
  books: {
    title: 'No Books Purchased Yet',
    detail: 'Buy a book and it will appear here as soon as your payment is approved.',
  },
  orders: {
    title: 'No orders yet',
    detail: 'Buy a book with UPI and your payment will show here until it is approved.',
  },
} as const;

/**
 * The states of a student's own list (My Books, My orders; SPEC 2 "My Books") through the kit's StateBlock
 * panels: "Loading your <what>...", then "Could not load your <what>" with "Please check your connection
 * and try again." and Try again, or the list's empty heading and line ({@link EMPTY}) with Browse Books
 * to /class11, else `children(data)`.
 */
export function LibraryStates<T>({
  query,
  what,
  children,
}: {
  query: QueryState<T>;
  what: keyof typeof EMPTY;
  children: (data: T) => ReactNode;
}): ReactElement {
  return (
    <StateBlock
      variant="panel"
      query={query}
      texts={{
        loading: `Loading your ${what}...`,
        errorTitle: `Could not load your ${what}`,
        error: 'Please check your connection and try again.',
        retry: 'Try again',
        empty: EMPTY[what].title,
        emptyDetail: EMPTY[what].detail,
      }}
      emptyAction={
        <PrimaryButton as={Link} to="/class11">
          Browse Books
        </PrimaryButton>
      }
    >
      {children}
    </StateBlock>
  );
}
