import type { ReactElement, ReactNode } from 'react';
import { Button, Empty, ErrorText, Muted, Row } from './ui';

/** The part of an RTK Query hook result the block reads (`useXQuery()` returns it as is). */
export interface QueryState<T> {
  data?: T;
  isError: boolean;
  refetch: () => unknown;
}

/** A tab's texts for its states (SPEC 2: "No books found", "No payments found"...). */
export interface StateTexts {
  /** While the first answer is awaited; none for a tab that shows placeholders instead (the dashboard). */
  loading?: string;
  /** When the call failed and there is nothing to show; a Retry button follows it. */
  error: string;
  /** When the answer is empty (see `isEmpty`); none for data that is never empty. */
  empty?: string;
}

/** An answer is empty when it is an empty list; other answers say it with `isEmpty`. */
const emptyList = (data: unknown): boolean => Array.isArray(data) && data.length === 0;

/**
 * The loading / error / empty block of every admin tab, in front of what the tab shows once its data is there.
 * - No data yet and the call failed: `texts.error` (role=alert) and a Retry button that asks again.
 * - No data yet otherwise: `texts.loading` (role=status), or nothing without a loading text.
 * - Data for which `isEmpty` holds (by default: an empty list): `texts.empty`.
 * - Data: `children(data)`, or nothing without children.
 *
 * Data kept from an earlier answer stays on screen when a refetch fails, rather than being replaced by the
 * error.
 */
export function StateBlock<T>({
  query,
  texts,
  isEmpty = emptyList,
  children,
}: {
  query: QueryState<T>;
  texts: StateTexts;
  isEmpty?: (data: T) => boolean;
  children?: (data: T) => ReactNode;
}): ReactElement | null {
  const { data, isError, refetch } = query;
  if (data === undefined) {
    if (isError) {
      return (
        <Row>
          <ErrorText role="alert">{texts.error}</ErrorText>
          <Button type="button" $small onClick={() => refetch()}>
            Retry
          </Button>
        </Row>
      );
    }
    return texts.loading ? <Muted role="status">{texts.loading}</Muted> : null;
  }
  if (texts.empty !== undefined && isEmpty(data)) return <Empty>{texts.empty}</Empty>;
  return children ? <>{children(data)}</> : null;
}
