/**
 * The `lib/remotes` stand-in of the slot tests (`jest.mock('../../lib/remotes', () => remotesMock())` after
 * a `require` of this file): every remote at revision 0, `loadRemoteModule` a mock each test sets up.
 */
export function remotesMock() {
  return {
    loadRemoteModule: jest.fn(),
    refreshRemotes: jest.fn(() => Promise.resolve()),
    remoteOf: (id: string) => id.split('/')[0],
    remoteRevision: () => 0,
    subscribeRemotes: () => () => undefined,
    // No early load has arrived: the slot always goes through loadRemoteModule.
    takeArrivedRemoteModule: () => undefined,
  };
}
