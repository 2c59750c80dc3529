import { useId } from 'react';
import { Field, Input } from './auth-layout';

/** The labelled, required e-mail input of the sign-in, registration and password reset forms. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Email</label>
      <Input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
      />
    </Field>
  );
}
