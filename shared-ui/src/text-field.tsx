import { useId, type HTMLInputTypeAttribute, type ReactElement } from 'react';
import { FieldBox, TextInput } from './form-styles';

/**
 * A labelled, required text input of the sign-in forms (docs/domains/accounts.md "Sign-in screens": the
 * shell's "Email", the admin's "Username"): the label points at the input, so its accessible name is exactly
 * `label`.
 * - `type` (text unless given), `name` and `autoComplete` go to the input as they are.
 */
export function TextField({
  label,
  value,
  onChange,
  name,
  type = 'text',
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
}): ReactElement {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <TextInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
      />
    </FieldBox>
  );
}
