import { useState, type ReactElement } from 'react';
import { errorMessage, notify } from '@exam/web-platform/client';
import type { Book } from '@exam/shared-contracts/catalogue';
import { formatRupees } from '@exam/shared-contracts/rules';
import { Button, Card, CardHeader, Grid } from '../../../components/ui';
import { StatCard } from '../../../components/stat-card';
import { StateBlock, type StateTexts } from '@exam/shared-ui/state-block';
import { useBusyAction } from '../../../hooks/use-busy-action';
import { useAdminBooksQuery, useDeleteBookMutation } from '../api/books-api';
import { useSaveBook } from '../hooks/use-save-book';
import { bookSummary } from '../lib/book-form';
import { BookDialog } from '../components/book-dialog';
import { BooksTable } from '../components/books-table';
import { anyPreparing, PREPARATION_POLL_MS } from '../lib/preparation';

/** The texts of the book list's states (docs/domains/operations.md "Admin screens", "Errors"). */
const TEXTS: StateTexts = {
  loading: 'Loading books...',
  error: 'Failed to load books',
  empty: 'No books found',
};

/** The dialog's state (docs/domains/operations.md "Books"): closed, add mode, or edit mode with the book. */
type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; book: Book };

/**
 * The Books tab (docs/domains/operations.md "Books", "Errors"): summary cards, the table of all books,
 * add/edit with uploads, and delete after a confirmation naming the title. `startAdding` opens the Add dialog
 * at once (Quick Actions "Add New Book").
 */
export function BooksTab({ startAdding = false }: { startAdding?: boolean }): ReactElement {
  // While a book's PDF is being prepared for the reader, its progress is refreshed every few seconds.
  const [polling, setPolling] = useState(false);
  const query = useAdminBooksQuery(undefined, { pollingInterval: polling ? PREPARATION_POLL_MS : 0 });
  const preparing = anyPreparing(query.data ?? []);
  if (preparing !== polling) setPolling(preparing);
  const { save: saveBook, progress } = useSaveBook();
  const [deleteBook] = useDeleteBookMutation();
  const [dialog, setDialog] = useState<DialogState>(startAdding ? { mode: 'add' } : { mode: 'closed' });
  const { busy: deletingId, run } = useBusyAction<string>();

  const save = async (body: FormData) => {
    const editing = dialog.mode === 'edit' ? dialog.book : null;
    try {
      await saveBook(body, editing ? editing._id : null);
      notify.success(editing ? 'Book updated successfully' : 'Book created successfully');
      setDialog({ mode: 'closed' });
    } catch (error) {
      notify.error(errorMessage(error, editing ? 'Failed to update book' : 'Failed to create book'));
    }
  };

  const remove = (book: Book) => {
    if (!window.confirm(`Are you sure you want to delete "${book.title}"?`)) return;
    void run(book._id, () => deleteBook(book._id).unwrap(), {
      success: 'Book deleted successfully',
      failure: 'Failed to delete book',
    });
  };

  const summary = bookSummary(query.data ?? []);

  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <Grid $min={170}>
        <StatCard label="Total Books" value={summary.total} />
        <StatCard label="Total Value" value={formatRupees(summary.value)} />
        <StatCard label="With PDFs" value={summary.withPdf} />
        <StatCard label="With Images" value={summary.withImage} />
        <StatCard label="Free Books" value={summary.free} />
      </Grid>
      <Card>
        <CardHeader>
          <h2>All Books</h2>
          <Button type="button" $variant="primary" onClick={() => setDialog({ mode: 'add' })}>
            + Add Book
          </Button>
        </CardHeader>
        <StateBlock query={query} texts={TEXTS}>
          {(books) => (
            <BooksTable
              books={books}
              deletingId={deletingId}
              onEdit={(book) => setDialog({ mode: 'edit', book })}
              onDelete={remove}
            />
          )}
        </StateBlock>
      </Card>
      {dialog.mode !== 'closed' && (
        <BookDialog
          key={dialog.mode === 'edit' ? dialog.book._id : 'new'}
          book={dialog.mode === 'edit' ? dialog.book : null}
          progress={progress}
          onSave={save}
          onClose={() => setDialog({ mode: 'closed' })}
          onInvalid={notify.error}
        />
      )}
    </div>
  );
}
