import type { ReactNode } from 'react';

/**
 * What the server put in the shell's `#root` (docs/speed.md "Prerendered first paint"): a page's
 * top drawn before any script ran (a listing's hero, the /login card, the /my-books heading, a payment
 * page's book). `path` is the page it was made for.
 */
export interface PrerenderedPart {
  path: string;
  html: string;
  guestOnly: boolean;
  signedInOnly: boolean;
}

// One per tab, shared by the shell and the remotes (this module is part of the federated client singleton).
let kept: PrerenderedPart | null = null;

const samePath = (a: string, b: string) => a.replace(/(.)\/$/, '$1') === b.replace(/(.)\/$/, '$1');

/**
 * Keeps the server's prerendered markup from `container` (the shell's `#root`) before React first draws
 * into it and clears it, so the shell's loading slot, and then the page itself while its data loads, can
 * show it again instead of a spinner. Called once by the shell at start-up.
 */
export function keepPrerender(container: Element): void {
  const element = container.querySelector<HTMLElement>(':scope > [data-prerender]');
  kept = element
    ? {
        path: element.dataset.path ?? '',
        html: element.innerHTML,
        guestOnly: element.hasAttribute('data-guest-only'),
        signedInOnly: element.hasAttribute('data-signed-in-only'),
      }
    : null;
}

/** The kept markup if it was made for `pathname` (a trailing slash ignored), else null. */
export function prerenderedFor(pathname: string): PrerenderedPart | null {
  return kept && samePath(kept.path, pathname) ? kept : null;
}

/**
 * Drops the kept markup unless it was made for `pathname`: the visitor has gone to another page, and the
 * markup describes the page as the server saw it when the tab was opened. Called by the shell on navigation.
 */
export function forgetPrerenderUnless(pathname: string): void {
  if (kept && !samePath(kept.path, pathname)) kept = null;
}

/**
 * The kept markup for `pathname` (with its guest-only or signed-in-only mark, which the prerender's CSS
 * hides from the wrong visitor), else `fallback`. A loading state that shows this instead of a spinner
 * keeps the first paint on screen until the real content replaces it: nothing flashes, nothing moves.
 */
export function PrerenderedMarkup({ pathname, fallback }: { pathname: string; fallback: ReactNode }) {
  const part = prerenderedFor(pathname);
  if (!part) return <>{fallback}</>;
  return (
    <div
      data-prerender=""
      data-guest-only={part.guestOnly ? '' : undefined}
      data-signed-in-only={part.signedInOnly ? '' : undefined}
      // Markup of our own app builds (prerender.json), served by our own server with the page.
      dangerouslySetInnerHTML={{ __html: part.html }}
    />
  );
}
