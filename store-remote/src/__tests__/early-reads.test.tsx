import { STORAGE_KEYS } from '@exam/web-platform/client';

/**
 * My Books and My Orders, deep-linked, start their reads when their page chunk runs (started by the routes
 * module at their address), not when the page first renders (after its messages and the session check).
 * At any other address nothing is read early.
 */
const fetchMock = jest.fn(async () => ({
  ok: true,
  status: 200,
  headers: { get: () => null },
  json: async () => [],
}));

/** The API paths read when `load` (a module) runs at `address`. */
async function readsAt(address: string, load: () => Promise<unknown>): Promise<string[]> {
  fetchMock.mockClear();
  window.history.replaceState(null, '', address);
  await jest.isolateModulesAsync(async () => {
    await load();
  });
  return fetchMock.mock.calls.map((call) => (call as unknown as [string])[0]);
}

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
});
afterAll(() => localStorage.clear());

describe('early reads of the store’s signed-in pages', () => {
  const myBooks = () => import('../features/purchases/library/pages/my-books-page');
  const myOrders = () => import('../features/purchases/library/pages/my-orders-page');

  it('My Books reads its books, receipts and orders; My Orders its orders; elsewhere nothing', async () => {
    expect((await readsAt('/my-books', myBooks)).sort()).toEqual([
      '/api/user/orders',
      '/api/user/purchased-books',
      '/api/user/receipts',
    ]);
    expect(await readsAt('/my-orders', myOrders)).toEqual(['/api/user/orders']);
    // Loaded at another address (a move inside the app), a page reads as it renders.
    expect(await readsAt('/class11', myBooks)).toEqual([]);
    // The routes module starts a deep-linked page's chunk as it runs, and with it the page's reads.
    const routes = () => import('../routes');
    expect((await readsAt('/my-books', routes)).sort()).toEqual([
      '/api/user/orders',
      '/api/user/purchased-books',
      '/api/user/receipts',
    ]);
    expect(await readsAt('/class11', routes)).toEqual([]);
  });

  it('a guest (no stored token) reads nothing early', async () => {
    localStorage.removeItem(STORAGE_KEYS.token);
    expect(await readsAt('/my-books', myBooks)).toEqual([]);
  });
});
