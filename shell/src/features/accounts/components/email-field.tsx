import { TextField } from '@exam/shared-ui/form';
import { useShellT } from '../../../lib/i18n';

/** The labelled, required e-mail input of the sign-in, registration and password reset forms. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useShellT();
  return (
    <TextField
      label={t('Email')}
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
    />
  );
}
