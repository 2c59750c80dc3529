import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Dialog } from '../dialog';
import { renderWithProviders } from '../testing/render-with-providers';

/** The kit's dialog over the whole window (`placement="full"`): the reader and an enlarged question. */
function show(onClose: () => void, props: Partial<Parameters<typeof Dialog>[0]> = {}) {
  return renderWithProviders(
    <div>
      <header>
        <button type="button">Behind</button>
      </header>
      <Dialog placement="full" label="Reading Physics" onClose={onClose} {...props}>
        <input aria-label="Page" />
        <button type="button">Close viewer</button>
      </Dialog>
    </div>,
  );
}

describe('Dialog placement="full"', () => {
  it('covers the window as a modal dialog named by its label, with no backdrop, at its zIndex', () => {
    show(jest.fn(), { zIndex: 2000 });
    const dialog = screen.getByRole('dialog', { name: 'Reading Physics' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ position: 'fixed', zIndex: '2000' });
    expect(dialog.parentElement?.tagName).toBe('DIV');
    expect(dialog.parentElement?.querySelector('header')).not.toBeNull();
  });

  it('with focus="dialog" focuses itself, not its first control, and makes its siblings inert', async () => {
    show(jest.fn(), { focus: 'dialog', inertPage: true });
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(screen.getByRole('banner', { hidden: true })).toHaveAttribute('inert');
  });

  it('focuses its first control by default', async () => {
    show(jest.fn());
    await waitFor(() => expect(screen.getByLabelText('Page')).toHaveFocus());
  });

  it('closes on Escape, unless the content handled that Escape itself', () => {
    const onClose = jest.fn();
    show(onClose);
    const handled = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    handled.preventDefault();
    window.dispatchEvent(handled);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('draws an image stage light on near-black with tone="dark"', () => {
    show(jest.fn(), { tone: 'dark' });
    expect(screen.getByRole('dialog')).toHaveStyle({ background: '#111827', color: '#f9fafb' });
  });
});
