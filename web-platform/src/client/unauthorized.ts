import {
  shouldRedirectOn401,
  UNAUTHORIZED_REDIRECT_MS,
  UNAUTHORIZED_REDIRECT_PATH,
} from '@exam/shared-contracts/rules/auth-redirect';
import { clearSession, readToken } from './storage';

/**
 * The 401 action of docs/screens.md "The 401 rule", for every call that gets a 401 from the API (the RTK
 * Query base query, and an app's own uploads and downloads): with a session, drop it and go to /login after
 * 100 ms, unless on /login or /register ({@link shouldRedirectOn401}). Without a session (no token), nothing
 * happens. Stateless (localStorage and `window` only), so each app may bundle its own copy: import it from
 * `@exam/web-platform/client/unauthorized`.
 */
export function onUnauthorized(): void {
  if (readToken() === null || !shouldRedirectOn401(window.location.pathname)) return;
  clearSession();
  window.setTimeout(() => window.location.assign(UNAUTHORIZED_REDIRECT_PATH), UNAUTHORIZED_REDIRECT_MS);
}
