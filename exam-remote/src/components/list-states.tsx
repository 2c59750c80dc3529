import type { ReactNode } from 'react';
import { errorMessage } from '@exam/web-platform/client';
import { Spinner } from '@exam/shared-ui/spinner';
import { ErrorState } from '@exam/shared-ui/state-block';

/** What {@link ListStates} reads of an RTK Query result. */
export interface ListQuery<T> {
  data?: T[];
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A list page's states from its query: while nothing is loaded, the refusal's message (else `texts.error`)
 * with Retry, or the spinner (`texts.loading`); an empty list shows `empty`; else `children` draws the list.
 */
export function ListStates<T>({
  query,
  texts,
  empty,
  children,
}: {
  query: ListQuery<T>;
  texts: { error: string; loading: string; retry: string };
  empty: ReactNode;
  children: (data: T[]) => ReactNode;
}) {
  if (query.isError && !query.data)
    return (
      <ErrorState
        message={errorMessage(query.error, texts.error)}
        onRetry={() => void query.refetch()}
        retryLabel={texts.retry}
      />
    );
  if (!query.data) return <Spinner label={texts.loading} />;
  return <>{query.data.length === 0 ? empty : children(query.data)}</>;
}
