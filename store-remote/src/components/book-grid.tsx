import { memo, useDeferredValue, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Book } from '@exam/shared-contracts/catalogue';
import { BookCardGrid } from './layout';
import { BookCard } from './book-card/book-card';
import { BookCardSkeleton } from './book-card/book-card-skeleton';
import { useStoreT } from '../lib/i18n';
import { Button } from '@exam/shared-ui/button';

/** Placeholder cards while a grid loads: one full row at 1280 px. */
const SKELETON_CARDS = 4;

const Empty = styled.div`
  text-align: center;
  padding: 2.5rem 1rem;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 1rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

interface BookGridProps {
  books: Book[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry?: () => void;
  /** Heading of the empty state, e.g. "No NEET Materials Yet"
   * (docs/screens.md "Loading, empty and error states"). */
  emptyTitle: string;
  emptyText?: string;
  /** Show at most this many (docs/domains/catalogue.md "Rules and limits": Home and Class 11 grids cap at
   * 8). */
  limit?: number;
  /** A control under the empty state's text, e.g. search's "Clear filters". */
  emptyAction?: ReactNode;
  /** Cards without descriptions (search results). */
  compact?: boolean;
  /** Heading level of each card's title (2 right under the page's h1). */
  titleLevel?: 2 | 3;
}

/**
 * A grid of book cards with its loading, error and empty states.
 *
 * The catalogue's arrival is a Redux update, which React renders in one uninterruptible task; drawing a
 * page of cards in it blocked a phone's main thread for a few hundred ms (Lighthouse's Total
 * Blocking Time). The grid therefore shows the new data through `useDeferredValue`: the urgent render keeps
 * the grid as it was (memo: nothing to do), and the cards are drawn in a background render that yields to
 * input every few ms.
 */
export function BookGrid(props: BookGridProps) {
  const books = useDeferredValue(props.books);
  const isLoading = useDeferredValue(props.isLoading);
  const isError = useDeferredValue(props.isError);
  return <GridView {...props} books={books} isLoading={isLoading} isError={isError} />;
}

const GridView = memo(function GridView({
  books,
  isLoading,
  isError,
  onRetry,
  emptyTitle,
  emptyText,
  limit,
  emptyAction,
  compact,
  titleLevel,
}: BookGridProps) {
  const t = useStoreT();
  if (isLoading) {
    // Skeleton cards of the real cards' size: the page does not jump when the catalogue arrives.
    return (
      <BookCardGrid role="status" aria-busy="true" aria-label={t('Loading study materials...')}>
        {Array.from({ length: Math.min(limit ?? SKELETON_CARDS, SKELETON_CARDS) }, (_, i) => (
          <BookCardSkeleton key={i} />
        ))}
      </BookCardGrid>
    );
  }
  if (isError) {
    return (
      <Empty role="alert">
        <h3>{t('Could not load study materials')}</h3>
        <p>{t('Please check your connection and try again.')}</p>
        {onRetry && (
          <Button $variant="secondary" $size="large" type="button" onClick={onRetry}>
            {t('Try again')}
          </Button>
        )}
      </Empty>
    );
  }
  const shown = limit ? (books ?? []).slice(0, limit) : (books ?? []);
  if (shown.length === 0) {
    return (
      <Empty>
        <h3>{emptyTitle}</h3>
        <p>{emptyText ?? t('New materials are added regularly. Please check back soon.')}</p>
        {emptyAction && <p>{emptyAction}</p>}
      </Empty>
    );
  }
  return (
    <BookCardGrid>
      {shown.map((book, index) => (
        <BookCard key={book._id} book={book} index={index} compact={compact} titleLevel={titleLevel} />
      ))}
    </BookCardGrid>
  );
});
