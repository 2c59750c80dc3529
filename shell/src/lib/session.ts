import type { ThunkDispatch, UnknownAction } from '@exam/web-platform/redux';
import { accountPaths } from '@exam/shared-contracts/constants';
import {
  api,
  clearSession,
  readToken,
  sendApiRequest,
  signedIn,
  signedOut,
  STORAGE_KEYS,
} from '@exam/web-platform/client';
import type { MeResponse, User } from '@exam/shared-contracts/accounts';
import { syncAccountLang } from './account-lang';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The route that finishes Google sign-in (docs/domains/accounts.md "Auth callback"); the session start
 * leaves it alone. */
export const AUTH_CALLBACK_PATH = '/auth-callback';

/** Cached answers that depend on who asks (unused ones are dropped, shown ones refetched). */
const PER_USER_TAGS: ('Books' | 'Book' | 'PurchasedBooks' | 'Payment' | 'Me')[] = [
  'Books',
  'Book',
  'PurchasedBooks',
  'Payment',
  'Me',
];

/** The locally created admin of docs/domains/accounts.md "Session": id `admin`, name Admin, role admin. */
export const LOCAL_ADMIN: User = {
  _id: 'admin',
  id: 'admin',
  name: 'Admin',
  email: null,
  photo: null,
  role: 'admin',
  isActive: true,
  isAdmin: true,
  createdAt: new Date(0).toISOString(),
};

function storedIsAdmin(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.isAdmin) === 'true';
  } catch {
    return false;
  }
}

/** `GET /auth/me` (docs/domains/accounts.md "Calls"): the user of the stored token. */
const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Never cached: each call must ask the server whether the stored token is still good.
    me: build.query<MeResponse, void>({
      query: () => accountPaths.authMe,
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Asks `GET /auth/me` with the stored token; resolves the RTK Query result. */
async function fetchMe(dispatch: Dispatch) {
  return dispatch(sessionApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));
}

/**
 * Session start (docs/domains/accounts.md "Session"), skipped on /auth-callback (that page signs in or out
 * itself). No token: guest. `isAdmin === 'true'`: the local admin at once (so /admin opens without waiting),
 * then a background `/auth/me` that swaps in the real user or, on 401, ends the session. Otherwise the token
 * is verified with `/auth/me`; any failure removes the token and the admin flag.
 */
export async function startSession(dispatch: Dispatch): Promise<void> {
  // /auth-callback owns the session: it verifies the token it was handed. Checking an older stored token here
  // would race it (that token's 401 would clear the fresh one and redirect to /login after 100 ms).
  if (window.location.pathname === AUTH_CALLBACK_PATH) return;
  await resumeSession(dispatch);
}

/**
 * Checks the stored token as the session start does (without its /auth-callback guard): used by
 * /auth-callback when a sign-in fails, so whoever was signed in before stays signed in.
 */
export async function resumeSession(dispatch: Dispatch): Promise<void> {
  if (!readToken()) {
    dispatch(signedOut());
    return;
  }
  if (storedIsAdmin()) {
    dispatch(signedIn(LOCAL_ADMIN));
    const result = await fetchMe(dispatch);
    if (result.data) dispatch(signedIn(result.data.user));
    else if (result.error && 'status' in result.error && result.error.status === 401) {
      clearSession();
      dispatch(signedOut());
    }
    return;
  }
  const result = await fetchMe(dispatch);
  if (result.data) {
    dispatch(signedIn(result.data.user));
    void syncAccountLang(readToken() ?? '', false);
  } else {
    clearSession();
    dispatch(signedOut());
  }
}

/**
 * Stores a fresh token and user after login, register or Google sign-in (docs/domains/accounts.md "Session"),
 * drops cached book lists (their `paymentStatus` belongs to the previous caller) and brings the page and the
 * account to one language (account-lang.ts).
 */
export function beginSession(dispatch: Dispatch, token: string, user: User, isAdmin = false): void {
  try {
    localStorage.setItem(STORAGE_KEYS.token, token);
    if (isAdmin) localStorage.setItem(STORAGE_KEYS.isAdmin, 'true');
    else localStorage.removeItem(STORAGE_KEYS.isAdmin);
  } catch {
    /* storage blocked: the session lasts for this page only */
  }
  dispatch(signedIn(user));
  dispatch(api.util.invalidateTags(PER_USER_TAGS));
  void syncAccountLang(token, true);
}

/**
 * `POST /auth/logout` with the token being dropped, so the server revokes it (a copy of it stops working
 * too). The contracts' `sendApiRequest` (answer unread), not RTK Query: the token is already gone from storage, and an already revoked
 * token's 401 must not trigger the 401 rule. Fire and forget: the local session ends whatever the answer.
 */
function revokeOnServer(token: string): void {
  sendApiRequest(accountPaths.authLogout, { method: 'POST', token, keepalive: true }).catch(() => undefined);
}

/**
 * Logout (docs/domains/accounts.md "Session"): clears token and admin flag and every cached per-user answer,
 * and asks the server to revoke the token.
 */
export function endSession(dispatch: Dispatch): void {
  const token = readToken();
  clearSession();
  if (token) revokeOnServer(token);
  dispatch(signedOut());
  // After the next render: pages left behind (My Books) have unsubscribed by then and are not refetched.
  window.setTimeout(() => dispatch(api.util.invalidateTags(PER_USER_TAGS)), 0);
}
