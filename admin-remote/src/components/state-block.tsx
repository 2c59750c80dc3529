import type { ReactElement, ReactNode } from 'react';
import { Button, Empty, ErrorText, Muted, Row } from './ui';

/** The part of an RTK Query hook result the block reads (`useXQuery()` returns it as is). */
export interface QueryState<T> {
  data?: T;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The loading / error / empty block of every admin tab, in front of what the tab shows once its data is there.
 * - No data yet and the call failed: `error` (role=alert) and a Retry button that asks again.
 * - No data yet otherwise: `loading` (role=status), or nothing when the tab has no loading text (the
 *   dashboard shows placeholders in its cards instead).
 * - Data for which `isEmpty` holds: `empty` (SPEC 2 "No books found", "No payments found"...).
 * - Data: `children(data)`, or nothing without children.
 *
 * Data kept from an earlier answer stays on screen when a refetch fails, rather than being replaced by the
 * error.
 */
export function StateBlock<T>({
  query,
  loading,
  error,
  empty,
  isEmpty,
  children,
}: {
  query: QueryState<T>;
  loading?: string;
  error: string;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children?: (data: T) => ReactNode;
}): ReactElement | null {
  const { data, isError, refetch } = query;
  if (data === undefined) {
    if (isError) {
      return (
        <Row>
          <ErrorText role="alert">{error}</ErrorText>
          <Button type="button" $small onClick={() => refetch()}>
            Retry
          </Button>
        </Row>
      );
    }
    return loading ? <Muted role="status">{loading}</Muted> : null;
  }
  if (empty !== undefined && isEmpty?.(data)) return <Empty>{empty}</Empty>;
  return children ? <>{children(data)}</> : null;
}
