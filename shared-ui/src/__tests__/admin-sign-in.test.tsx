import { act, fireEvent, screen } from '@testing-library/react';
import { AdminSignInForm } from '../admin-sign-in';
import { renderWithProviders } from '../testing/render-with-providers';

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('AdminSignInForm', () => {
  it('signs in with the trimmed username, saying Signing in... meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSignIn = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<AdminSignInForm onSignIn={onSignIn} />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    fill('  admin ', 'pass-word-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as Admin' }));
    expect(onSignIn).toHaveBeenCalledWith('admin', 'pass-word-1');
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Sign in as Admin' })).toBeEnabled();
  });

  it("shows the failure's message as an alert, or hands it to onError", async () => {
    const refuse = () => Promise.reject(new Error('Invalid credentials'));
    const { rerender } = renderWithProviders(<AdminSignInForm onSignIn={refuse} />);
    fill('admin', 'wrong');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in as Admin' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');

    const onError = jest.fn();
    rerender(<AdminSignInForm onSignIn={refuse} onError={onError} busy={false} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in as Admin' })));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid credentials' }));
  });
});
