import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { Table, TableWrap } from './primitives';

/** One column of a {@link DataTable}: its header text and what its cell shows for a row. */
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Style of the column's cells (not the header). */
  style?: CSSProperties;
}

/**
 * A data table (the admin tables of docs/domains/operations.md "Admin screens": Recent Payments, User
 * Management, books, audit log): a horizontally scrolling table with one header row of `columns` and one body
 * row per item, each marked `data-testid={rowTestId}`. `stale` dims the rows (and sets aria-busy) while a
 * newer page or filter is being fetched.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowTestId,
  stale = false,
  selectedKey,
  onRowClick,
}: {
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowTestId: string;
  stale?: boolean;
  /** The row marked selected (`aria-selected`, highlighted): keyboard navigation of the payments table. */
  selectedKey?: string | null;
  /** Called with a clicked row (selects it for the keyboard). */
  onRowClick?: (row: T) => void;
}): ReactElement {
  return (
    <TableWrap aria-busy={stale || undefined} style={stale ? { opacity: 0.7 } : undefined}>
      <Table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header}>{column.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId}
              aria-selected={selectedKey === undefined ? undefined : selectedKey === rowKey(row)}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
            >
              {columns.map((column) => (
                <td key={column.header} style={column.style}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
