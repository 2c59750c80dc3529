import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Dialog } from '../dialog';
import { renderWithProviders } from '../testing/render-with-providers';

function show(onClose: () => void, props: Partial<Parameters<typeof Dialog>[0]> = {}) {
  return renderWithProviders(
    <>
      <main>
        <button type="button">Behind</button>
      </main>
      <Dialog title="Reject payment" onClose={onClose} {...props}>
        <button type="button">Cancel</button>
        <input aria-label="Reason" />
        <button type="button">Reject</button>
      </Dialog>
    </>,
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with focus on its first form control', async () => {
    show(jest.fn());
    const dialog = screen.getByRole('dialog', { name: 'Reject payment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveFocus());
  });

  // Focus and inert need the dialog laid out: done in the opening task, they forced that layout inside the
  // tap (a long task on a phone); the next frame lays it out anyway.
  it('moves focus in and makes the page inert at the next frame, not inside the render that opened it', async () => {
    show(jest.fn(), { placement: 'center', inertPage: true });
    expect(screen.getByLabelText('Reason')).not.toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveFocus());
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
  });

  it('gives focus back to its opener when it closes, unless the closing action moved it elsewhere', async () => {
    function Opener({ open, other }: { open: boolean; other?: boolean }) {
      return (
        <>
          <button type="button">Open</button>
          <button type="button">Elsewhere</button>
          {open && (
            <Dialog title="Palette" onClose={jest.fn()}>
              <button type="button">Question 2</button>
            </Dialog>
          )}
          {other && <span />}
        </>
      );
    }
    const { rerender } = renderWithProviders(<Opener open={false} />);
    screen.getByText('Open').focus();
    rerender(<Opener open />);
    await waitFor(() => expect(screen.getByText('Question 2')).toHaveFocus());
    rerender(<Opener open={false} />);
    await waitFor(() => expect(screen.getByText('Open')).toHaveFocus());

    rerender(<Opener open />);
    await waitFor(() => expect(screen.getByText('Question 2')).toHaveFocus());
    act(() => {
      rerender(<Opener open={false} other />);
      screen.getByText('Elsewhere').focus();
    });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(screen.getByText('Elsewhere')).toHaveFocus();
  });

  it('closes on Escape and on a backdrop click, not on a click inside', () => {
    const onClose = jest.fn();
    show(onClose);
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside and, with inertPage, makes the page behind inert until it closes', async () => {
    const { unmount } = show(jest.fn(), { placement: 'center', inertPage: true });
    await waitFor(() => expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert'));
    const reject = screen.getByText('Reject');
    reject.focus();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(screen.getByText('Cancel')).toHaveFocus();
    unmount();
  });

  it('is labelled by titleId when the content draws its own heading', async () => {
    renderWithProviders(
      <Dialog titleId="own-title" onClose={jest.fn()} placement="center">
        <h2 id="own-title">Submit the test?</h2>
        <button type="button">Submit</button>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Submit the test?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus());
  });
});
