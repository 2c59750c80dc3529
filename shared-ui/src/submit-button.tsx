import type { ComponentPropsWithoutRef } from 'react';
// By its package name, as an app imports it: built into the kit's shared `/form`, this takes the one shared
// `/button` the page already has instead of a copy of its own.
import { Button } from '@exam/shared-ui/button';

/** A form's submit: the kit's `Button` props, less those it fixes, plus `pending`. */
export type SubmitButtonProps = Omit<
  ComponentPropsWithoutRef<typeof Button>,
  'type' | '$variant' | '$size'
> & {
  /** The form is being sent: the button is disabled and busy (`aria-busy`, the progress cursor). */
  pending?: boolean;
};

/**
 * `SubmitButton`: the main action of a form (the sign-in pages, the admin sign-in), the kit's one `Button`
 * (`primary`, `submit` size) with `type="submit"`. `pending` disables it while the form is sent and says so;
 * `disabled` alone is a form not ready to send (the not-allowed cursor).
 */
export function SubmitButton({ pending = false, disabled, ...rest }: SubmitButtonProps) {
  return (
    <Button
      {...rest}
      type="submit"
      $variant="primary"
      $size="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    />
  );
}
