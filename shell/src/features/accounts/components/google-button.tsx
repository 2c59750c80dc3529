import { GOOGLE_SIGN_IN_URL } from '../../../lib/config';
import { Button } from '@exam/shared-ui/button';

/** Google sign-in by redirect (docs/domains/accounts.md "Calls"): the browser navigates to the API, which
 * returns to /auth-callback. */
export function GoogleButton({ label }: { label: string }) {
  return (
    <Button
      $variant="secondary"
      $size="form"
      type="button"
      onClick={() => (window.location.href = GOOGLE_SIGN_IN_URL)}
    >
      <span aria-hidden="true" style={{ fontWeight: 800, color: '#4285f4' }}>
        G
      </span>
      {label}
    </Button>
  );
}
