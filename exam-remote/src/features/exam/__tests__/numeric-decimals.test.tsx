import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { setLang } from '@exam/web-platform/i18n';
import { NumericKeypad } from '../components/numeric-keypad';
import { examMessagesReady } from '../i18n';
import { renderWithProviders } from '@exam/shared-ui/testing';

/**
 * The keypad of a question of 2 decimal places (docs/domains/exams.md "Online tests"): its label names the
 * rule, a third digit after the point stays in the box as typed, marked invalid with a spoken message, in
 * English and Hindi; a question without places takes up to 6, as before.
 */
function Keypad({ decimals }: { decimals: number | null }) {
  const [value, setValue] = useState('');
  return (
    <NumericKeypad
      value={value}
      integerOnly={false}
      decimals={decimals}
      disabled={false}
      onChange={setValue}
      error={null}
    />
  );
}

afterEach(() => act(() => setLang('en')));

describe('a question of 2 decimal places on the keypad', () => {
  it('names the rule, keeps 3.141 as typed and says why it cannot be saved', () => {
    renderWithProviders(<Keypad decimals={2} />);
    const box = screen.getByRole('textbox', { name: 'Your answer (up to 2 decimal places)' });
    fireEvent.change(box, { target: { value: '3.14' } });
    expect(box).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    expect(box).toHaveValue('3.141');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('At most 2 digits after the decimal point');
    expect(box).toHaveAttribute('aria-describedby', alert.id);
  });

  it('says it in Hindi too', async () => {
    await act(() => setLang('hi'));
    await examMessagesReady;
    renderWithProviders(<Keypad decimals={2} />);
    const box = screen.getByRole('textbox', { name: 'आपका उत्तर (दशमलव के बाद अधिकतम 2 अंक)' });
    fireEvent.change(box, { target: { value: '−3.141' } });
    expect(box).toHaveValue('−3.141');
    expect(screen.getByRole('alert')).toHaveTextContent('दशमलव के बाद अधिकतम 2 अंक');
  });

  it('without places takes up to 6 digits after the point, as before', () => {
    renderWithProviders(<Keypad decimals={null} />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(box, { target: { value: '3.141593' } });
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
