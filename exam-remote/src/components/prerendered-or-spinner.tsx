import { PrerenderedMarkup } from '@exam/web-platform/client';
import { useLocation } from '@exam/web-platform/router';
import { Spinner } from '@exam/shared-ui/spinner';

/**
 * A loading state of the online tests' pages: the top the server drew into this page's HTML (kept by the
 * shell, docs/speed.md "Prerendered first paint"), so it stays on screen, else a spinner with `label`.
 */
export function PrerenderedOrSpinner({ label }: { label: string }) {
  const { pathname } = useLocation();
  return <PrerenderedMarkup pathname={pathname} fallback={<Spinner label={label} />} />;
}
