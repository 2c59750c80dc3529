import type { ReactElement } from 'react';
import type { Book } from '@exam/shared-contracts/http';
import { Badge, Button, Muted, Row, Table, TableWrap } from '../../../components/ui';
import { formatRupees } from '../../../lib/format';

/** The table of all books (SPEC 2 "Books"): cover, title, category, section, price, pages, PDF, actions. */
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
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            <th>Cover</th>
            <th>Title</th>
            <th>Category</th>
            <th>Section</th>
            <th>Price</th>
            <th>Pages</th>
            <th>PDF</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {books.map((book) => (
            <tr key={book._id} data-testid="book-row">
              <td>
                {book.image ? (
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
                )}
              </td>
              <td style={{ fontWeight: 600, maxWidth: 280 }}>{book.title}</td>
              <td>
                <Badge $tone="primary">{book.category}</Badge>
              </td>
              <td>{book.section}</td>
              <td>
                {book.isFree ? (
                  <Badge $tone="success">Free</Badge>
                ) : (
                  <>
                    {formatRupees(book.priceDiscounted ?? book.price)}
                    {book.priceDiscounted !== null && (
                      <Muted style={{ textDecoration: 'line-through' }}>{formatRupees(book.price)}</Muted>
                    )}
                  </>
                )}
              </td>
              <td>{book.pages ?? '-'}</td>
              <td>{book.pdfUrl ? <Badge $tone="success">Yes</Badge> : <Badge $tone="neutral">No</Badge>}</td>
              <td>
                <Row>
                  <Button type="button" $small onClick={() => onEdit(book)} aria-label={`Edit ${book.title}`}>
                    Edit
                  </Button>
                  <Button
                    type="button"
                    $small
                    $variant="danger"
                    disabled={deletingId === book._id}
                    onClick={() => onDelete(book)}
                    aria-label={`Delete ${book.title}`}
                  >
                    {deletingId === book._id ? 'Deleting...' : 'Delete'}
                  </Button>
                </Row>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
