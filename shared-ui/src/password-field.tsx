import { useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { FieldBox } from './form-styles';

const Wrap = styled.div`
  position: relative;
  input {
    width: 100%;
    box-sizing: border-box;
    padding: 0.7rem 4.5rem 0.7rem 0.85rem;
    border-radius: 10px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
  }
  input:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.primary};
    outline-offset: 1px;
  }
  button {
    position: absolute;
    right: 0.35rem;
    top: 50%;
    transform: translateY(-50%);
    padding: 0.35rem 0.6rem;
    border: none;
    border-radius: 8px;
    background: transparent;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 0.85rem;
    font-weight: 600;
    cursor: pointer;
  }
  button:hover {
    color: ${(p) => p.theme.colors.text};
  }
`;

/** The props of a {@link PasswordField}. */
export interface PasswordFieldProps {
  /** The label, also the toggle's name: "Show password" / "Hide password" for "Password" (the default). */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** The input's name, "password" unless given. */
  name?: string;
  /** A line under the input that describes it (aria-describedby). */
  hint?: string;
  minLength?: number;
  /**
   * The toggle's words in the page's language: its text (`show`, `hide`) and its accessible name
   * (`showName`, `hideName`). English from the label unless given.
   */
  toggleText?: { show: string; hide: string; showName: string; hideName: string };
}

/**
 * A required password input with its show/hide toggle (docs/domains/accounts.md "Sign-in screens": login,
 * register, admin login). The toggle is a button named "Show <label>" / "Hide <label>" (lower case) with
 * aria-pressed, its text Show / Hide.
 */
export function PasswordField({
  label = 'Password',
  value,
  onChange,
  autoComplete,
  name = 'password',
  hint,
  minLength,
  toggleText = {
    show: 'Show',
    hide: 'Hide',
    showName: `Show ${label.toLowerCase()}`,
    hideName: `Hide ${label.toLowerCase()}`,
  },
}: PasswordFieldProps): ReactElement {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Wrap>
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          minLength={minLength}
          aria-describedby={hint ? `${id}-hint` : undefined}
          required
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? toggleText.hideName : toggleText.showName}
          aria-pressed={visible}
        >
          {visible ? toggleText.hide : toggleText.show}
        </button>
      </Wrap>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
    </FieldBox>
  );
}
