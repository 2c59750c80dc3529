import { useEffect } from 'react';
import { useLocation } from '@exam/shared-contracts/router';
import { Spinner } from './spinner';

/** What the server put in `#root` (ARCHITECTURE "Prerendered first paint"): a listing page's static top (hero, stats, feature cards). */
interface Prerendered {
  path: string;
  html: string;
  guestOnly: boolean;
}

let prerendered: Prerendered | null = null;

/**
 * Takes the server's prerendered markup out of `container` (the shell's `#root`) before React renders into
 * it, for {@link PrerenderedContent} to show again (issue 12: the text painted from the HTML is the page's
 * Largest Contentful Paint; without this the store's slot would show a spinner over it until the store
 * remote has loaded).
 */
export function takePrerender(container: Element): void {
  const element = container.querySelector<HTMLElement>(':scope > [data-prerender]');
  prerendered = element
    ? {
        path: element.dataset.path ?? '',
        html: element.innerHTML,
        guestOnly: element.hasAttribute('data-guest-only'),
      }
    : null;
}

/**
 * The store slot's loading state: the prerendered markup while the first page shown is the one it was
 * made for, else a spinner. Shown once: when the store has drawn its page this fallback unmounts and the
 * markup is dropped, so a later reload of the remote shows the spinner.
 */
export function PrerenderedContent({ label }: { label?: string }) {
  const { pathname } = useLocation();
  const current = prerendered && prerendered.path === pathname.replace(/(.)\/$/, '$1') ? prerendered : null;
  useEffect(
    () => () => {
      prerendered = null;
    },
    [],
  );
  if (!current) return <Spinner label={label} />;
  return (
    <div
      data-prerender=""
      data-guest-only={current.guestOnly ? '' : undefined}
      // Markup of our own store build (prerender.json), served by our own server with the page.
      dangerouslySetInnerHTML={{ __html: current.html }}
    />
  );
}
