import { renderHookWithProviders, testStore } from '@exam/shared-ui/testing';
import { sessionSlice, signedIn, signedOut, STORAGE_KEYS } from '@exam/web-platform/client';
import type { User } from '@exam/shared-contracts/accounts';
import { useSessionData } from '../use-session-data';

/** A signed-in page's requests go out beside the session check, never for a visitor. */
const student = { _id: 'u1', id: 'u1', name: 'Asha', role: 'user', isAdmin: false } as User;

function sessionData(token: string | null, action?: ReturnType<typeof signedIn | typeof signedOut>) {
  localStorage.clear();
  if (token) localStorage.setItem(STORAGE_KEYS.token, token);
  const store = testStore(sessionSlice);
  if (action) store.dispatch(action);
  return renderHookWithProviders(() => useSessionData(), { store }).result.current;
}

describe('useSessionData', () => {
  it('asks while a stored token is being checked, and once signed in', () => {
    expect(sessionData('t0k3n')).toEqual({ status: 'checking', canAsk: true });
    expect(sessionData('t0k3n', signedIn(student))).toEqual({ status: 'authenticated', canAsk: true });
  });

  it('never asks without a stored token or for a visitor', () => {
    expect(sessionData(null)).toEqual({ status: 'checking', canAsk: false });
    expect(sessionData(null, signedOut())).toEqual({ status: 'guest', canAsk: false });
    expect(sessionData('t0k3n', signedOut())).toEqual({ status: 'guest', canAsk: false });
  });
});
