import { createSlice, type PayloadAction } from '@exam/web-platform/redux';
import type { User } from '@exam/shared-contracts/accounts';

/**
 * The session (docs/domains/accounts.md "Session"): `checking` while a stored token is verified, then
 * `authenticated` with the user, or `guest`.
 */
export interface SessionState {
  status: 'checking' | 'authenticated' | 'guest';
  user: User | null;
}

const initialState: SessionState = { status: 'checking', user: null };

/** Session slice shared by every app through the federated `web-platform/client` singleton. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<User>) {
      state.status = 'authenticated';
      state.user = action.payload;
    },
    signedOut(state) {
      state.status = 'guest';
      state.user = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
    selectIsAdmin: (state) => state.user?.isAdmin === true,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectUser, selectSessionStatus, selectIsAdmin } = sessionSlice.selectors;
