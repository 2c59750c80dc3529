import type { ReactElement } from 'react';
import type { AdminTestSummary } from '@exam/shared-contracts/exams';
import { DataTable, type Column } from '@exam/shared-ui/table';
import { Badge, Button, Muted, Row } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';

/** A row action of the tests table. */
export type TestAction = 'publish' | 'unpublish' | 'delete';
/** Which row is busy with which action. */
export type TestRowBusy = { id: string; action: TestAction } | null;

/**
 * The tests table: title, book, status (Draft/Published badge), questions, attempts, last update (IST);
 * actions Edit, Publish or Unpublish, Attempts, Delete (busy labels while their call runs).
 */
export function TestsTable({
  tests,
  busy,
  onEdit,
  onAttempts,
  onPublish,
  onDelete,
}: {
  tests: AdminTestSummary[];
  busy: TestRowBusy;
  onEdit: (test: AdminTestSummary) => void;
  onAttempts: (test: AdminTestSummary) => void;
  onPublish: (test: AdminTestSummary, publish: boolean) => void;
  onDelete: (test: AdminTestSummary) => void;
}): ReactElement {
  const busyWith = (t: AdminTestSummary, action: TestAction) => busy?.id === t.id && busy.action === action;
  const columns: Column<AdminTestSummary>[] = [
    { header: 'Title', cell: (t) => t.title, style: { fontWeight: 600, maxWidth: 260 } },
    { header: 'Book', cell: (t) => <Muted>{t.bookTitle}</Muted>, style: { maxWidth: 220 } },
    {
      header: 'Status',
      cell: (t) => (
        <Badge $tone={t.status === 'published' ? 'success' : 'neutral'}>
          {t.status === 'published' ? 'Published' : 'Draft'}
        </Badge>
      ),
    },
    { header: 'Questions', cell: (t) => t.questionCount },
    { header: 'Attempts', cell: (t) => t.attemptCount },
    { header: 'Updated', cell: (t) => formatDateTime(t.updatedAt), style: { whiteSpace: 'nowrap' } },
    {
      header: 'Actions',
      cell: (t) => {
        const published = t.status === 'published';
        return (
          <Row style={{ flexWrap: 'nowrap' }}>
            <Button type="button" $size="small" onClick={() => onEdit(t)} aria-label={`Edit ${t.title}`}>
              Edit
            </Button>
            <Button
              type="button"
              $size="small"
              $variant={published ? 'secondary' : 'success'}
              disabled={busy?.id === t.id}
              onClick={() => onPublish(t, !published)}
              aria-label={`${published ? 'Unpublish' : 'Publish'} ${t.title}`}
            >
              {busyWith(t, 'publish')
                ? 'Publishing...'
                : busyWith(t, 'unpublish')
                  ? 'Unpublishing...'
                  : published
                    ? 'Unpublish'
                    : 'Publish'}
            </Button>
            <Button
              type="button"
              $size="small"
              onClick={() => onAttempts(t)}
              aria-label={`Attempts of ${t.title}`}
            >
              Attempts
            </Button>
            <Button
              type="button"
              $size="small"
              $variant="danger"
              disabled={busy?.id === t.id}
              onClick={() => onDelete(t)}
              aria-label={`Delete ${t.title}`}
            >
              {busyWith(t, 'delete') ? 'Deleting...' : 'Delete'}
            </Button>
          </Row>
        );
      },
    },
  ];
  return <DataTable columns={columns} rows={tests} rowKey={(t) => t.id} rowTestId="test-row" />;
}
