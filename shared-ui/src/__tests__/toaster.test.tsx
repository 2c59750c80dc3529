import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { notify } from '@exam/web-platform/client';
import { Toaster } from '../toaster';

describe('Toaster and notify (docs/screens.md "Toasts": notistack loads on the first toast)', () => {
  it('mounts nothing until a toast is asked for, then shows it; a toast asked for while it loads waits', async () => {
    const { container } = renderWithProviders(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();

    act(() => {
      notify.success('Book saved');
      notify.error('Could not delete the book');
    });
    expect(await screen.findByText('Book saved')).toBeInTheDocument();
    expect(await screen.findByText('Could not delete the book')).toBeInTheDocument();

    // Once loaded, later toasts go straight through; `once` does not repeat a notice.
    act(() => {
      notify.once('Please sign in to continue');
      notify.once('Please sign in to continue');
    });
    expect(await screen.findByText('Please sign in to continue')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getAllByText('Please sign in to continue')).toHaveLength(1);
  });
});
