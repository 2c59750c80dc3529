/**
 * What every remote's standalone page needs (docs/releases.md "Standalone pages"): its own Redux
 * store, the session check the shell would do, and the router basename of the folder it was opened from.
 * Not a shared module: each standalone page bundles its own copy (there is no shell to share it with), and a
 * remote loaded by the shell never runs this code. What it draws (the providers, the theme, the toaster, the
 * gate and its card) is the UI kit's `@exam/shared-ui/standalone`.
 */
import { combineSlices, configureStore, type Dispatch, type UnknownAction } from '@exam/web-platform/redux';
import { accountPaths } from '@exam/shared-contracts/accounts/paths';
import type { User } from '@exam/shared-contracts/accounts';
import { api } from '../client/api';
import { fetchJson, HttpStatusError } from '../client/fetch-json';
import { readerSlice } from '../client/reader-slice';
import { sessionSlice, signedIn, signedOut } from '../client/session-slice';
import { readToken, STORAGE_KEYS } from '../client/storage';

/** A store with the shared RTK Query api, the session and the reader slices, as the shell's. */
export function createStandaloneStore() {
  return configureStore({
    reducer: combineSlices(api, sessionSlice, readerSlice),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

type StandaloneDispatch = Dispatch<UnknownAction>;

/**
 * The session start of a standalone page: no stored token is a guest; otherwise `GET /api/auth/me` with it
 * decides (signed in with the server's user, or a guest on any failure). The token is left in place: it is
 * the shell's to clear. Never throws.
 */
export async function checkStandaloneSession(dispatch: StandaloneDispatch): Promise<void> {
  const token = readToken();
  if (!token) {
    dispatch(signedOut());
    return;
  }
  try {
    // No 401 action: a refused token makes a guest here, and it is the shell's to clear.
    const { user } = await fetchJson<{ user: User }>(accountPaths.authMe, { token, signOutOn401: false });
    dispatch(signedIn(user));
  } catch {
    dispatch(signedOut());
  }
}

/**
 * Admin sign-in from a standalone page (docs/domains/accounts.md "Calls" `POST /admin/login`): stores the
 * token and the admin flag as the shell's /admin-login does, and signs the store in. Rejects with the
 * server's `error` text, else "Admin login failed".
 */
export async function standaloneAdminSignIn(
  dispatch: StandaloneDispatch,
  username: string,
  password: string,
): Promise<void> {
  type Answer = { token?: string; user?: User; error?: string } | undefined;
  let body: Answer;
  try {
    // No token sent, and a refusal (401: wrong credentials) is this form's message, not a sign-out.
    body = await fetchJson<Answer>(accountPaths.adminLogin, {
      method: 'POST',
      body: { username, password },
      token: null,
      signOutOn401: false,
    });
  } catch (error) {
    if (error instanceof HttpStatusError)
      throw new Error(error.serverError || 'Admin login failed', { cause: error });
    if (!(error instanceof SyntaxError)) throw error;
  }
  if (!body?.token || !body.user) throw new Error(body?.error || 'Admin login failed');
  try {
    localStorage.setItem(STORAGE_KEYS.token, body.token);
    localStorage.setItem(STORAGE_KEYS.isAdmin, 'true');
  } catch {
    /* storage blocked: signed in for this page only */
  }
  dispatch(signedIn(body.user));
}

/**
 * The router basename of a standalone page: the folder it was opened at (`/remotes/store/`,
 * `/remotes/store/1.1.0/`, or `/` on a dev server). `…/index.html` is first replaced by its folder.
 */
export function standaloneBasename(): string {
  const { pathname, search } = window.location;
  if (pathname.endsWith('/index.html'))
    window.history.replaceState(null, '', pathname.slice(0, -10) + search);
  return window.location.pathname.replace(/\/$/, '') || '/';
}
