import type { ReactElement } from 'react';
import type { Book } from '@exam/shared-contracts/catalogue';
import { formatRupees } from '@exam/shared-contracts/rules';
import { Badge, Button, categoryTone, Muted, Row } from '../../../components/ui';
import { DataTable, type Column } from '@exam/shared-ui/table';
import { preparationLabel } from '../lib/preparation';

/**
 * The table of all books (docs/domains/operations.md "Books"): cover, title, category, section, price, pages,
 * PDF, the reader's preparation of the PDF ("Preparing: 340 of 1,321 pages indexed"), actions.
 */
export function BooksTable({
  books,
  deletingId,
  onEdit,
  onDelete,
}: {
  books: Book[];
  deletingId: string | null;
  onEdit: (book: Book) => void;
  onDelete: (book: Book) => void;
}): ReactElement {
  const columns: Column<Book>[] = [
    {
      header: 'Cover',
      cell: (book) =>
        book.image ? (
          <img
            src={book.image}
            alt=""
            width={40}
            height={52}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            loading="lazy"
          />
        ) : (
          <Muted>-</Muted>
        ),
    },
    { header: 'Title', cell: (book) => book.title, style: { fontWeight: 600, maxWidth: 280 } },
    {
      header: 'Category',
      cell: (book) => <Badge $tone={categoryTone(book.category)}>{book.category}</Badge>,
    },
    { header: 'Section', cell: (book) => book.section },
    {
      header: 'Price',
      cell: (book) =>
        book.isFree ? (
          <Badge $tone="success">Free</Badge>
        ) : (
          <>
            {formatRupees(book.priceDiscounted ?? book.price)}
            {book.priceDiscounted !== null && (
              <Muted style={{ textDecoration: 'line-through' }}>{formatRupees(book.price)}</Muted>
            )}
          </>
        ),
    },
    { header: 'Pages', cell: (book) => book.pages ?? '-' },
    {
      header: 'PDF',
      cell: (book) => (book.pdfUrl ? <Badge $tone="success">Yes</Badge> : <Badge $tone="neutral">No</Badge>),
    },
    {
      header: 'Reader',
      cell: (book) => {
        const label = preparationLabel(book);
        return label.text === '-' ? (
          <Muted>-</Muted>
        ) : (
          <Badge $tone={label.tone} data-testid="book-preparation" style={{ whiteSpace: 'normal' }}>
            {label.text}
          </Badge>
        );
      },
      style: { maxWidth: 220 },
    },
    {
      header: 'Actions',
      cell: (book) => (
        <Row>
          <Button type="button" $size="small" onClick={() => onEdit(book)} aria-label={`Edit ${book.title}`}>
            Edit
          </Button>
          <Button
            type="button"
            $size="small"
            $variant="danger"
            disabled={deletingId === book._id}
            onClick={() => onDelete(book)}
            aria-label={`Delete ${book.title}`}
          >
            {deletingId === book._id ? 'Deleting...' : 'Delete'}
          </Button>
        </Row>
      ),
    },
  ];
  return <DataTable columns={columns} rows={books} rowKey={(book) => book._id} rowTestId="book-row" />;
}
