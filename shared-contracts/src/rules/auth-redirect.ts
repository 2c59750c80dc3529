/**
 * The 401 rule (docs/screens.md "The 401 rule"): on a 401 from the API the session ends and the browser goes
 * to /login after 100 ms, except while on the sign-in or registration page (a wrong password there is a 401
 * too).
 */

/** Delay before the 401 redirect to /login, in ms. */
export const UNAUTHORIZED_REDIRECT_MS = 100;

/** Where a 401 sends the browser. */
export const UNAUTHORIZED_REDIRECT_PATH = '/login';

/** True when a 401 seen on `pathname` should end the session and redirect (false on /login and /register). */
export function shouldRedirectOn401(pathname: string): boolean {
  return !(pathname.includes('/login') || pathname.includes('/register'));
}
