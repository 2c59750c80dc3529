import { TextField } from '@exam/shared-ui/form';

/** The labelled, required e-mail input of the sign-in, registration and password reset forms. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
    />
  );
}
