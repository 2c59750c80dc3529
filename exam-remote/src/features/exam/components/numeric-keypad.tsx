import styled from 'styled-components';
import { Button } from '@exam/shared-ui/button';
import { ErrorText } from '../../../components/ui';
import { useExamT } from '../i18n';
import { MAX_NUMERIC_LENGTH, numericProblem, pressKey, type KeypadKey } from '../lib/answer-input';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  max-width: 280px;
  label {
    font-weight: 600;
  }
  input {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    font: inherit;
    font-size: 1.1rem;
    border-radius: 6px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
  }
  input:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.primaryInk};
    outline-offset: 1px;
  }
`;

const Keys = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6px;
  .wide {
    grid-column: span 3;
  }
`;

/**
 * A key of the keypad: the kit's framed button of the online tests (`secondary`, `touch`: 44 px tall, the
 * 3-px focus ring, dimmed when disabled), with the little room a third of the keypad's width leaves for
 * "Backspace", and the answer box's type size.
 */
const Key = styled(Button).attrs({ $variant: 'secondary', $size: 'touch' } as const)`
  padding: 1px 6px;
  font-size: inherit;
`;

const DIGITS: KeypadKey[] = ['7', '8', '9', '4', '5', '6', '1', '2', '3'];

/**
 * A numerical answer (NTA's CBT): a text box that takes typing, and the on-screen keypad (digits, ".",
 * "−", Backspace, Clear All). The box shows exactly what was typed: text that is not a savable answer
 * (a decimal on a whole-number question, letters, too many digits) stays as typed, marked invalid with a
 * message read out by screen readers, and Save & Next refuses it until the student fixes it. A
 * whole-number question (`integerOnly`) has no decimal point key; a question of `decimals` places names them
 * in its label and refuses more digits after the point (typed or pressed) with a message, never cutting them. The value is the draft: it is saved only
 * by Save & Next or Mark for Review & Next. `error` is the save's refusal; the typed text's own problem
 * is shown while there is none.
 */
export function NumericKeypad({
  value,
  integerOnly,
  decimals = null,
  disabled,
  onChange,
  error,
}: {
  value: string;
  integerOnly: boolean;
  /** A decimal question's most digits after the point (1–6); null: up to 6. */
  decimals?: number | null;
  disabled: boolean;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const t = useExamT();
  const press = (key: KeypadKey) => onChange(pressKey(value, key, integerOnly));
  const problem = numericProblem(value, integerOnly, decimals);
  const message = error ?? (problem && t(problem, { n: decimals }));
  return (
    <Wrap>
      <label htmlFor="numeric-answer">
        {integerOnly
          ? t('Your answer (a whole number)')
          : decimals !== null
            ? t(
                '{n, plural, one {Your answer (up to {n} decimal place)} other {Your answer (up to {n} decimal places)}}',
                { n: decimals },
              )
            : t('Your answer')}
      </label>
      <input
        id="numeric-answer"
        type="text"
        inputMode={integerOnly ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        disabled={disabled}
        maxLength={MAX_NUMERIC_LENGTH}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? 'numeric-error' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {message && (
        <ErrorText id="numeric-error" role="alert">
          {message}
        </ErrorText>
      )}
      <Keys role="group" aria-label={t('Keypad')}>
        {DIGITS.map((d) => (
          <Key key={d} type="button" disabled={disabled} onClick={() => press(d)}>
            {d}
          </Key>
        ))}
        <Key type="button" disabled={disabled} onClick={() => press('-')} aria-label={t('Minus sign')}>
          −
        </Key>
        <Key type="button" disabled={disabled} onClick={() => press('0')}>
          0
        </Key>
        {integerOnly ? (
          <span aria-hidden="true" />
        ) : (
          <Key type="button" disabled={disabled} onClick={() => press('.')} aria-label={t('Decimal point')}>
            .
          </Key>
        )}
        <Key type="button" disabled={disabled} onClick={() => press('backspace')}>
          {t('Backspace')}
        </Key>
        <Key type="button" className="wide" disabled={disabled} onClick={() => press('clear')}>
          {t('Clear All')}
        </Key>
      </Keys>
    </Wrap>
  );
}
