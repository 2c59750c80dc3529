import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { PasswordField } from '../password-field';
import { renderWithProviders } from '../testing/render-with-providers';

function Harness() {
  const [value, setValue] = useState('');
  return <PasswordField label="Password" value={value} onChange={setValue} autoComplete="current-password" />;
}

describe('PasswordField', () => {
  it('hides the password until Show is pressed, then offers Hide', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Password');
    fireEvent.change(input, { target: { value: 'secret-1' } });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toBeRequired();
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret-1');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveTextContent('Hide');
    expect(hide).toHaveAttribute('aria-pressed', 'true');
  });
});
