import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from '../theme';
import { AdminSignInForm } from '../admin-sign-in';

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('AdminSignInForm', () => {
  it('signs in with the trimmed username, saying Signing in... meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSignIn = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <ThemeProvider theme={darkTheme}>
        <AdminSignInForm onSignIn={onSignIn} />
      </ThemeProvider>,
    );
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
    const { rerender } = render(
      <ThemeProvider theme={darkTheme}>
        <AdminSignInForm onSignIn={refuse} />
      </ThemeProvider>,
    );
    fill('admin', 'wrong');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in as Admin' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');

    const onError = jest.fn();
    rerender(
      <ThemeProvider theme={darkTheme}>
        <AdminSignInForm onSignIn={refuse} onError={onError} busy={false} />
      </ThemeProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in as Admin' })));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid credentials' }));
  });
});
