import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from '@exam/shared-contracts/client';
import { Dialog } from '../dialog';

function show(onClose: () => void, props: Partial<Parameters<typeof Dialog>[0]> = {}) {
  return render(
    <ThemeProvider theme={darkTheme}>
      <main>
        <button type="button">Behind</button>
      </main>
      <Dialog title="Reject payment" onClose={onClose} {...props}>
        <button type="button">Cancel</button>
        <input aria-label="Reason" />
        <button type="button">Reject</button>
      </Dialog>
    </ThemeProvider>,
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with focus on its first form control', () => {
    show(jest.fn());
    const dialog = screen.getByRole('dialog', { name: 'Reject payment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Reason')).toHaveFocus();
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

  it('keeps Tab inside and, with inertPage, makes the page behind inert until it closes', () => {
    const { unmount } = show(jest.fn(), { placement: 'center', inertPage: true });
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    const reject = screen.getByText('Reject');
    reject.focus();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(screen.getByText('Cancel')).toHaveFocus();
    unmount();
  });

  it('is labelled by titleId when the content draws its own heading', () => {
    render(
      <ThemeProvider theme={darkTheme}>
        <Dialog titleId="own-title" onClose={jest.fn()} placement="center">
          <h2 id="own-title">Submit the test?</h2>
          <button type="button">Submit</button>
        </Dialog>
      </ThemeProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Submit the test?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });
});
