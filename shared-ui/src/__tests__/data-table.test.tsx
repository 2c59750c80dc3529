import { screen, within } from '@testing-library/react';
import { DataTable, type Column } from '../data-table';
import { renderWithProviders } from '../testing/render-with-providers';

interface Item {
  id: string;
  title: string;
  price: number;
}

const COLUMNS: Column<Item>[] = [
  { header: 'Title', cell: (item) => <strong>{item.title}</strong>, style: { fontWeight: 600 } },
  { header: 'Price', cell: (item) => `₹${item.price}` },
];
const ITEMS: Item[] = [
  { id: 'a', title: 'Optics', price: 99 },
  { id: 'b', title: 'Waves', price: 149 },
];

function show(stale?: boolean) {
  return renderWithProviders(
    <DataTable
      columns={COLUMNS}
      rows={ITEMS}
      rowKey={(item) => item.id}
      rowTestId="book-row"
      stale={stale}
    />,
  );
}

describe('DataTable', () => {
  it('has one header per column and one row per item, marked with the row test id', () => {
    show();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Title', 'Price']);
    const rows = screen.getAllByTestId('book-row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[1]).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Waves');
    expect(cells[0]).toHaveStyle({ fontWeight: 600 });
    expect(cells[1]).toHaveTextContent('₹149');
  });

  it('is not busy unless stale', () => {
    const { container, rerender } = show();
    expect(container.firstChild).not.toHaveAttribute('aria-busy');
    rerender(
      <DataTable columns={COLUMNS} rows={ITEMS} rowKey={(item) => item.id} rowTestId="book-row" stale />,
    );
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
    expect(container.firstChild).toHaveStyle({ opacity: '0.7' });
  });
});
