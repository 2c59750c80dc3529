import { useId, useState } from 'react';
import styled from 'styled-components';
import { Field, Input } from './auth-layout';

const Wrap = styled.div`
  position: relative;
  input {
    padding-right: 4.5rem;
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

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
  hint?: string;
  minLength?: number;
}

/** A required password input with its show/hide toggle (SPEC 2: login, register, admin login). */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  name,
  hint,
  minLength,
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Wrap>
        <Input
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
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-pressed={visible}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </Wrap>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
    </Field>
  );
}
