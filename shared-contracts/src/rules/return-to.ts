/**
 * Where sign-in returns to. A page that sends
 * a guest to /login (Buy Now, a payment link, My Books) passes `{ returnTo: <its path> }` as the router
 * state; the sign-in and registration pages go there on success, else to `/`.
 */

/** Router state of a redirect to /login or /register. */
export interface ReturnToState {
  returnTo: string;
}

/** The router state that brings the student back to `path` (path, query and hash) after signing in. */
export function returnToState(path: string): ReturnToState {
  return { returnTo: path };
}

/**
 * The return path in a router `state` when it is a same-site path, else null: it must start with a single
 * `/` (not `//` or `/\`, which browsers read as another host), contain no scheme, no control characters and
 * no backslash, be at most 2,000 characters, and not lead back to a sign-in page.
 */
export function safeReturnTo(state: unknown): string | null {
  const value = (state as Partial<ReturnToState> | null | undefined)?.returnTo;
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value) || /^\/[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  if (/^\/(login|register|admin-login|auth-callback|forgot-password|reset-password)(\/|\?|#|$)/.test(value))
    return null;
  return value;
}
