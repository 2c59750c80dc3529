import type { ReactElement, ReactNode } from 'react';
import { Button, Empty, ErrorText, Muted, Row } from './primitives';
import { Spinner } from './spinner';
import { EmptyState, ErrorState, type HeadingLevel } from './state-panels';

export { EmptyState, ErrorState, type HeadingLevel } from './state-panels';

/** The part of an RTK Query hook result the block reads (`useXQuery()` returns it as is). */
export interface QueryState<T> {
  data?: T;
  isError: boolean;
  refetch: () => unknown;
}

/** The texts of a block's states (docs/screens.md "Loading, empty and error states": "No books found",
 * "No payments found"...). */
export interface StateTexts {
  /** While the first answer is awaited; none for a view that shows placeholders instead (the dashboard). */
  loading?: string;
  /** When the call failed and there is nothing to show; a retry button follows it. */
  error: string;
  /** `panel` only: the heading of the error panel (`error` is then the line under it). */
  errorTitle?: string;
  /** The retry button's text: "Retry" unless given. */
  retry?: string;
  /** When the answer is empty (see `isEmpty`); none for data that is never empty. The heading in a panel. */
  empty?: string;
  /** `panel` only: the line under the empty heading. */
  emptyDetail?: string;
}

/** An answer is empty when it is an empty list; other answers say it with `isEmpty`. */
const emptyList = (data: unknown): boolean => Array.isArray(data) && data.length === 0;

/**
 * The loading / error / empty block in front of what a view shows once its data is there.
 * - No data yet and the call failed: `texts.error` (role=alert) and a retry button that asks again.
 * - No data yet otherwise: `texts.loading` (role=status), or nothing without a loading text.
 * - Data for which `isEmpty` holds (by default: an empty list): `texts.empty`.
 * - Data: `children(data)`, or nothing without children.
 *
 * `variant`: `inline` (the admin tabs: a line of text, a small Retry) or `panel` (the store's pages: the
 * {@link Spinner}, then dashed panels with a heading of `headingLevel`; `emptyAction` goes under the empty
 * one). Data kept from an earlier answer stays on screen when a refetch fails, rather than the error.
 */
export function StateBlock<T>({
  query,
  texts,
  isEmpty = emptyList,
  variant = 'inline',
  headingLevel = 2,
  emptyAction,
  children,
}: {
  query: QueryState<T>;
  texts: StateTexts;
  isEmpty?: (data: T) => boolean;
  variant?: 'inline' | 'panel';
  headingLevel?: HeadingLevel;
  emptyAction?: ReactNode;
  children?: (data: T) => ReactNode;
}): ReactElement | null {
  const { data, isError, refetch } = query;
  const panel = variant === 'panel';
  if (data === undefined) {
    if (isError && panel)
      return (
        <ErrorState
          title={texts.errorTitle}
          headingLevel={headingLevel}
          message={texts.error}
          retryLabel={texts.retry}
          onRetry={() => void refetch()}
        />
      );
    if (isError)
      return (
        <Row>
          <ErrorText role="alert">{texts.error}</ErrorText>
          <Button type="button" $size="small" onClick={() => refetch()}>
            {texts.retry ?? 'Retry'}
          </Button>
        </Row>
      );
    if (!texts.loading) return null;
    return panel ? <Spinner label={texts.loading} /> : <Muted role="status">{texts.loading}</Muted>;
  }
  if (texts.empty !== undefined && isEmpty(data)) {
    if (!panel) return <Empty>{texts.empty}</Empty>;
    return (
      <EmptyState title={texts.empty} headingLevel={headingLevel} message={texts.emptyDetail}>
        {emptyAction}
      </EmptyState>
    );
  }
  return children ? <>{children(data)}</> : null;
}
