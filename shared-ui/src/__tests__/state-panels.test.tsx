import { fireEvent, screen } from '@testing-library/react';
import { StateBlock } from '../state-block';
import { EmptyState, ErrorState } from '../state-panels';
import { renderWithProviders } from '../testing/render-with-providers';

describe('StateBlock panels', () => {
  it('shows a titled error as one alert with its heading, line and Try again', () => {
    const refetch = jest.fn();
    renderWithProviders(
      <StateBlock
        variant="panel"
        query={{ data: undefined, isError: true, refetch }}
        texts={{
          error: 'Please check your connection and try again.',
          errorTitle: 'Could not load your books',
          retry: 'Try again',
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Could not load your books' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the spinner while loading and the empty heading with its action', () => {
    const { rerender } = renderWithProviders(
      <StateBlock
        variant="panel"
        query={{ data: undefined, isError: false, refetch: jest.fn() }}
        texts={{ loading: 'Loading your books...', error: 'x', empty: 'No Books Purchased Yet' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your books...');
    rerender(
      <StateBlock
        variant="panel"
        query={{ data: [], isError: false, refetch: jest.fn() }}
        texts={{ error: 'x', empty: 'No Books Purchased Yet', emptyDetail: 'Buy a book.' }}
        emptyAction={<a href="/class11">Browse Books</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No Books Purchased Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Books' })).toHaveAttribute('href', '/class11');
  });

  it('without a title, the message alone is the alert and Retry follows it', () => {
    const onRetry = jest.fn();
    renderWithProviders(<ErrorState message="The test could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^The test could not be loaded\.$/);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('an untitled empty state shows its title in bold and where to go', () => {
    renderWithProviders(
      <EmptyState title="No tests taken yet">
        <a href="/tests">Browse test series</a>
      </EmptyState>,
    );
    expect(screen.getByText('No tests taken yet').tagName).toBe('STRONG');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
