import { fireEvent, screen } from '@testing-library/react';
import { StateBlock, type QueryState, type StateTexts } from '../state-block';
import { renderWithProviders } from '../testing/render-with-providers';

const TEXTS: StateTexts = {
  loading: 'Loading books...',
  error: 'Failed to load books',
  empty: 'No books found',
};

/** A list tab: the block in front of a list of titles. */
function show(query: QueryState<string[]>, texts: StateTexts = TEXTS) {
  return renderWithProviders(
    <StateBlock query={query} texts={texts}>
      {(rows) => (
        <ul aria-label="Rows">
          {rows.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </StateBlock>,
  );
}

describe('StateBlock', () => {
  it('shows the loading text as a status while there is no data yet', () => {
    show({ data: undefined, isError: false, refetch: jest.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading books...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows nothing while loading when the tab has no loading text', () => {
    const { container } = show({ data: undefined, isError: false, refetch: jest.fn() }, { error: 'Failed' });
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

  it('shows the empty text for an empty list', () => {
    show({ data: [], isError: false, refetch: jest.fn() });
    expect(screen.getByText('No books found')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders an empty list as is when the tab has no empty text', () => {
    show({ data: [], isError: false, refetch: jest.fn() }, { error: 'Failed' });
    expect(screen.getByRole('list', { name: 'Rows' })).toBeEmptyDOMElement();
  });

  it('asks isEmpty whether an answer that is not a list is empty', () => {
    renderWithProviders(
      <StateBlock
        query={{ data: { entries: [] as string[], total: 0 }, isError: false, refetch: jest.fn() }}
        texts={{ error: 'Failed to load the audit log', empty: 'No audit entries yet' }}
        isEmpty={(d) => d.total === 0}
      >
        {() => <p>table</p>}
      </StateBlock>,
    );
    expect(screen.getByText('No audit entries yet')).toBeInTheDocument();
    expect(screen.queryByText('table')).not.toBeInTheDocument();
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

  it('renders nothing once loaded without children (the dashboard shows its cards itself)', () => {
    const { container } = renderWithProviders(
      <StateBlock
        query={{ data: { users: 3 }, isError: false, refetch: jest.fn() }}
        texts={{ error: 'x' }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
