import type { ReactElement } from 'react';
import { Button, Muted, Row } from './ui';

/**
 * Previous / Next paging under a server-paged table: "Page X of Y · N <noun>". Renders nothing when every
 * row fits on one page. `page` counts from 1; `onPage` gets the page to show.
 */
export function Pager({
  page,
  total,
  pageSize,
  noun,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  noun: string;
  onPage: (page: number) => void;
}): ReactElement | null {
  if (total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Row style={{ justifyContent: 'flex-end', marginTop: 16 }}>
      <Muted>
        Page {page} of {pages} · {total} {noun}
      </Muted>
      <Button type="button" $size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button type="button" $size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Row>
  );
}
