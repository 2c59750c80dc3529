import { useEffect } from 'react';
import { forgetPrerenderUnless, PrerenderedMarkup } from '@exam/web-platform/client';
import { useLocation } from '@exam/web-platform/router';
import { Spinner } from '@exam/shared-ui/spinner';

/**
 * A slot's loading state (the store remote, a lazy auth page): the server's prerendered top of this page
 * (docs/speed.md "Prerendered first paint", kept by `keepPrerender` at start-up) while the page's code
 * loads, else a spinner (the text or cover painted from the HTML is the page's Largest Contentful
 * Paint; a spinner over it would hide it until the remote has loaded). A page may show the same markup
 * while its own data loads (the payment page does).
 */
export function PrerenderedContent({ label }: { label?: string }) {
  const { pathname } = useLocation();
  return <PrerenderedMarkup pathname={pathname} fallback={<Spinner label={label} />} />;
}

/**
 * Drops the prerendered markup once the visitor has gone to another page: it showed the page the tab was
 * opened on, as the server saw it then, so a later visit to that page shows a spinner instead.
 */
export function PrerenderLifetime() {
  const { pathname } = useLocation();
  useEffect(() => forgetPrerenderUnless(pathname), [pathname]);
  return null;
}
