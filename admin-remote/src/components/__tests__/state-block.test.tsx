import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from '@exam/shared-contracts/client';
import { StateBlock, type QueryState } from '../state-block';

const TEXTS = { loading: 'Loading books...', error: 'Failed to load books', empty: 'No books found' };

function show(query: QueryState<string[]>, block: Partial<Parameters<typeof StateBlock<string[]>>[0]> = {}) {
  const ui = (q: QueryState<string[]>): ReactElement => (
    <ThemeProvider theme={darkTheme}>
      <StateBlock query={q} {...TEXTS} isEmpty={(rows) => rows.length === 0} {...block}>
        {(rows) => (
          <ul aria-label="Rows">
            {rows.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </StateBlock>
    </ThemeProvider>
  );
  return render(ui(query));
}

describe('StateBlock', () => {
  it('shows the loading text as a status while there is no data yet', () => {
    show({ data: undefined, isError: false, refetch: jest.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading books...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows nothing while loading when the tab has no loading text', () => {
    const { container } = show(
      { data: undefined, isError: false, refetch: jest.fn() },
      { loading: undefined },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the error as an alert with a Retry that refetches', () => {
    const refetch = jest.fn();
    show({ data: undefined, isError: true, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load books');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text when the data is empty', () => {
    show({ data: [], isError: false, refetch: jest.fn() });
    expect(screen.getByText('No books found')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders the children with the data', () => {
    show({ data: ['Optics', 'Waves'], isError: false, refetch: jest.fn() });
    expect(screen.getByRole('list', { name: 'Rows' })).toHaveTextContent('OpticsWaves');
    expect(screen.queryByText('No books found')).not.toBeInTheDocument();
  });

  it('keeps data from an earlier answer on screen when a refetch fails', () => {
    show({ data: ['Optics'], isError: true, refetch: jest.fn() });
    expect(screen.getByRole('list', { name: 'Rows' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
